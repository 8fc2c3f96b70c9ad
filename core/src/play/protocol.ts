import { z } from 'zod';

// The socket protocol between the browser and the socket service. Client messages are a zod
// discriminated union; the handshake carries a version so old clients get a clear reason.
//
// Client → server: hello {protocolVersion, roomCode}, op {clientSeq, op}, drag {pieceId, x, y, done?},
// cursor {x, y}, ping {t}.
// Server → client: welcome {role, user, seatId, seq, and either view or, resuming from hello's lastSeq,
// resumedFrom and missed (the op and skip messages since)}, ack {clientSeq, seq},
// reject {clientSeq, code, reason}, op {seq, actor, changes} (redacted for the receiving seat),
// skip {seq} (an op that became invalid), resync {seq, seatId, view} (the server's replica jumped to a
// snapshot: the whole view replaces the browser's), presence {userId, name, image, online}, drag/cursor
// (relayed with userId), pong, roomClosed {reason}, error {code, reason}.
export const PROTOCOL_VERSION = 1;
export const MAX_FRAME_BYTES = 16 * 1024;

/** Close codes with reasons, so a client can tell the person what happened. */
export const CLOSE = {
  malformed: { code: 4400, reason: 'malformed message' },
  unauthorized: { code: 4401, reason: 'not allowed in this room' },
  notFound: { code: 4404, reason: 'room not found' },
  flood: { code: 4408, reason: 'too many messages' },
  incompatible: { code: 4409, reason: 'incompatible protocol version' },
  closed: { code: 4410, reason: 'room closed' },
  tooLarge: { code: 4413, reason: 'message too large' },
  goingAway: { code: 1001, reason: 'server shutting down' },
} as const;

export const clientMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello'), protocolVersion: z.number().int(), roomCode: z.string().min(1).max(40), lastSeq: z.number().int().min(0).optional() }),
  z.object({ kind: z.literal('op'), clientSeq: z.number().int().min(0), op: z.unknown() }),
  z.object({ kind: z.literal('drag'), pieceId: z.string().max(64), x: z.number().finite(), y: z.number().finite(), surfaceId: z.string().max(64).optional(), done: z.boolean().optional() }),
  z.object({ kind: z.literal('cursor'), x: z.number().finite(), y: z.number().finite(), surfaceId: z.string().max(64).optional() }),
  z.object({ kind: z.literal('ping'), t: z.number().optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;

const utf8 = new TextEncoder();

/** Parses one frame: too large, not JSON, unknown kind or wrong shape each get their own reason. */
export function parseClientFrame(raw: string, byteLength?: number): { ok: true; message: ClientMessage } | { ok: false; code: 'TOO_LARGE' | 'MALFORMED'; reason: string } {
  // The socket service passes the frame's size it already knows: no encoding a copy of every message.
  if ((byteLength ?? utf8.encode(raw).length) > MAX_FRAME_BYTES) return { ok: false, code: 'TOO_LARGE', reason: `messages must be at most ${MAX_FRAME_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'MALFORMED', reason: 'message is not JSON' };
  }
  const result = clientMessageSchema.safeParse(json);
  if (!result.success) {
    const kind = (json as { kind?: unknown } | null)?.kind;
    const known = clientMessageSchema.options.some((option) => option.shape.kind.value === kind);
    return { ok: false, code: 'MALFORMED', reason: known ? `bad ${String(kind)} message: ${result.error.issues[0]?.message ?? 'wrong shape'}` : `unknown message kind ${JSON.stringify(kind)}` };
  }
  return { ok: true, message: result.data };
}
