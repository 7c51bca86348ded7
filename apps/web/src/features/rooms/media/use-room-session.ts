import {
  ROOM_ACTIONS,
  ROOM_MESSAGES,
  type TRoomEntry,
  type TRoomJoin,
  type TRoomJoined,
  type TRoomPeer,
  type TRoomQuestion,
} from '@pesquisemais/shared';
import { useEffect, useRef, useState } from 'react';
import { useRoom, useSocketEvent, useSocketSend } from '@/lib/socket';
import { MeshSession, type TStreams } from './mesh';
import { SfuSession } from './sfu';

export type TRoomSession = {
  joined: TRoomJoined | null;
  people: TRoomPeer[];
  waiting: TRoomPeer[];
  entries: TRoomEntry[];
  /** The Q&A as the server lets this seat see it, oldest first. */
  questions: TRoomQuestion[];
  isRecording: boolean;
  streams: TStreams;
  error: string | null;
  send: ReturnType<typeof useSocketSend>;
};

const EMPTY = { people: [], waiting: [], entries: [], questions: [], isRecording: false, streams: new Map() };

/**
 * A room over the app's one socket: joins (again after each reconnection and on admission), keeps the people
 * list, the waiting room and the backroom entries the server sends to this seat, and runs its media: the WebRTC
 * mesh, or the Janus media server when the server says so (`media: 'sfu'`).
 */
export function useRoomSession(join: TRoomJoin | undefined, local: MediaStream | null): TRoomSession {
  const send = useSocketSend();
  const roomId = join?.roomId;
  const [joined, setJoined] = useState<TRoomJoined | null>(null);
  const [people, setPeople] = useState<TRoomPeer[]>([]);
  const [waiting, setWaiting] = useState<TRoomPeer[]>([]);
  const [entries, setEntries] = useState<TRoomEntry[]>([]);
  const [questions, setQuestions] = useState<TRoomQuestion[]>([]);
  const [isRecording, setIsRecording] = useState(false);
  const [streams, setStreams] = useState<TStreams>(new Map());
  const [error, setError] = useState<string | null>(null);
  const meshRef = useRef<MeshSession | SfuSession | null>(null);
  const peopleRef = useRef<TRoomPeer[]>([]);
  const joinedRef = useRef<TRoomJoined | null>(null);
  joinedRef.current = joined;
  // The server took the seat (a demotion, a seat-list change): the room ends here, its media with it.
  const isRevoked = useRoom(ROOM_ACTIONS.join, join) === 'revoked';

  useSocketEvent('message', (message) => {
    if (message.type === 'room:joined' && message.data.roomId === roomId) {
      setJoined(message.data);
      setEntries(message.data.history);
      setQuestions(message.data.questions);
      setIsRecording(message.data.isRecording);
      setError(null);
    } else if (message.type === 'room:admitted' && message.data.roomId === roomId && join)
      send({ type: ROOM_ACTIONS.join, data: join });
    else if (message.type === 'error') setError(message.data);
  });
  useSocketEvent('room:presence', (payload) => {
    if (payload.roomId !== roomId) return;
    peopleRef.current = payload.people;
    setPeople(payload.people);
    meshRef.current?.update(payload.people);
  });
  useSocketEvent('room:waiting', (payload) => payload.roomId === roomId && setWaiting(payload.people));
  useSocketEvent('room:entry', (entry) => {
    if (entry.roomId === roomId) setEntries((list) => [...list, entry]);
  });
  useSocketEvent('room:question', (question) => {
    if (question.roomId !== roomId) return;
    setQuestions((list) =>
      list.some((q) => q.id === question.id)
        ? list.map((q) => (q.id === question.id ? question : q))
        : [...list, question],
    );
  });
  useSocketEvent('room:recording', (event) => event.roomId === roomId && setIsRecording(event.isRecording));
  useSocketEvent('room:signal', (event) => {
    const mesh = meshRef.current;
    if (event.roomId === roomId && mesh instanceof MeshSession) void mesh.handle(event);
  });
  useSocketEvent('room:sfu', (event) => {
    const sfu = meshRef.current;
    if (event.roomId === roomId && sfu instanceof SfuSession) void sfu.handle(event);
  });
  useSocketEvent('room:sfu-feed', (event) => {
    const sfu = meshRef.current;
    if (event.roomId === roomId && sfu instanceof SfuSession) sfu.feed(event.source);
  });

  // A new socket (reconnection) is a new peer: the mesh starts over with it.
  const selfPeer = joined && !joined.isWaiting && !isRevoked ? joined.self.peerId : null;
  useEffect(() => {
    const current = joinedRef.current;
    if (!current || !selfPeer || !roomId) return;
    const Media = current.media === 'sfu' ? SfuSession : MeshSession;
    const mesh = new Media(roomId, current.self, current.iceServers, local, send, setStreams);
    meshRef.current = mesh;
    mesh.update(peopleRef.current);
    return () => {
      mesh.close();
      meshRef.current = null;
      setStreams(new Map());
    };
  }, [selfPeer, roomId, local, send]);

  if (isRevoked) return { ...EMPTY, joined: null, error: ROOM_MESSAGES.seatLost, send };
  return { joined, people, waiting, entries, questions, isRecording, streams, error, send };
}
