import { Readable } from 'node:stream';
import { PROFILE_MESSAGES } from '@pesquisemais/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { AVATAR_SIZE } from './avatar.service';

const { app } = useTestApp();

const upload = (headers: Record<string, string>, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload,
  });

describe('avatar upload', () => {
  it('crops a photo to a square, resizes it and makes it the user photo', async () => {
    const user = await buildUser(app);
    const wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#7b1fa2' } })
      .png()
      .toBuffer();
    const res = await upload(user.auth, wide);
    expect(res.statusCode).toBe(200);
    const photoURL = res.json().user.data.photoURL as string;
    expect(photoURL).toMatch(/^\/api\/profile\/avatars\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);

    const image = await app.inject({ method: 'GET', url: photoURL });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);

    // A new photo replaces the old one, which is removed.
    const second = await upload(user.auth, wide);
    expect(second.json().user.data.photoURL).not.toBe(photoURL);
    expect((await app.inject({ method: 'GET', url: photoURL })).statusCode).toBe(404);
  });

  it('refuses what is not an image, and a guest', async () => {
    const user = await buildUser(app);
    const text = await upload(user.auth, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(415);
    expect((await upload({}, Buffer.from('x'))).statusCode).toBe(401);
  });

  it('answers 422, not 500, to a file that starts like a GIF but does not decode', async () => {
    const user = await buildUser(app);
    const broken = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0xff)]);
    const res = await upload(user.auth, broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.unreadableImage);
  });
});

describe('avatar bytes', () => {
  it('serves only avatars: another stored object is not found there, with or without a session', async () => {
    const user = await buildUser(app);
    const secret = await app.files.put(Readable.from([Buffer.from('%PDF-1.4 relatório confidencial')]), {
      name: 'relatorio.pdf',
      accept: ['application/pdf'],
    });
    for (const headers of [{}, user.auth]) {
      const res = await app.inject({ method: 'GET', url: `/api/profile/avatars/${secret.key}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PROFILE_MESSAGES.photoNotFound);
      expect(res.body).not.toContain('confidencial');
    }
  });
});
