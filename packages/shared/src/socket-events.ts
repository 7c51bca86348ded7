import {
  type CHAT_IDLE_ACTION,
  CHAT_JOIN_ACTION,
  type TChatIdleData,
  type TChatJoinData,
  type TChatLiveMessage,
  type TChatPresenceEvent,
  type TChatReadEvent,
} from './schemas/chat';
import { DASHBOARD_WATCH_ACTION, type TDashboardWatchData, type TSyncDashsData } from './schemas/dashboards';
import { DOC_WATCH_ACTION, type TDocChangedEvent, type TDocFollowedActivityEvent } from './schemas/docs';
import { MAILING_WATCH_ACTION, type TMailingProgress } from './schemas/mailing';
import type { TReportProgress } from './schemas/reports';
import {
  ROOM_ACTIONS,
  roomMeetRoom,
  type TRoomEntry,
  type TRoomJoin,
  type TRoomJoined,
  type TRoomMarkData,
  type TRoomPeer,
  type TRoomQuestion,
  type TRoomQuestionDecision,
  type TRoomSfuAnswer,
  type TRoomSfuEvent,
  type TRoomSfuPublish,
  type TRoomSfuSubscribe,
  type TRoomSignalData,
  type TRoomSignalEvent,
} from './schemas/room-socket';
import { SURVEY_WATCH_ACTION, type TSurveyChangedEvent } from './schemas/surveys';

/** Actions the client forwards to the server carry this prefix. */
export const SERVER_ACTION_PREFIX = 'server/';

/** Leaves a room a module declared (never the socket's own `user:<id>`); one shared connection outlives pages. */
export const ROOM_LEAVE_ACTION = `${SERVER_ACTION_PREFIX}room:leave`;

/** Room names, written once for the server that fills them and the client that leaves them. */
export const userRoom = (userId: string) => `user:${userId}`;
export const dashboardRoom = (campaignId: string) => `dash:${campaignId}`;
export const surveyRoom = (surveyId: string) => `survey:${surveyId}`;
/** A user's tabs with the team chat (their presence); `chat:team` is every such tab (presence news). */
export const chatUserRoom = (userId: string) => `chat:${userId}`;
export const CHAT_TEAM_ROOM = 'chat:team';
/** The chat tabs of clients: presence news skips them (issue 32: a client sees only its contacts). */
export const CHAT_CLIENTS_ROOM = 'chat:clients';
export const mailingJobRoom = (jobId: string) => `mailing-job:${jobId}`;
export const docRoom = (docId: string) => `doc:${docId}`;

/** What each join action sends. */
export interface TRoomJoins {
  [DASHBOARD_WATCH_ACTION]: TDashboardWatchData;
  [SURVEY_WATCH_ACTION]: { surveyId: string };
  [CHAT_JOIN_ACTION]: TChatJoinData;
  [MAILING_WATCH_ACTION]: { jobId: string };
  [DOC_WATCH_ACTION]: { docId: string };
  [ROOM_ACTIONS.join]: TRoomJoin;
}
export type TRoomJoinAction = keyof TRoomJoins;

/** Each join action's room, and the room a server `message` confirms as joined (null: not that answer). */
export const ROOM_JOINS: {
  [A in TRoomJoinAction]: {
    room: (data: TRoomJoins[A]) => string;
    joinedRoom: (message: TServerMessage) => string | null;
  };
} = {
  [DASHBOARD_WATCH_ACTION]: {
    room: (data) => dashboardRoom(data.campaignId),
    joinedRoom: (message) =>
      message.type === 'dashboard:watching' ? dashboardRoom(message.data.campaignId) : null,
  },
  [SURVEY_WATCH_ACTION]: {
    room: (data) => surveyRoom(data.surveyId),
    joinedRoom: (message) => (message.type === 'survey:watching' ? surveyRoom(message.data.surveyId) : null),
  },
  [CHAT_JOIN_ACTION]: {
    room: (data) => chatUserRoom(data.userId),
    joinedRoom: (message) => (message.type === 'chat:joined' ? chatUserRoom(message.data.userId) : null),
  },
  [MAILING_WATCH_ACTION]: {
    room: (data) => mailingJobRoom(data.jobId),
    joinedRoom: (message) =>
      message.type === 'mailing:watching' ? mailingJobRoom(message.data.jobId) : null,
  },
  [DOC_WATCH_ACTION]: {
    room: (data) => docRoom(data.docId),
    joinedRoom: (message) => (message.type === 'doc:watching' ? docRoom(message.data.docId) : null),
  },
  [ROOM_ACTIONS.join]: {
    room: (data) => roomMeetRoom(data.roomId),
    joinedRoom: (message) => (message.type === 'room:joined' ? roomMeetRoom(message.data.roomId) : null),
  },
};

