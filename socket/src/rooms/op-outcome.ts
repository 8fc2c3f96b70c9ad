import type { Queryable } from '@tablecraft/platform';
import type { RoomEngine } from './engine-port.ts';
import type { RoomRef, Sequencer } from './sequencer.ts';
import { applyLogged } from './loaded-room.ts';
import { loadReplayStart } from './room-records.ts';

export type Outcome = { ok: true } | { ok: false; code: string; reason: string };

/** The verdicts a room's logged ops got, from one replay of its log: those after `from`, up to `upTo`. */
export interface LogVerdicts {
  from: number;
  upTo: number;
  /** The ops refused when their turn came, by seq; every other op in (from, upTo] was applied. */
  refused: Map<number, { code: string; reason: string }>;
}

/**
 * The verdicts of old ops, for resends of them that the replica no longer remembers: the log is replayed
 * from the room's initial state (or its snapshot, for a room from before the log) up to `upTo`. Rare (a
 * client resending something far behind), so it costs a read of the log instead of a column on every op;
 * the caller keeps the result, so a client that resends old ops again and again costs one replay, not one
 * each. Null when the log cannot be read back to where the replay starts.
 */
export async function replayVerdicts(
  deps: { db: Queryable; sequencer: Sequencer; engine: RoomEngine },
  room: RoomRef,
  upTo: number,
): Promise<LogVerdicts | null> {
  const start = await loadReplayStart(deps.db, room.id);
  if (!start) return null;
  const from =
    start.initialState !== null && start.initialState !== undefined
      ? { state: start.initialState, seq: 0 }
      : { state: start.snapshot, seq: start.snapshotSeq };
  const entries = await deps.sequencer.since(room, from.seq);
  if (!entries) return null;
  let state = deps.engine.restore(from.state);
  let reached = from.seq;
  const refused = new Map<number, { code: string; reason: string }>();
  for (const entry of entries) {
    if (entry.seq > upTo) break;
    const result = applyLogged(deps.engine, state, entry);
    if (!result.applied.ok) refused.set(entry.seq, { code: result.applied.code, reason: result.applied.reason });
    state = result.state;
    reached = entry.seq;
  }
  return { from: from.seq, upTo: reached, refused };
}

/** The verdict on `seq`, or null when these verdicts do not cover it (a room whose history before it is not known). */
export function outcomeIn(verdicts: LogVerdicts | null, seq: number): Outcome | null {
  if (!verdicts || seq <= verdicts.from || seq > verdicts.upTo) return null;
  const refused = verdicts.refused.get(seq);
  return refused ? { ok: false, ...refused } : { ok: true };
}
