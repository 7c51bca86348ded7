import {
  ROOM_ACTIONS,
  ROOM_CAPABILITIES,
  type TClientAction,
  type TRoomJoined,
  type TRoomPeer,
  type TRoomSfuEvent,
} from '@pesquisemais/shared';
import { gathered } from './ice';
import type { TStreams } from './mesh';

type TSelf = TRoomJoined['self'];

/**
 * A room through the Janus media server (JANUS_URL), in this browser. A sender publishes its camera once; each
 * seat receives every sender's stream on its own connection. Every description goes through the app's server
 * (the browser never reaches Janus's API): the server publishes only for seats that send media and offers only
 * the streams of senders in the same room, so an observer is never published nor listed.
 */
export class SfuSession {
  private publisher: RTCPeerConnection | null = null;
  /** A connection per sender whose stream this browser receives. */
  private readonly subscriptions = new Map<string, RTCPeerConnection>();
  /** Senders asked for and not offered yet (an unpublished sender is asked again on its 'room:sfu-feed'). */
  private readonly asked = new Set<string>();
  private readonly streams: TStreams = new Map();
  private senders = new Set<string>();

  constructor(
    private readonly roomId: string,
    private readonly self: TSelf,
    private readonly iceServers: RTCIceServer[],
    local: MediaStream | null,
    private readonly send: (action: TClientAction) => void,
    private readonly onStreams: (streams: TStreams) => void,
  ) {
    if (self.capabilities.sendsMedia && local) void this.publish(local);
  }

  private async publish(local: MediaStream): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.publisher = pc;
    for (const track of local.getTracks())
      pc.addTransceiver(track, { direction: 'sendonly', streams: [local] });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const description = pc.localDescription;
    if (!description || this.publisher !== pc) return;
    this.send({
      type: ROOM_ACTIONS.sfuPublish,
      data: { roomId: this.roomId, description: { type: 'offer', sdp: description.sdp } },
    });
  }

  /** Asks for the stream of each sender in the list; drops those who left. */
  update(people: TRoomPeer[]): void {
    this.senders = new Set(
      people
        .filter((p) => p.peerId !== this.self.peerId && ROOM_CAPABILITIES[p.seat].sendsMedia)
        .map((p) => p.peerId),
    );
    for (const source of [...this.subscriptions.keys(), ...this.asked])
      if (!this.senders.has(source)) this.drop(source);
    for (const source of this.senders)
      if (!this.subscriptions.has(source) && !this.asked.has(source)) this.subscribe(source);
  }

  /** A sender's stream reached the media server (first time, or published again): receive it anew. */
  feed(source: string): void {
    if (!this.senders.has(source)) return;
    this.drop(source);
    this.subscribe(source);
  }

  private subscribe(source: string): void {
    this.asked.add(source);
    this.send({ type: ROOM_ACTIONS.sfuSubscribe, data: { roomId: this.roomId, source } });
  }

  /** The server's answer to this seat's publish, or a sender's stream offered to it. */
  async handle(event: TRoomSfuEvent): Promise<void> {
    if (event.source === null) {
      if (event.description.type === 'answer') await this.publisher?.setRemoteDescription(event.description);
      return;
    }
    const { source, offerId } = event;
    if (event.description.type !== 'offer' || offerId === undefined || !this.senders.has(source)) return;
    this.subscriptions.get(source)?.close();
    this.asked.delete(source);
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.subscriptions.set(source, pc);
    this.streams.delete(source);
    pc.addEventListener('track', (event) => {
      if (this.subscriptions.get(source) !== pc) return;
      // Audio and video arrive as two tracks: both go into the sender's one stream.
      const stream = this.streams.get(source) ?? event.streams[0] ?? new MediaStream();
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
      this.streams.set(source, stream);
      this.onStreams(new Map(this.streams));
    });
    await pc.setRemoteDescription(event.description);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    const description = pc.localDescription;
    if (!description || this.subscriptions.get(source) !== pc) return;
    this.send({
      type: ROOM_ACTIONS.sfuAnswer,
      data: { roomId: this.roomId, source, offerId, description: { type: 'answer', sdp: description.sdp } },
    });
  }

  private drop(source: string): void {
    this.asked.delete(source);
    this.subscriptions.get(source)?.close();
    this.subscriptions.delete(source);
    if (this.streams.delete(source)) this.onStreams(new Map(this.streams));
  }

  close(): void {
    this.publisher?.close();
    this.publisher = null;
    for (const pc of this.subscriptions.values()) pc.close();
    this.subscriptions.clear();
    this.asked.clear();
    this.streams.clear();
    this.send({ type: ROOM_ACTIONS.sfuLeave, data: { roomId: this.roomId } });
  }
}