/** Every `action` a client sends (the server still validates each payload). */
export type TClientAction =
  | { [A in TRoomJoinAction]: { type: A; data: TRoomJoins[A] } }[TRoomJoinAction]
  | { type: typeof ROOM_LEAVE_ACTION; data: { room: string } }
  | { type: typeof CHAT_IDLE_ACTION; data: TChatIdleData }
  | { type: `${typeof SERVER_ACTION_PREFIX}ping`; data?: undefined }
  | { type: `${typeof SERVER_ACTION_PREFIX}example:ping`; data?: undefined }
  | { type: typeof ROOM_ACTIONS.admit; data: { roomId: string; memberId: string } }
  | { type: typeof ROOM_ACTIONS.signal; data: TRoomSignalData }
  | {
      type: typeof ROOM_ACTIONS.backroom | typeof ROOM_ACTIONS.note | typeof ROOM_ACTIONS.question;
      data: { roomId: string; text: string };
    }
  | { type: typeof ROOM_ACTIONS.mark; data: TRoomMarkData }
  | { type: typeof ROOM_ACTIONS.decideQuestion; data: TRoomQuestionDecision }
  | { type: typeof ROOM_ACTIONS.sfuPublish; data: TRoomSfuPublish }
  | { type: typeof ROOM_ACTIONS.sfuSubscribe; data: TRoomSfuSubscribe }
  | { type: typeof ROOM_ACTIONS.sfuAnswer; data: TRoomSfuAnswer }
  | { type: typeof ROOM_ACTIONS.sfuLeave; data: { roomId: string } };

/** Every `message` the server sends: answers to actions and notices about the socket's rooms. */
export type TServerMessage =
  | { type: 'dashboard:watching'; data: { campaignId: string } }
  | { type: 'survey:watching'; data: { surveyId: string } }
  | { type: 'chat:joined'; data: { userId: string } }
  /** To room `user:<id>` of sender and recipient: every tab of both sees a sent message. */
  | { type: 'chat:message'; data: TChatLiveMessage }
  /** To room `user:<id>` of both members: the reader's tabs clear the badge, the sender's show it read. */
  | { type: 'chat:read'; data: TChatReadEvent }
  /** To room `chat:team`: a user's status or mood changed. */
  | { type: 'chat:presence'; data: TChatPresenceEvent }
  | { type: 'mailing:watching'; data: { jobId: string } }
  | { type: 'doc:watching'; data: { docId: string } }
  /** The socket was taken out of `room` (role changed, share link replaced). */
  | { type: 'access:revoked'; data: { room: string } }
  | { type: 'error'; data: string }
  | { type: 'pong'; data: null }
  | { type: 'example:pong'; data: { userId: string | null } }
  | { type: 'room:joined'; data: TRoomJoined }
  /** A moderator let this participant in from the waiting room. */
  | { type: 'room:admitted'; data: { roomId: string } };

/** Typed socket.io event maps (spec point 7: message, IOcredentials, syncdashs). */
export interface ServerToClientEvents {
  message: (payload: TServerMessage) => void;
  IOcredentials: (payload: { uuid: string; role: string; socketId: string }) => void;
  /** To room `dash:<campaignId>` (joined with action 'server/dashboard:watch'): committed aggregate deltas. */
  syncdashs: (payload: { campaignId: string; kind: string; data: TSyncDashsData }) => void;
  /** After a questionnaire is saved; sent to room `survey:<id>` (joined with action 'server/survey:watch'). */
  'survey:changed': (payload: TSurveyChangedEvent) => void;
  /** To room `doc:<id>` (joined with action 'server/doc:watch'): a board's moves, edits and comments. */
  'doc:changed': (payload: TDocChangedEvent) => void;
  /** To room `user:<id>` of a card's followers (not who acted): a comment or a file on the card. */
  'doc:followed-activity': (payload: TDocFollowedActivityEvent) => void;
  /** To room `user:<id>` of the report's creator while its job runs (the page also polls). */
  'report:progress': (payload: TReportProgress) => void;
  /** To room `mailing-job:<id>` (joined with action 'server/mailing:watch') while the job sends. */
  'mailing:progress': (payload: TMailingProgress) => void;
  /** To each socket of a room, its own view: participants are never told about observers. */
  'room:presence': (payload: { roomId: string; people: TRoomPeer[] }) => void;
  /** WebRTC offer/answer/ICE, relayed only between seats that may connect. */
  'room:signal': (payload: TRoomSignalEvent) => void;
  /** Backroom chat, private notes, bookmarks, sections, reactions: to the backroom only. */
  'room:entry': (payload: TRoomEntry) => void;
  /** To moderators: who waits to be admitted. */
  'room:waiting': (payload: { roomId: string; people: TRoomPeer[] }) => void;
  /** A Q&A question asked or moderated, to each socket of the room that may see it (its own view). */
  'room:question': (payload: TRoomQuestion) => void;
  /** To everyone admitted to a room: a recording started or stopped (the pages show the notice). */
  'room:recording': (payload: { roomId: string; isRecording: boolean }) => void;
  /** Janus mode, to one socket: the answer to its publish, or a sender's stream offered to it. */
  'room:sfu': (payload: TRoomSfuEvent) => void;
  /** Janus mode, to everyone admitted: a sender's stream is on the media server (subscribe to it now). */
  'room:sfu-feed': (payload: { roomId: string; source: string }) => void;
}
export type TServerEvent = keyof ServerToClientEvents;

export interface ClientToServerEvents {
  action: (payload: TClientAction) => void;
}
