import type { ChangesView, ChatMessage, LogLine, RoomView } from '@tablecraft/core/play';

// What the socket service sends to a browser (see core/src/play/protocol.ts for the client side).

export interface WelcomeMessage {
  kind: 'welcome';
  protocolVersion: number;
  connectionId: string;
  role: 'player' | 'spectator';
  /** Who hosts the room as of this join (an older server sends none). */
  hostId?: string;
  user: { id: string; userName: string; name: string; image: string } | null;
  seatId: string | null;
  seq: number;
  /**
   * The highest clientSeq of this tab's clientId that the room has sequenced (0 if none): pending ops up to
   * it are done (applied or refused), the rest are sent again in order.
   */
  lastClientSeq?: number;
  /** The whole view at `seq`: on a first join, or when the server cannot bring this browser's view up to date. */
  view?: RoomView;
  /** A resumed join: the `lastSeq` this browser said hello with, and the ops it missed since, in order. */
  resumedFrom?: number;
  missed?: Array<OpMessage | { kind: 'skip'; seq: number }>;
  /** The latest page of the room log, rendered for this seat, oldest first (an older server sends none). */
  log?: { items: LogLine[]; more: boolean };
  /** The latest page of the room's chat, oldest first. */
  chat?: { items: ChatMessage[]; more: boolean };
  /**
   * The latest entries of the script log, oldest first: only for the game's members (owner, editors,
   * viewers) in a room whose game has scripts. Its presence is what offers the script log panel.
   */
  scriptLog?: ScriptLogEntry[];
}

/** What the game's scripts wrote answering one event (an op, or none for a refusal's or the setup's lines). */
export interface ScriptLogEntry {
  /** The op it answered, or null for lines no op carries. */
  seq: number | null;
  at: string;
  lines: ScriptLogLine[];
}

/** One line a script wrote, or an error it met. */
export interface ScriptLogLine {
  script: string;
  text: string;
  error?: true;
}

/** A page of older log lines or chat messages, asked for by scrolling back. */
export type HistoryMessage =
  | { kind: 'history'; of: 'log'; before: number; items: LogLine[]; more: boolean }
  | { kind: 'history'; of: 'chat'; before: number; items: ChatMessage[]; more: boolean };

export interface OpMessage {
  kind: 'op';
  seq: number;
  actor: { userId: string; seatId: string | null };
  changes: ChangesView;
  /** SHA-256 (hex) of the op's random seed when it used chance (shuffle, roll, fresh ids); the seed is revealed when the room closes. */
  commitment?: string;
}

export interface PresenceMessage {
  kind: 'presence';
  /** The person's account (spectators too), or null for a visitor. */
  userId: string | null;
  connectionId: string;
  name: string;
  image: string;
  online: boolean;
  /** Someone already in the room, named to this newcomer alone: no answer is needed. */
  here?: boolean;
}

export interface DragMessage {
  kind: 'drag';
  userId: string | null;
  connectionId: string;
  pieceId: string;
  x: number;
  y: number;
  done?: boolean;
}

export interface CursorMessage {
  kind: 'cursor';
  userId: string | null;
  connectionId: string;
  x: number;
  y: number;
}

export type ServerMessage =
  | WelcomeMessage
  | OpMessage
  | PresenceMessage
  | DragMessage
  | CursorMessage
  /** `duplicate`: an op sent again that the room had already sequenced, answered with its original result. */
  | { kind: 'ack'; clientSeq: number; seq: number; duplicate?: boolean }
  | { kind: 'reject'; clientSeq: number; code: string; reason: string; seq?: number }
  | { kind: 'skip'; seq: number }
  /** The server's replica jumped past ops it had not sent: the whole view at `seq` replaces this browser's. */
  | { kind: 'resync'; seq: number; seatId: string | null; view: RoomView }
  /** Access narrowed while connected: this connection now watches; a resync with the spectator's view follows. */
  | { kind: 'role'; role: 'spectator'; seatId: null; reason: string }
  | { kind: 'pong'; t?: number }
  | { kind: 'roomClosed'; reason: string }
  /** The room was handed over: ops are authorized against this host from now on. */
  | { kind: 'host'; hostId: string }
  /** One committed op's line in the room log, as this seat may read it. */
  | { kind: 'log'; line: LogLine }
  /** Someone in the room said something (this browser's own messages come back this way too). */
  | { kind: 'chat'; message: ChatMessage }
  /** This browser's chat message was not sent: too fast, too long, or not allowed to post. */
  | { kind: 'chatRefused'; code: string; reason: string }
  /** New script log entries, sent to the game's members only. */
  | { kind: 'scriptLog'; entries: ScriptLogEntry[] }
  | HistoryMessage
  | { kind: 'error'; code: string; reason: string };
