import { POST_IMAGE_LIMITS, PROFILE_MESSAGES, type TPost, type TPostImage } from '@pesquisemais/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { sweepUnclaimedPostImages } from './post-images.service';

const { app } = useTestApp();

const upload = (headers: Record<string, string>, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/images',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload,
  });
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e88e5' } })
    .jpeg()
    .toBuffer();
const publish = (user: BuiltUser, body: object) =>
  app.inject({ method: 'POST', url: `/api/profile/${user.row.id}/posts`, headers: user.auth, body });
const unclaimed = async (userId: string) =>
  (await app.db.query('SELECT 1 FROM post_images WHERE user_id = $1 AND post_id IS NULL', [userId])).rowCount;

describe('post images', () => {
  it('resizes the upload and makes a square thumbnail; the post shows both, in the order attached', async () => {
    const user = await buildUser(app, { role: 'user' });
    const wide = await upload(user.auth, await photo(3000, 1500));
    expect(wide.statusCode).toBe(201);
    const first = wide.json() as TPostImage;
    expect([first.width, first.height]).toEqual([POST_IMAGE_LIMITS.side, POST_IMAGE_LIMITS.side / 2]);
    const small = (await upload(user.auth, await photo(300, 200))).json() as TPostImage;
    // A small image is not enlarged.
    expect([small.width, small.height]).toEqual([300, 200]);

    const image = await app.inject({ method: 'GET', url: first.url });
    expect(image.headers['content-type']).toBe('image/webp');
    const shown = await sharp(image.rawPayload).metadata();
    expect([shown.width, shown.height]).toEqual([1600, 800]);
    const thumb = await sharp(
      (await app.inject({ method: 'GET', url: first.thumbnailUrl })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([POST_IMAGE_LIMITS.thumbSide, POST_IMAGE_LIMITS.thumbSide]);

    // Images alone make a post; the media keep the order of imageIds.
    const post = await publish(user, { type: 'post', message: '', imageIds: [small.id, first.id] });
    expect(post.statusCode).toBe(201);
    expect((post.json() as TPost).media).toEqual([
      { type: 'image', url: small.url, thumbnailUrl: small.thumbnailUrl },
      { type: 'image', url: first.url, thumbnailUrl: first.thumbnailUrl },
    ]);
    const albums = await app.inject({
      method: 'GET',
      url: `/api/profile/${user.row.id}/photos-videos`,
      headers: user.auth,
    });
    expect(albums.json().albums[0].media).toHaveLength(2);
    expect(await unclaimed(user.row.id)).toBe(0);
    // The LGPD download lists them.
    const exported = await app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
    expect(
      exported
        .json()
        .postImages.map((row: { url: string }) => row.url)
        .sort(),
    ).toEqual([first.url, small.url].sort());
  });

  it("refuses someone else's image, one already used or unknown, leaving no post behind", async () => {
    const owner = await buildUser(app, { role: 'user' });
    const other = await buildUser(app, { role: 'user' });
    const mine = (await upload(owner.auth, await photo(200, 200))).json() as TPostImage;
    const theirs = (await upload(other.auth, await photo(200, 200))).json() as TPostImage;
    const posts = async () =>
      (await app.db.query('SELECT 1 FROM posts WHERE user_id = $1', [owner.row.id])).rowCount;

    const stolen = await publish(owner, {
      type: 'post',
      message: '<p>Oi</p>',
      imageIds: [mine.id, theirs.id],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.message).toBe(PROFILE_MESSAGES.imageNotFound);
    expect(await posts()).toBe(0);
    // The refused post released its own image too: it can still be used.
    expect(await unclaimed(owner.row.id)).toBe(1);
    expect((await publish(owner, { type: 'post', message: '', imageIds: [mine.id] })).statusCode).toBe(201);
    const reused = await publish(owner, { type: 'post', message: '<p>De novo</p>', imageIds: [mine.id] });
    expect(reused.statusCode).toBe(422);
    expect(await posts()).toBe(1);
    const twice = await publish(owner, {
      type: 'post',
      message: '<p>x</p>',
      imageIds: [theirs.id, theirs.id],
    });
    expect(twice.statusCode).toBe(400);
    const empty = await publish(owner, { type: 'post', message: '<p> </p>' });
    expect(empty.json().error.message).toBe(PROFILE_MESSAGES.emptyPost);
  });

  it('refuses what is not an image, a damaged image and a file past the limit, in Portuguese', async () => {
    const user = await buildUser(app, { role: 'social' });
    const svg = await upload(
      user.auth,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/não são aceitos|Não foi possível reconhecer/);
    const pdf = await upload(user.auth, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.statusCode).toBe(415);
    // A JPEG header with nothing readable after it.
    const broken = Buffer.concat([(await photo(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const damaged = await upload(user.auth, broken);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error.message).toBe(PROFILE_MESSAGES.unreadableImage);
    const huge = await upload(user.auth, Buffer.alloc(POST_IMAGE_LIMITS.maxBytes + 1, 0xff));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/passa do limite de \d+ MB/);
    expect(await unclaimed(user.row.id)).toBe(0);
    // A guest and a role without the feed are refused.
    expect((await upload({}, await photo(10, 10))).statusCode).toBe(401);
    const guest = await buildUser(app, { role: 'guest' });
    expect((await upload(guest.auth, await photo(10, 10))).statusCode).toBe(403);
  });

  it('serves only post images under /images, not other stored files', async () => {
    const user = await buildUser(app);
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.auth, 'content-type': 'application/octet-stream' },
      payload: await photo(64, 64),
    });
    const key = (avatar.json().user.data.photoURL as string).replace('/api/profile/avatars/', '');
    const res = await app.inject({ method: 'GET', url: `/api/profile/images/${key}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.imageNotFound);
  });

  it('sweeps images no post claimed after UPLOAD_ORPHAN_HOURS, files too; claimed and recent ones stay', async () => {
    const user = await buildUser(app, { role: 'user' });
    const abandoned = (await upload(user.auth, await photo(200, 200))).json() as TPostImage;
    const recent = (await upload(user.auth, await photo(200, 200))).json() as TPostImage;
    const published = (await upload(user.auth, await photo(200, 200))).json() as TPostImage;
    expect((await publish(user, { type: 'post', message: '', imageIds: [published.id] })).statusCode).toBe(
      201,
    );
    const hoursAgo = app.config.uploads.orphanHours + 1;
    await app.db.query(
      `UPDATE post_images SET created_at = now() - make_interval(hours => $2) WHERE id = ANY ($1::uuid[])`,
      [[abandoned.id, published.id], hoursAgo],
    );
    const fetchImage = (url: string) => app.inject({ method: 'GET', url });
    expect((await fetchImage(abandoned.thumbnailUrl)).statusCode).toBe(200);

    expect(await sweepUnclaimedPostImages(app)).toBe(1);
    const left = await app.db.query<{ id: string }>(
      'SELECT id FROM post_images WHERE user_id = $1 ORDER BY id',
      [user.row.id],
    );
    expect(left.rows.map((row) => row.id).sort()).toEqual([recent.id, published.id].sort());
    expect((await fetchImage(abandoned.url)).statusCode).toBe(404);
    expect((await fetchImage(abandoned.thumbnailUrl)).statusCode).toBe(404);
    const key = abandoned.url.slice('/api/profile/images/'.length);
    await expect(app.files.get(key)).rejects.toThrow();
    expect((await fetchImage(published.url)).statusCode).toBe(200);
    expect((await fetchImage(recent.thumbnailUrl)).statusCode).toBe(200);
    expect(await unclaimed(user.row.id)).toBe(1);
  });
});
