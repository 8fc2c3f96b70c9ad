import type { ChangesView, RoomView } from '@tablecraft/core/play';

// What the socket service sends to a browser (see core/src/play/protocol.ts for the client side).

export interface WelcomeMessage {
  kind: 'welcome';
  protocolVersion: number;
  connectionId: string;
  role: 'player' | 'spectator';
  user: { id: string; userName: string; name: string; image: string } | null;
  seatId: string | null;
  seq: number;
  /** The whole view at `seq`: on a first join, or when the server cannot bring this browser's view up to date. */
  view?: RoomView;
  /** A resumed join: the `lastSeq` this browser said hello with, and the ops it missed since, in order. */
  resumedFrom?: number;
  missed?: Array<OpMessage | { kind: 'skip'; seq: number }>;
}

export interface OpMessage {
  kind: 'op';
  seq: number;
  actor: { userId: string; seatId: string | null };
  changes: ChangesView;
}

export interface PresenceMessage {
  kind: 'presence';
  userId: string | null;
  connectionId: string;
  name: string;
  image: string;
  online: boolean;
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
  | { kind: 'ack'; clientSeq: number; seq: number }
  | { kind: 'reject'; clientSeq: number; code: string; reason: string; seq?: number }
  | { kind: 'skip'; seq: number }
  /** The server's replica jumped past ops it had not sent: the whole view at `seq` replaces this browser's. */
  | { kind: 'resync'; seq: number; seatId: string | null; view: RoomView }
  | { kind: 'pong'; t?: number }
  | { kind: 'roomClosed'; reason: string }
  | { kind: 'error'; code: string; reason: string };

/** Errors after which trying again cannot help: the page says why instead of reconnecting. */
export const FINAL_ERRORS = new Set(['ROOM_NOT_FOUND', 'FORBIDDEN', 'ROOM_CLOSED', 'PROTOCOL_TOO_OLD', 'PROTOCOL_TOO_NEW']);
