import { randomUUID } from 'node:crypto';
import { STUDY_MESSAGES, type TStudies } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMembers, buildBoard, docApi } from '../../../test/doc-factories';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { requestReport, waitForReport } from '../../../test/report-factories';
import { type FieldedCampaign, fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

const {
  app,
  users: { staff, interview: editor, watcher, watcher_bloodblue: stranger },
} = useTestApp({
  roles: ['staff', 'interview', 'watcher', 'watcher_bloodblue'],
  config: { runWorker: true },
});
let linked: FieldedCampaign;
let other: FieldedCampaign;
let deliveredId: string;
let undeliveredId: string;
let boardId: string;
let board: Awaited<ReturnType<typeof buildBoard>>;

const studies = async (user: BuiltUser, q = '') => {
  const res = await app.inject({ method: 'GET', url: '/api/studies', headers: user.auth, query: { q } });
  expect(res.statusCode).toBe(200);
  return res.json() as TStudies;
};

beforeAll(async () => {
  linked = await fieldCampaign(app, staff);
  other = await fieldCampaign(app, staff);
  const delivered = await requestReport(app, staff, linked.campaign.id, 'csv');
  const undelivered = await requestReport(app, staff, linked.campaign.id, 'pdf');
  await waitForReport(app, staff, delivered.id);
  await waitForReport(app, staff, undelivered.id);
  const deliver = await app.inject({
    method: 'POST',
    url: `/api/reports/${delivered.id}/deliver`,
    headers: staff.auth,
    body: { recipient: 'Laboratório Y' },
  });
  expect(deliver.statusCode).toBe(200);
  deliveredId = delivered.id;
  undeliveredId = undelivered.id;
  board = await buildBoard(app, { owner: editor, lists: 1, cardsPerList: 1 });
  boardId = board.docId;
  const link = await docApi(app).post(editor.auth, 'doc/settings/update', {
    docId: boardId,
    settings: { surveyId: linked.survey.id },
  });
  expect(link.statusCode).toBe(200);
  expect(link.json().surveyId).toBe(linked.survey.id);
  await addMembers(app, board, [watcher]);
});

describe('/api/studies (/apps/surveys)', () => {
  it('gives an editor every study with its campaigns, delivered reports (with a working link) and boards', async () => {
    const found = await studies(editor);
    expect(found.isReadOnly).toBe(false);
    const study = found.studies.find((item) => item.id === linked.survey.id);
    expect(study?.campaigns.map((campaign) => [campaign.id, campaign.status])).toEqual([
      [linked.campaign.id, 'fielding'],
    ]);
    expect(study?.reports.map((report) => [report.id, report.recipient])).toEqual([
      [deliveredId, 'Laboratório Y'],
    ]);
    expect(study?.reports.some((report) => report.id === undeliveredId)).toBe(false);
    expect(study?.boards.map((board) => board.id)).toEqual([boardId]);
    expect(found.studies.some((item) => item.id === other.survey.id)).toBe(true);
    const download = await app.inject({ method: 'GET', url: study?.reports[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
  });

  it("shows a watcher only the studies of its boards, read-only, with the delivered report's link", async () => {
    const found = await studies(watcher);
    expect(found.isReadOnly).toBe(true);
    expect(found.studies.map((study) => study.id)).toEqual([linked.survey.id]);
    const url = found.studies[0]?.reports[0]?.url ?? '';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A watcher on no board sees nothing of anyone's studies.
    expect((await studies(stranger)).studies).toEqual([]);
  });

  it("lists the recordings of the study's rooms to whom may watch them, the download only where the seat allows", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: staff.auth,
      payload: {
        kind: 'focus_group',
        title: 'Grupo focal — estudo',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        durationMinutes: 60,
        campaignId: linked.campaign.id,
        moderatorIds: [staff.row.id],
        participantIds: [],
        observers: [{ userId: watcher.row.id, seat: 'watcher' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const roomId = created.json().id as string;
    const recordingId = randomUUID();
    const base = `/api/rooms/${roomId}/recordings`;
    const start = await app.inject({
      method: 'POST',
      url: base,
      headers: staff.auth,
      payload: { recordingId },
    });
    expect(start.statusCode).toBe(201);
    // A WebM's first bytes (EBML header, DocType "webm"), as MediaRecorder's first part.
    const head = Buffer.from(
      '1A45DFA39F4286810142F7810142F2810442F381084282847765626D428781024285810218538067',
      'hex',
    );
    const part = await app.inject({
      method: 'PUT',
      url: `${base}/${recordingId}/parts/0`,
      headers: { ...staff.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([head, Buffer.alloc(300, 0xec)]),
    });
    expect(part.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `${base}/${recordingId}/stop`, headers: staff.auth }))
        .statusCode,
    ).toBe(200);
    const recordingsOf = async (user: BuiltUser) =>
      (await studies(user)).studies.find((study) => study.id === linked.survey.id)?.recordings ?? [];

    // Who manages rooms: listed, played and downloaded.
    const [managed] = await recordingsOf(editor);
    expect(managed).toMatchObject({
      id: recordingId,
      roomTitle: 'Grupo focal — estudo',
      campaignName: linked.campaign.name,
    });
    expect((await app.inject({ method: 'GET', url: managed?.playUrl ?? '' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: managed?.downloadUrl ?? '' })).statusCode).toBe(200);
    // A watcher seated in the room: plays it, no download.
    const [seated] = await recordingsOf(watcher);
    expect(seated?.id).toBe(recordingId);
    expect(seated?.downloadUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: seated?.playUrl ?? '' })).statusCode).toBe(200);
    // A watcher on the study's board but not in the room sees the study, not the recording.
    const boardOnly = await buildUser(app, { role: 'watcher' });
    await addMembers(app, board, [boardOnly]);
    expect((await studies(boardOnly)).studies.map((study) => study.id)).toEqual([linked.survey.id]);
    expect(await recordingsOf(boardOnly)).toEqual([]);
  });

  it('searches by title; a client without a board sees none; respondents and the public are refused', async () => {
    expect((await studies(editor, 'nenhum estudo com este nome')).studies).toEqual([]);
    const client = await buildUser(app, { role: 'watcher_guest' });
    expect((await studies(client, '')).studies).toEqual([]);
    // Issue 32: the spec's Documents group reaches role user through the template's master group.
    for (const role of ['user', 'social'] as const) {
      const respondent = await buildUser(app, { role });
      const forbidden = await app.inject({ method: 'GET', url: '/api/studies', headers: respondent.auth });
      expect(forbidden.statusCode, role).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/studies' })).statusCode).toBe(401);
  });

  it('links a board only to a questionnaire that exists; a watcher cannot link', async () => {
    const api = docApi(app);
    const unknown = await api.post(editor.auth, 'doc/new', {
      doc: { name: 'Sem estudo', surveyId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(STUDY_MESSAGES.surveyNotFound);
    const created = await api.post(editor.auth, 'doc/new', {
      doc: { name: 'Outro', surveyId: other.survey.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().surveyId).toBe(other.survey.id);
    const byWatcher = await api.post(watcher.auth, 'doc/settings/update', {
      docId: boardId,
      settings: { surveyId: null },
    });
    expect(byWatcher.statusCode).toBe(403);
    const unlinked = await api.post(editor.auth, 'doc/settings/update', {
      docId: created.json().id,
      settings: { surveyId: null },
    });
    expect(unlinked.json().surveyId).toBeNull();
  });
});
