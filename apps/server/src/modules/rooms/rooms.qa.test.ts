import { ROOM_ACTIONS, type TRoomJoined, type TRoomQuestion } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import { connectRecorded, joinRoom, nextMessage, type Recorded } from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

/** The questions this socket received, raw, in order. */
const questions = (r: Recorded) =>
  r.events.filter((e) => e.event === 'room:question').map((e) => e.payload as TRoomQuestion);
const lastOf = (r: Recorded, text: string) =>
  questions(r)
    .filter((q) => q.text === text)
    .at(-1);

describe('webinar Q&A: questions held for the moderator', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  let watcher: Recorded;
  let asker: Recorded;
  let viewer: Recorded;
  let presenter: Recorded;
  let roomId: string;
  const askerName = 'Observador 2 watcher_webinar';

  beforeAll(async () => {
    built = await buildRoom(app, {
      kind: 'webinar',
      participants: ['Dr. Palestrante'],
      observers: ['watcher', 'watcher_webinar', 'watcher_webinar'],
    });
    roomId = built.room.id;
    moderator = await connectRecorded(clients, built.moderator.token);
    expect((await joinRoom(moderator, { roomId })).type).toBe('room:joined');
    [watcher, asker, viewer] = (await Promise.all(
      built.observers.map((o) => connectRecorded(clients, o.token)),
    )) as [Recorded, Recorded, Recorded];
    for (const r of [watcher, asker, viewer])
      expect((await joinRoom(r, { roomId })).type).toBe('room:joined');
    presenter = await connectRecorded(clients);
    const { memberId } = built.linkOf('Dr. Palestrante');
    await joinRoom(presenter, { roomId, ...built.linkOf('Dr. Palestrante') });
    const admitted = new Promise((resolve) =>
      presenter.socket.on('message', (m: { type: string }) => m.type === 'room:admitted' && resolve(null)),
    );
    moderator.socket.emit('action', { type: ROOM_ACTIONS.admit, data: { roomId, memberId } });
    await admitted;
    expect((await joinRoom(presenter, { roomId, ...built.linkOf('Dr. Palestrante') })).type).toBe(
      'room:joined',
    );
  });

  const ask = (r: Recorded, text: string) =>
    r.socket.emit('action', { type: ROOM_ACTIONS.question, data: { roomId, text } });
  const decide = (r: Recorded, questionId: string, decision: string, answer?: string) =>
    r.socket.emit('action', {
      type: ROOM_ACTIONS.decideQuestion,
      data: { roomId, questionId, decision, ...(answer === undefined ? {} : { answer }) },
    });

  it('holds a question for the moderators and its author; nobody else receives it', async () => {
    ask(asker, 'Qual o prazo do estudo?');
    await expect
      .poll(() => lastOf(moderator, 'Qual o prazo do estudo?'))
      .toMatchObject({
        status: 'pending',
        author: askerName,
        isOwn: false,
      });
    await expect
      .poll(() => lastOf(asker, 'Qual o prazo do estudo?'))
      .toMatchObject({
        status: 'pending',
        author: askerName,
        isOwn: true,
      });
    // The moderator got it: the others would have by now; their raw events never carry it.
    for (const r of [viewer, presenter, watcher])
      expect(JSON.stringify(r.events)).not.toContain('Qual o prazo do estudo?');
  });

  it('refuses asking and deciding to seats without those capabilities', async () => {
    const question = lastOf(moderator, 'Qual o prazo do estudo?') as TRoomQuestion;
    const notAllowed = 'Seu papel nesta sala não permite esta ação.';
    let error = nextMessage(presenter, 'error');
    ask(presenter, 'Posso perguntar?');
    expect((await error).data).toBe(notAllowed);
    for (const r of [viewer, watcher, asker]) {
      error = nextMessage(r, 'error');
      decide(r, question.id, 'approve');
      expect((await error).data).toBe(notAllowed);
    }
    error = nextMessage(moderator, 'error');
    decide(moderator, question.id, 'answer');
    expect((await error).data).toBe('Dados inválidos.');
    expect(lastOf(viewer, 'Qual o prazo do estudo?')).toBeUndefined();
  });

  it('shows an approved question to the whole room without its author, and then its answer', async () => {
    const question = lastOf(moderator, 'Qual o prazo do estudo?') as TRoomQuestion;
    decide(moderator, question.id, 'approve');
    for (const r of [viewer, presenter, watcher])
      await expect
        .poll(() => lastOf(r, 'Qual o prazo do estudo?'))
        .toMatchObject({
          status: 'approved',
          author: null,
          isOwn: false,
        });
    decide(moderator, question.id, 'answer', 'Até o fim de março.');
    for (const r of [viewer, presenter, watcher, asker, moderator])
      await expect
        .poll(() => lastOf(r, 'Qual o prazo do estudo?'))
        .toMatchObject({
          status: 'answered',
          answer: 'Até o fim de março.',
        });
    // A repeated answer (a retried click) changes nothing and is not an error.
    const before = moderator.events.length;
    decide(moderator, question.id, 'answer', 'Até o fim de março.');
    await expect.poll(() => questions(moderator).length).toBeGreaterThan(0);
    await expect
      .poll(() => moderator.events.slice(before).some((e) => e.event === 'room:question'))
      .toBe(true);
    expect(moderator.events.slice(before).some((e) => e.event === 'message')).toBe(false);
    // An answered question stays answered.
    const error = nextMessage(moderator, 'error');
    decide(moderator, question.id, 'reject');
    expect((await error).data).toBe('Esta pergunta já foi moderada.');
    for (const r of [viewer, presenter]) expect(JSON.stringify(r.events)).not.toContain(askerName);
  });

  it("keeps a rejected observer's question between the moderators and its author", async () => {
    ask(watcher, 'Perguntem sobre o preço');
    await expect.poll(() => lastOf(moderator, 'Perguntem sobre o preço')?.status).toBe('pending');
    const question = lastOf(moderator, 'Perguntem sobre o preço') as TRoomQuestion;
    decide(moderator, question.id, 'reject');
    await expect.poll(() => lastOf(watcher, 'Perguntem sobre o preço')?.status).toBe('rejected');
    await expect.poll(() => lastOf(moderator, 'Perguntem sobre o preço')?.status).toBe('rejected');
    for (const r of [viewer, presenter, asker])
      expect(JSON.stringify(r.events)).not.toContain('Perguntem sobre o preço');
  });

  it('withdraws an approved question from every page that showed it', async () => {
    ask(asker, 'Vai ter certificado?');
    await expect.poll(() => lastOf(moderator, 'Vai ter certificado?')?.status).toBe('pending');
    const question = lastOf(moderator, 'Vai ter certificado?') as TRoomQuestion;
    decide(moderator, question.id, 'approve');
    await expect.poll(() => lastOf(viewer, 'Vai ter certificado?')?.status).toBe('approved');
    decide(moderator, question.id, 'reject');
    await expect.poll(() => lastOf(viewer, 'Vai ter certificado?')?.status).toBe('rejected');
    await expect.poll(() => lastOf(presenter, 'Vai ter certificado?')?.status).toBe('rejected');
  });

  it('gives a late joiner the shown questions and its own, the moderators all of them', async () => {
    const late = await connectRecorded(clients, built.observers[2]?.token);
    const joined = (await joinRoom(late, { roomId })).data as TRoomJoined;
    expect(joined.questions.map((q) => [q.text, q.status, q.author])).toEqual([
      ['Qual o prazo do estudo?', 'answered', null],
    ]);
    const mine = await connectRecorded(clients, built.observers[1]?.token);
    const own = (await joinRoom(mine, { roomId })).data as TRoomJoined;
    expect(own.questions.map((q) => [q.text, q.status, q.isOwn])).toEqual([
      ['Qual o prazo do estudo?', 'answered', true],
      ['Vai ter certificado?', 'rejected', true],
    ]);
    const again = await connectRecorded(clients, built.moderator.token);
    const all = (await joinRoom(again, { roomId })).data as TRoomJoined;
    expect(all.questions.map((q) => q.status)).toEqual(['answered', 'rejected', 'rejected']);
    expect(all.questions[0]?.author).toBe(askerName);
  });

  it('stops sending questions to an observer whose role leaves the Rooms group', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const revoked = nextMessage(watcher, 'access:revoked');
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/users/${built.observers[0]?.row.id}/role`,
      headers: admin.auth,
      payload: { role: 'mailing_operator' },
    });
    expect(changed.statusCode).toBe(200);
    await revoked;
    ask(asker, 'Depois da troca de papel?');
    await expect.poll(() => lastOf(moderator, 'Depois da troca de papel?')?.status).toBe('pending');
    decide(moderator, (lastOf(moderator, 'Depois da troca de papel?') as TRoomQuestion).id, 'approve');
    await expect.poll(() => lastOf(viewer, 'Depois da troca de papel?')?.status).toBe('approved');
    expect(lastOf(watcher, 'Depois da troca de papel?')).toBeUndefined();
    // Its next question is refused: it no longer sits in the room.
    const error = nextMessage(watcher, 'error');
    ask(watcher, 'Ainda estou aqui?');
    expect((await error).data).toBe('Você não faz parte desta sala.');
  });
});
