import {
  ROOM_ACTIONS,
  ROOM_CAPABILITIES,
  type TClientAction,
  type TRoomJoined,
  type TRoomPeer,
  type TRoomSignalEvent,
} from '@pesquisemais/shared';
import { gathered } from './ice';

type TSelf = TRoomJoined['self'];
/** Streams by the peer they show (a moderator's relay names the participant it carries). */
export type TStreams = Map<string, MediaStream>;

/**
 * The WebRTC mesh of one room, in this browser. Senders (moderators, participants) connect to each other;
 * a moderator also feeds every receive-only seat, one connection per stream (its own camera and each
 * participant's, relayed), so observers never connect to a participant. Which connections exist is decided
 * from the people list the server sends; the server refuses signals between seats that may not connect.
 */
export class MeshSession {
  private readonly pcs = new Map<string, RTCPeerConnection>();
  private readonly streams: TStreams = new Map();
  private people: TRoomPeer[] = [];

  constructor(
    private readonly roomId: string,
    private readonly self: TSelf,
    private readonly iceServers: RTCIceServer[],
    private readonly local: MediaStream | null,
    private readonly send: (action: TClientAction) => void,
    private readonly onStreams: (streams: TStreams) => void,
  ) {}

  /** Opens the connections this seat must start and closes those of people who left. */
  update(people: TRoomPeer[]): void {
    this.people = people;
    const present = new Set(people.map((p) => p.peerId));
    for (const [key, pc] of this.pcs) {
      const [peer = '', source = ''] = key.split('|');
      if (present.has(peer) && present.has(source)) continue;
      pc.close();
      this.pcs.delete(key);
    }
    // A stream no connection carries any more is gone: its sender left, or the moderator who relayed it did.
    const carried = new Set([...this.pcs.keys()].map((key) => key.split('|')[1]));
    for (const source of [...this.streams.keys()]) if (!carried.has(source)) this.dropStream(source);
    if (!this.self.capabilities.sendsMedia) return;
    for (const peer of people) {
      if (peer.peerId === this.self.peerId || !ROOM_CAPABILITIES[peer.seat].sendsMedia) continue;
      // One side offers: the smaller peer id (no glare when both see each other at once).
      if (this.self.peerId < peer.peerId) void this.offer(peer.peerId, peer.peerId, this.local, false);
    }
    this.relay();
  }

  /** Whether a peer of the people list holds a seat that sends media (observers never do). */
  private isSender(peerId: string): boolean {
    const peer = this.people.find((p) => p.peerId === peerId);
    return peer !== undefined && ROOM_CAPABILITIES[peer.seat].sendsMedia;
  }

  /** A moderator feeds each receive-only seat with its own camera and each participant's stream. */
  private relay(): void {
    if (this.self.seat !== 'moderator') return;
    const received = [...this.streams].filter(([source]) => this.isSender(source));
    const sources: [string, MediaStream | null][] = [[this.self.peerId, this.local], ...received];
    for (const viewer of this.people) {
      if (ROOM_CAPABILITIES[viewer.seat].sendsMedia) continue;
      for (const [source, stream] of sources)
        if (stream && (source === this.self.peerId || this.people.some((p) => p.peerId === source)))
          void this.offer(viewer.peerId, source, stream, true);
    }
  }

  /** A connection to `peer` carrying the stream of `source` (the peer itself on a direct connection). */
  private connection(peer: string, source: string): RTCPeerConnection {
    const key = `${peer}|${source}`;
    const existing = this.pcs.get(key);
    if (existing) return existing;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pcs.set(key, pc);
    pc.addEventListener('track', (event) => {
      if (source === this.self.peerId) return; // an observer's answer carries nothing back
      // Defence in depth (the server refuses it first): only a sending seat's stream is shown or relayed.
      if (!this.isSender(source) || !this.isSender(peer)) return;
      this.streams.set(source, event.streams[0] ?? new MediaStream([event.track]));
      this.onStreams(new Map(this.streams));
      // All tracks of one description arrive before the next task: relay the stream whole.
      setTimeout(() => this.relay(), 0);
    });
    return pc;
  }

  private async offer(peer: string, source: string, stream: MediaStream | null, isRelay: boolean) {
    if (this.pcs.has(`${peer}|${source}`)) return;
    const pc = this.connection(peer, source);
    if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
    else {
      // A direct connection without a camera still asks to receive the other side.
      pc.addTransceiver('video', { direction: 'recvonly' });
      pc.addTransceiver('audio', { direction: 'recvonly' });
    }
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    this.signal(peer, isRelay ? source : null, pc.localDescription);
  }

  /** An offer or answer from another peer (relays name the stream they carry in `source`). */
  async handle(event: TRoomSignalEvent): Promise<void> {
    const description = event.description;
    if (!description) return;
    const source = event.source ?? event.from;
    if (description.type === 'answer') {
      // The moderator's own camera is relayed under its own id.
      const key = event.source === undefined ? event.from : event.source;
      await this.pcs.get(`${event.from}|${key}`)?.setRemoteDescription(description);
      return;
    }
    // An offer comes from a sender about its own stream, or from a moderator relaying a sender's: never from
    // an observer, nor carrying one (the server refuses these first).
    const fromSeat = this.people.find((p) => p.peerId === event.from)?.seat;
    const isRelay = event.source !== undefined && event.source !== event.from;
    if (!this.isSender(event.from) || !this.isSender(source) || (isRelay && fromSeat !== 'moderator')) return;
    const pc = this.connection(event.from, source);
    await pc.setRemoteDescription(description);
    // A sender answers a direct offer with its camera; a relay is answered without sending anything.
    if (event.source === undefined && this.self.capabilities.sendsMedia && this.local)
      for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    this.signal(event.from, event.source ?? null, pc.localDescription);
  }

  private signal(to: string, source: string | null, description: RTCSessionDescription | null): void {
    if (!description) return;
    const { type, sdp } = description;
    if (type !== 'offer' && type !== 'answer') return;
    this.send({
      type: ROOM_ACTIONS.signal,
      data: { roomId: this.roomId, to, ...(source === null ? {} : { source }), description: { type, sdp } },
    });
  }

  private dropStream(source: string): void {
    if (this.streams.delete(source)) this.onStreams(new Map(this.streams));
  }

  close(): void {
    for (const pc of this.pcs.values()) pc.close();
    this.pcs.clear();
    this.streams.clear();
  }
}
