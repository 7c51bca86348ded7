import { randomBytes, randomUUID } from 'node:crypto';
import { FILE_MESSAGES, type TSurveySchema, type TUploadedFile } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse } from '../../../test/survey-factories';
import {
  inviteRespondent,
  openInvitation,
  postStart,
  withResumeToken,
} from '../../../test/survey-player-factories';
import { useAppOnSameSchema, useTestApp } from '../../../test/test-app';
import { createResponseFilesService } from './response-files.service';

const GLOBAL_LIMIT = 1_000_000;
const SCHEMA: TSurveySchema = {
  title: 'Fotos de receitas',
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'crm', title: 'CRM' },
        { type: 'file', name: 'foto', title: 'Foto', acceptedTypes: 'image/*', maxSize: 300_000 },
        { type: 'file', name: 'documento', title: 'Documento', allowMultiple: true },
      ],
    },
  ],
};

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(2000)]);

describe('response files: upload, limits, sniffing, references, downloads', () => {
  const uploads = { maxBytes: GLOBAL_LIMIT, orphanHours: 24 };
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'], config: { uploads } });
  // A second server process on the same database: a file uploaded to one is read from the other.
  const second = useAppOnSameSchema(app, { uploads });
  let campaignId: string;

  beforeAll(async () => {
    campaignId = (await fieldCampaign(app, staff, { schema: SCHEMA })).campaign.id;
  });

  async function respondent() {
    const user = await buildUser(app);
    const response = await startResponse(app, user.auth, campaignId);
    return { user, response };
  }

  const upload = (
    target: FastifyInstance,
    headers: Record<string, string>,
    responseId: string,
    question: string,
    name: string,
    bytes: Buffer,
  ) =>
    target.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${responseId}/files?question=${question}&name=${encodeURIComponent(name)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  const complete = (headers: Record<string, string>, responseId: string, answers: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${responseId}/complete`,
      headers,
      payload: { answers, idempotencyKey: randomUUID() },
    });

  it('stores a ~900 KB photo, reads it back from another process, and a retry returns the same file', async () => {
    const { user, response } = await respondent();
    const bytes = jpeg(900 * 1024);
    const first = await upload(app, user.auth, response.id, 'documento', 'receita.jpg', bytes);
    expect(first.statusCode).toBe(201);
    const file = first.json<TUploadedFile>();
    expect(file).toMatchObject({ name: 'receita.jpg', type: 'image/jpeg', size: bytes.length });
    expect(file.content).toBe(`/api/survey-player/responses/${response.id}/files/${file.id}`);

    const retried = await upload(second, user.auth, response.id, 'documento', 'receita.jpg', bytes);
    expect(retried.statusCode).toBe(201);
    expect(retried.json<TUploadedFile>().id).toBe(file.id);
    const count = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM response_files WHERE response_id = $1',
      [response.id],
    );
    expect(count.rows[0]?.n).toBe(1);

    const read = await second.inject({ method: 'GET', url: file.content, headers: user.auth });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(String(read.headers['content-disposition'])).toMatch(/^attachment; filename="receita.jpg"/);
  });

  it('takes a ~900 KB file embedded in the answers (storeDataAsText) into storage; staff download the same bytes', async () => {
    const { user, response } = await respondent();
    const bytes = jpeg(900 * 1024);
    const embedded = {
      name: 'receita.jpg',
      type: 'image/jpeg',
      content: `data:image/jpeg;base64,${bytes.toString('base64')}`,
    };
    const done = await complete(user.auth, response.id, { crm: '12345', documento: [embedded] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('complete');

    const stored = await app.inject({
      method: 'GET',
      url: `/api/responses/${response.id}`,
      headers: staff.auth,
    });
    const [file] = stored.json().answers.documento as TUploadedFile[];
    expect(file?.content).toMatch(
      new RegExp(`^/api/survey-player/responses/${response.id}/files/[0-9a-f-]{36}$`),
    );
    expect(file).toMatchObject({ name: 'receita.jpg', type: 'image/jpeg' });
    const fileId = file?.content.split('/').at(-1);
    const download = await app.inject({
      method: 'GET',
      url: `/api/responses/${response.id}/files/${fileId}`,
      headers: staff.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses only an embedded file its question would not take, naming the question; nothing is kept', async () => {
    const { user, response } = await respondent();
    const big = jpeg(300_001);
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${response.id}`,
      headers: user.auth,
      payload: {
        answers: {
          crm: '999',
          foto: [{ name: 'foto.jpg', content: `data:image/jpeg;base64,${big.toString('base64')}` }],
        },
        currentPage: 0,
      },
    });
    expect(save.statusCode).toBe(413);
    expect(save.json().error.message).toBe(
      FILE_MESSAGES.inQuestion('foto', FILE_MESSAGES.tooLarge('foto.jpg', 300_000)),
    );
    expect(save.json().error.fields).toEqual({ foto: FILE_MESSAGES.tooLarge('foto.jpg', 300_000) });
    const garbled = await complete(user.auth, response.id, {
      documento: [{ name: 'receita.pdf', content: 'data:application/pdf;base64,%%%não é base64%%%' }],
    });
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().error.message).toBe(
      FILE_MESSAGES.inQuestion('documento', FILE_MESSAGES.badDataUrl('receita.pdf')),
    );
    const kept = await app.db.query<{ status: string; answers: unknown; files: number }>(
      `SELECT r.status, r.answers, (SELECT count(*)::int FROM response_files f WHERE f.response_id = r.id) AS files
         FROM responses r WHERE r.id = $1`,
      [response.id],
    );
    expect(kept.rows[0]).toEqual({ status: 'partial', answers: {}, files: 0 });
  });

  it('refuses files over the global limit and over the question maxSize, with the limit in pt-BR', async () => {
    const { user, response } = await respondent();
    const overGlobal = await upload(
      app,
      user.auth,
      response.id,
      'documento',
      'grande.jpg',
      jpeg(GLOBAL_LIMIT + 1),
    );
    expect(overGlobal.statusCode).toBe(413);
    expect(overGlobal.json().error.message).toBe(FILE_MESSAGES.tooLarge('grande.jpg', GLOBAL_LIMIT));
    expect(overGlobal.json().error.message).toContain('977 KB');

    const overQuestion = await upload(app, user.auth, response.id, 'foto', 'foto.jpg', jpeg(300_001));
    expect(overQuestion.statusCode).toBe(413);
    expect(overQuestion.json().error.message).toBe(FILE_MESSAGES.tooLarge('foto.jpg', 300_000));
    expect((await upload(app, user.auth, response.id, 'foto', 'foto.jpg', jpeg(300_000))).statusCode).toBe(
      201,
    );

    const empty = await upload(app, user.auth, response.id, 'documento', 'vazio.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const notAFileQuestion = await upload(app, user.auth, response.id, 'crm', 'a.jpg', jpeg(100));
    expect(notAFileQuestion.statusCode).toBe(422);
    expect(notAFileQuestion.json().error.message).toBe(FILE_MESSAGES.notFileQuestion);
  });

  it('reads the type from the bytes: a renamed program or a PDF as a photo is refused', async () => {
    const { user, response } = await respondent();
    const program = await upload(app, user.auth, response.id, 'documento', 'foto.jpg', exe());
    expect(program.statusCode).toBe(415);
    expect(program.json().error.message).toBe(FILE_MESSAGES.unknownType('foto.jpg'));

    const pdfAsPhoto = await upload(app, user.auth, response.id, 'foto', 'foto.jpg', pdf());
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json().error.message).toBe(FILE_MESSAGES.notAccepted('foto.jpg', 'image/*'));

    const pdfAsDocument = await upload(app, user.auth, response.id, 'documento', 'laudo.jpg', pdf());
    expect(pdfAsDocument.statusCode).toBe(201);
    expect(pdfAsDocument.json().type).toBe('application/pdf');

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(500),
    ]);
    const photo = await upload(app, user.auth, response.id, 'foto', 'foto.bin', png);
    expect(photo.json().type).toBe('image/png');
  });

  it('the submit takes its own references and refuses another response’s file or a made-up one', async () => {
    const owner = await respondent();
    const own = (
      await upload(app, owner.user.auth, owner.response.id, 'foto', 'a.jpg', jpeg(5000))
    ).json<TUploadedFile>();
    const other = await respondent();
    const foreign = (
      await upload(app, other.user.auth, other.response.id, 'foto', 'b.jpg', jpeg(6000))
    ).json<TUploadedFile>();

    const stolen = await complete(owner.user.auth, owner.response.id, {
      foto: [{ name: foreign.name, type: foreign.type, content: foreign.content }],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.message).toBe(FILE_MESSAGES.foreign('foto'));

    const madeUp = `/api/survey-player/responses/${owner.response.id}/files/${randomUUID()}`;
    const fake = await complete(owner.user.auth, owner.response.id, {
      foto: [{ name: 'x.jpg', type: 'image/jpeg', content: madeUp }],
    });
    expect(fake.statusCode).toBe(422);

    const wrongQuestion = await complete(owner.user.auth, owner.response.id, {
      documento: [{ name: own.name, type: own.type, content: own.content }],
    });
    expect(wrongQuestion.statusCode).toBe(422);

    const reading = await app.inject({ method: 'GET', url: foreign.content, headers: owner.user.auth });
    expect(reading.statusCode).toBe(403);

    const ok = await complete(owner.user.auth, owner.response.id, {
      foto: [{ name: own.name, type: own.type, content: own.content }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('complete');
    const stored = await app.inject({
      method: 'GET',
      url: `/api/responses/${owner.response.id}`,
      headers: staff.auth,
    });
    expect(stored.json().answers.foto).toEqual([{ name: 'a.jpg', type: 'image/jpeg', content: own.content }]);
    const exported = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/export?format=csv&labels=false`,
      headers: staff.auth,
    });
    expect(exported.body).toContain(`a.jpg (/api/responses/${owner.response.id}/files/${own.id})`);
    expect(exported.body).not.toContain('base64');
    const afterEnd = await upload(app, owner.user.auth, owner.response.id, 'foto', 'c.jpg', jpeg(100));
    expect(afterEnd.statusCode).toBe(409);
  });

  it('downloads for staff who see responses only; the respondent may clear a file while answering', async () => {
    const { user, response } = await respondent();
    const file = (
      await upload(app, user.auth, response.id, 'documento', 'laudo.pdf', pdf())
    ).json<TUploadedFile>();
    const staffUrl = `/api/responses/${response.id}/files/${file.id}`;
    const admin = await buildUser(app, { role: 'admin' });
    // Spec point 6: the collection roles see responses (admin, master, interview, staff); no one else.
    for (const [who, status] of [
      [staff, 200],
      [admin, 200],
      [await buildUser(app, { role: 'master' }), 200],
      [await buildUser(app, { role: 'interview' }), 200],
      [await buildUser(app, { role: 'user' }), 403],
      [await buildUser(app, { role: 'social' }), 403],
      [await buildUser(app, { role: 'watcher' }), 403],
      [await buildUser(app, { role: 'mailing_operator' }), 403],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: staffUrl, headers: who.auth });
      expect(res.statusCode, who.row.role).toBe(status);
    }
    expect((await app.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(401);
    const download = await app.inject({ method: 'GET', url: staffUrl, headers: staff.auth });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/api/responses/${randomUUID()}/files/${file.id}`,
      headers: staff.auth,
    });
    expect(elsewhere.statusCode).toBe(404);

    const cleared = await app.inject({ method: 'DELETE', url: file.content, headers: user.auth });
    expect(cleared.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: staffUrl, headers: staff.auth })).statusCode).toBe(404);
  });

  it('an invited respondent uploads with the link session; another session only with the resume token', async () => {
    const token = await inviteRespondent(app, staff, campaignId, `convidado-${Date.now()}@exemplo.com.br`);
    const session = await openInvitation(app, token);
    const started = await postStart(app, session, campaignId);
    expect(started.statusCode).toBe(201);
    const { id, resumeToken } = started.json<{ id: string; resumeToken: string }>();
    const sent = await upload(app, session, id, 'foto', 'exame.jpg', jpeg(2000));
    expect(sent.statusCode).toBe(201);

    const stranger = await buildUser(app);
    const refused = await upload(app, stranger.auth, id, 'foto', 'x.jpg', jpeg(100));
    expect(refused.statusCode).toBe(403);
    const resumed = await upload(
      app,
      withResumeToken(stranger.auth, resumeToken),
      id,
      'foto',
      'y.jpg',
      jpeg(100),
    );
    expect(resumed.statusCode).toBe(201);
  });

  it('sweeps files of responses left unfinished past the delay and files a finished response dropped', async () => {
    const abandoned = await respondent();
    const left = (
      await upload(app, abandoned.user.auth, abandoned.response.id, 'foto', 'a.jpg', jpeg(100))
    ).json<TUploadedFile>();
    const done = await respondent();
    const kept = (
      await upload(app, done.user.auth, done.response.id, 'foto', 'k.jpg', jpeg(100))
    ).json<TUploadedFile>();
    const dropped = (
      await upload(app, done.user.auth, done.response.id, 'documento', 'd.pdf', pdf())
    ).json<TUploadedFile>();
    const fresh = await respondent();
    const recent = (
      await upload(app, fresh.user.auth, fresh.response.id, 'foto', 'r.jpg', jpeg(100))
    ).json<TUploadedFile>();
    expect(
      (
        await complete(done.user.auth, done.response.id, {
          foto: [{ name: 'k.jpg', type: 'image/jpeg', content: kept.content }],
        })
      ).statusCode,
    ).toBe(200);

    const aged = [left.id, kept.id, dropped.id];
    await app.db.query(
      `UPDATE response_files SET created_at = now() - interval '3 days' WHERE id = ANY($1::uuid[])`,
      [aged],
    );
    await app.db.query(`UPDATE responses SET updated_at = now() - interval '3 days' WHERE id = $1`, [
      abandoned.response.id,
    ]);

    const removed = await createResponseFilesService(app.db, {
      maxBytes: GLOBAL_LIMIT,
      orphanHours: 48,
    }).sweepOrphans();
    expect(removed).toBe(2);
    const left_ = await app.db.query<{ id: string }>(
      'SELECT id FROM response_files WHERE id = ANY($1::uuid[])',
      [[left.id, kept.id, dropped.id, recent.id]],
    );
    expect(left_.rows.map((row) => row.id).sort()).toEqual([kept.id, recent.id].sort());
  });
});
