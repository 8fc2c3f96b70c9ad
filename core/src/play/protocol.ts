import { z } from 'zod';
import { JSON_INPUT_BOUNDS, jsonBreach } from '../json-bounds.ts';

// The socket protocol between the browser and the socket service. Client messages are a zod
// discriminated union; the handshake carries a version so old clients get a clear reason.
//
// Client → server: hello {protocolVersion, roomCode, lastSeq?, clientId}, op {clientSeq, op}, drag {pieceId, x,
// y, done?}, cursor {x, y}, ping {t}. `clientId` names one browser tab in one room and survives its
// reconnects; `clientSeq` counts that tab's ops from 1 and never repeats, so a resent op is recognised.
// Server → client: welcome {role, user, seatId, seq, lastClientSeq, and either view or, resuming from hello's
// lastSeq, resumedFrom and missed (the op and skip messages since)}, ack {clientSeq, seq, duplicate?},
// reject {clientSeq, code, reason}, op {seq, actor, changes, commitment?} (redacted for the receiving seat;
// `commitment` is the SHA-256 of a random op's seed, revealed when the room closes),
// role {role, seatId, reason} (access narrowed: this connection now watches as a spectator),
// skip {seq} (an op that became invalid), resync {seq, seatId, view} (the server's replica jumped to a
// snapshot: the whole view replaces the browser's), presence {userId, name, image, online}, drag/cursor
// (relayed with userId), pong, roomClosed {reason}, error {code, reason}.
// Version 3 adds the room log and chat. Client: chat {text}, history {of: 'log' | 'chat', before} (the page
// before that seq or chat id). Server: welcome also carries log and chat (the latest page of each), log {line}
// (one committed op's line, rendered for the receiving seat), chat {message}, history {of, before, items, more},
// and chatRefused {code, reason}. Older clients never send these and ignore what they do not know.
// Version 4 makes chance checkable by each player (fairness.ts): a page sends 16 bytes of `entropy` (hex)
// in every op; just before each welcome the server sends fairness {initialState, serverSeed} (commitments
// to the room's initial state and to this connection's server seed, which the seeds of the page's ops mix
// with its entropy and the op's clientSeq), and every op and skip carries `commitment`, the SHA-256 of the
// whole logged entry. A version-3 page sends no entropy: its ops draw from the server's seed alone.
// Version 5 is fairness protocol 2 (docs/FAIRNESS.md): fairness carries {initialState, roomSeed, setup,
// setupWaits}: the commitment to the room's one secret seed, the setup op's {seq, commitment} once logged,
// and whether the room's start shuffle still waits for a page's entropy; a page told so answers setup
// {entropy}, which the first to arrive has mixed into the start shuffle. A move's server half derives from
// the secret, its tab and its clientSeq.
export const PROTOCOL_VERSION = 5;
/**
 * The oldest protocol accepted. Version 1 (kept for one release) sent no clientId, so a resend after a
 * reconnect was applied twice; a page that old, or one that sends no clientId, is told to reload.
 */
export const MIN_PROTOCOL_VERSION = 2;
export const MAX_FRAME_BYTES = 16 * 1024;
/** The longest chat message, in characters (after trimming). */
export const CHAT_MAX_CHARS = 500;
/** How many log lines or chat messages a page holds: the welcome's, and each older one asked for. */
export const HISTORY_PAGE = 50;

/** Close codes with reasons, so a client can tell the person what happened. */
export const CLOSE = {
  malformed: { code: 4400, reason: 'malformed message' },
  unauthorized: { code: 4401, reason: 'not allowed in this room' },
  notFound: { code: 4404, reason: 'room not found' },
  flood: { code: 4408, reason: 'too many messages' },
  incompatible: { code: 4409, reason: 'incompatible protocol version' },
  closed: { code: 4410, reason: 'room closed' },
  /** The room's host has as many rooms counted as their plan allows: this one would be one more (room-use). */
  roomLimit: { code: 4429, reason: "host's open-room limit" },
  /** Access changed while connected: removed from the game or room, the game made private or deleted. */
  removed: { code: 4403, reason: 'access to this room was removed' },
  /** The session behind this connection ended (logged out, password changed, account deleted). */
  signedOut: { code: 4402, reason: 'signed out' },
  /** No hello within the deadline after connecting. */
  helloTimeout: { code: 4411, reason: 'no hello in time' },
  /** The server is at its connection limit; try again later (standard code 1013). */
  busy: { code: 1013, reason: 'server busy, try again later' },
  tooLarge: { code: 4413, reason: 'message too large' },
  goingAway: { code: 1001, reason: 'server shutting down' },
} as const;

export const clientMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hello'),
    protocolVersion: z.number().int(),
    roomCode: z.string().min(1).max(40),
    lastSeq: z.number().int().min(0).optional(),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
  }),
  /** Protocol 5: the page's 16 bytes for a room whose start shuffle waits (fairness said `setupWaits`). */
  z.object({
    kind: z.literal('setup'),
    entropy: z.string().regex(/^[0-9a-f]{32}$/),
  }),
  z.object({ kind: z.literal('op'), clientSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), op: z.unknown() }),
  z.object({
    kind: z.literal('drag'),
    pieceId: z.string().max(64),
    x: z.number().finite(),
    y: z.number().finite(),
    surfaceId: z.string().max(64).optional(),
    done: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('cursor'), x: z.number().finite(), y: z.number().finite(), surfaceId: z.string().max(64).optional() }),
  z.object({ kind: z.literal('ping'), t: z.number().optional() }),
  z.object({ kind: z.literal('chat'), text: z.string().max(CHAT_MAX_CHARS * 2) }),
  z.object({ kind: z.literal('history'), of: z.enum(['log', 'chat']), before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
]);

/** A chat message as everyone in the room receives it: plain text, shown as text (never as markup). */
export interface ChatMessage {
  id: number;
  at: string;
  userId: string;
  name: string;
  text: string;
}

export type ClientMessage = z.infer<typeof clientMessageSchema>;

const utf8 = new TextEncoder();

/** Parses one frame: too large, not JSON, unknown kind or wrong shape each get their own reason. */
export function parseClientFrame(
  raw: string,
  byteLength?: number,
): { ok: true; message: ClientMessage } | { ok: false; code: 'TOO_LARGE' | 'MALFORMED'; reason: string } {
  // The socket service passes the frame's size it already knows: no encoding a copy of every message.
  if ((byteLength ?? utf8.encode(raw).length) > MAX_FRAME_BYTES)
    return { ok: false, code: 'TOO_LARGE', reason: `messages must be at most ${MAX_FRAME_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'MALFORMED', reason: 'message is not JSON' };
  }
  // 16 kB nest 8,000 deep, and what reads an op (its schema, a resend's comparison, the fairness hash)
  // recurses: bounded first, in one pass that does not.
  const breach = jsonBreach(json, JSON_INPUT_BOUNDS);
  if (breach) return { ok: false, code: 'MALFORMED', reason: `message ${breach.message}` };
  const result = clientMessageSchema.safeParse(json);
  if (!result.success) {
    const kind = (json as { kind?: unknown } | null)?.kind;
    const known = clientMessageSchema.options.some((option) => option.shape.kind.value === kind);
    return {
      ok: false,
      code: 'MALFORMED',
      reason: known
        ? `bad ${String(kind)} message: ${result.error.issues[0]?.message ?? 'wrong shape'}`
        : `unknown message kind ${JSON.stringify(kind)}`,
    };
  }
  return { ok: true, message: result.data };
}
