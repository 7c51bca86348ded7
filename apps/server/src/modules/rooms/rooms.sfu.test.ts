import {
  ERROR_MESSAGES,
  ROOM_ACTIONS,
  ROOM_MESSAGES,
  type TRoomJoined,
  type TRoomSfuEvent,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import {
  connectRecorded,
  joinRoom,
  messagesOf,
  nextMessage,
  type Recorded,
} from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';
import { startJanus } from '../../../test/start-janus';

/** A browser-like offer (audio only, fake ICE and DTLS credentials): enough for Janus to answer it. */
const OFFER_SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=msid-semantic: WMS camera',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 0.0.0.0',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=ice-ufrag:Fk2b',
  'a=ice-pwd:3lX0r3sYxNfG0eT2bq1mQ5zA',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':')}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sendonly',
  'a=msid:camera mic',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=ssrc:1001 cname:teste',
  '',
].join('\r\n');

let janus: Awaited<ReturnType<typeof startJanus>>;
beforeAll(async () => {
  janus = await startJanus();
});
afterAll(() => janus?.stop());

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp(
  (live) => ({ app, clients } = live),
  () => ({ janusUrl: janus.url }),
);

/** Sends an action and resolves with the error message it earns. */
async function refusal(r: Recorded, type: string, data: object) {
  const refused = nextMessage(r, 'error');
  r.socket.emit('action', { type, data });
  return (await refused).data;
}

const sfuEvents = (r: Recorded) =>
  r.events.filter((e) => e.event === 'room:sfu').map((e) => e.payload as TRoomSfuEvent);

describe('rooms through Janus (JANUS_URL): the server holds every Janus session', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  let observer: Recorded;
  let participant: Recorded;
  let observerPeer = '';

  beforeAll(async () => {
    built = await buildRoom(app, { participants: ['Dra. Beatriz'], observers: ['watcher'] });
    const roomId = built.room.id;
    moderator = await connectRecorded(clients, built.moderator.token);
    const joined = await joinRoom(moderator, { roomId });
    expect((joined.data as TRoomJoined).media).toBe('sfu');
    observer = await connectRecorded(clients, built.observers[0]?.token);
    observerPeer = ((await joinRoom(observer, { roomId })).data as TRoomJoined).self.peerId;
    participant = await connectRecorded(clients);
    await joinRoom(participant, { roomId, ...built.linkOf('Dra. Beatriz') });
  });

  it('answers a sender’s offer with Janus’s answer, to that socket only', async () => {
    const roomId = built.room.id;
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.sfuPublish,
      data: { roomId, description: { type: 'offer', sdp: OFFER_SDP } },
    });
    await expect.poll(() => sfuEvents(moderator).length, { timeout: 15_000 }).toBe(1);
    const [answer] = sfuEvents(moderator);
    expect(answer).toMatchObject({ roomId, source: null, description: { type: 'answer' } });
    expect(answer?.description.sdp).toContain('a=fingerprint');
    // Janus's address and session never reach a browser.
    expect(JSON.stringify(moderator.events)).not.toContain(janus.url);
    expect(sfuEvents(observer)).toEqual([]);
    expect(sfuEvents(participant)).toEqual([]);
  });

  it('never lets an observer publish, nor anyone receive an observer or a participant still waiting', async () => {
    const roomId = built.room.id;
    const publish = { roomId, description: { type: 'offer', sdp: OFFER_SDP } };
    expect(await refusal(observer, ROOM_ACTIONS.sfuPublish, publish)).toBe(ROOM_MESSAGES.notAllowed);
    const toObserver = { roomId, source: observerPeer };
    expect(await refusal(moderator, ROOM_ACTIONS.sfuSubscribe, toObserver)).toBe(ROOM_MESSAGES.notAllowed);
    // The participant waits to be admitted: no media in or out yet.
    expect(await refusal(participant, ROOM_ACTIONS.sfuPublish, publish)).toBe(ROOM_MESSAGES.notMember);
    const toWaiting = { roomId, source: participant.socket.id };
    expect(await refusal(observer, ROOM_ACTIONS.sfuSubscribe, toWaiting)).toBe(ROOM_MESSAGES.notAllowed);
    expect(sfuEvents(observer)).toEqual([]);
    expect(sfuEvents(participant)).toEqual([]);
  });

  it('offers nothing for a feed whose connection is not up, and drops an answer to no current offer', async () => {
    const roomId = built.room.id;
    const errorsBefore = messagesOf(observer).filter((m) => m.type === 'error').length;
    // The moderator's offer above never connects (fake ICE): Janus has no feed to give yet, which is no error.
    observer.socket.emit('action', {
      type: ROOM_ACTIONS.sfuSubscribe,
      data: { roomId, source: moderator.socket.id },
    });
    observer.socket.emit('action', {
      type: ROOM_ACTIONS.sfuAnswer,
      data: {
        roomId,
        source: moderator.socket.id,
        offerId: 999,
        description: { type: 'answer', sdp: 'v=0' },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sfuEvents(observer)).toEqual([]);
    expect(messagesOf(observer).filter((m) => m.type === 'error').length).toBe(errorsBefore);
  });

  it('rejects malformed descriptions before Janus sees them', async () => {
    const publish = { roomId: built.room.id, description: { type: 'answer', sdp: OFFER_SDP } };
    expect(await refusal(moderator, ROOM_ACTIONS.sfuPublish, publish)).toMatch(/inválid/i);
    const withNul = { roomId: built.room.id, description: { type: 'offer', sdp: 'v=0\u0000' } };
    expect(await refusal(moderator, ROOM_ACTIONS.sfuPublish, withNul)).toBe(ERROR_MESSAGES.VALIDATION);
  });

  it('says a description Janus cannot read is invalid, not that the media server failed', async () => {
    const garbage = { roomId: built.room.id, description: { type: 'offer', sdp: 'isto não é SDP' } };
    expect(await refusal(moderator, ROOM_ACTIONS.sfuPublish, garbage)).toBe(ROOM_MESSAGES.invalidMedia);
  });
});
