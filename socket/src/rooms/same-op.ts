import type { Op } from '@tablecraft/core/play';
import type { RoomEngine } from './engine-port.ts';
import { loggedOp } from './loaded-room.ts';
import type { SequencedEntry } from './sequencer.ts';

// A resend is the same op under the same number. A number sent again with another op (a copied tab that
// kept counting from the same place, a buggy or hostile client) is not a resend: answering it with the
// logged op's ack would tell the tab that a move it did not make was done, and lose the one it made.

/** What the server sets on an op before logging it (its chance), never part of what the client sent. */
const SERVER_SET = new Set(['seed', 'serverSeed', 'nonce', 'source']);

/** JSON with keys sorted at every level: the log's jsonb does not keep the order the op was sent in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([key, inner]) => !SERVER_SET.has(key) && inner !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether `op` (parsed, as just received) is the op logged in `entry`, seeds aside (the server sets
 * those). A logged op the engine can no longer read is taken as the same: better a duplicate ack than a
 * refusal of a true resend.
 */
export function isSameOp(engine: RoomEngine, entry: SequencedEntry, op: Op): boolean {
  let parsed: Op | null;
  try {
    parsed = loggedOp(engine, entry);
  } catch {
    return true;
  }
  return parsed === null || canonical(parsed) === canonical(op);
}
