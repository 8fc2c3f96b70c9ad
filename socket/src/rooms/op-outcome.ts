import type { Queryable } from '@tablecraft/platform';
import type { RoomEngine } from './engine-port.ts';
import type { RoomRef, Sequencer } from './sequencer.ts';
import { applyLogged } from './loaded-room.ts';
import { loadReplayStart } from './room-records.ts';

export type Outcome = { ok: true } | { ok: false; code: string; reason: string };

/**
 * The verdict an old op got when it was applied, for a resend of it that the replica no longer remembers:
 * the log is replayed from the room's initial state (or its snapshot, when that is older than the op) up
 * to it. Rare (a client resending something far behind), so it costs a read of the log instead of a
 * column on every op. Null when the room's history before the op is not known (a room from before the log).
 */
export async function replayOutcome<S, O, C>(deps: { db: Queryable; sequencer: Sequencer; engine: RoomEngine<S, O, C> }, room: RoomRef, seq: number): Promise<Outcome | null> {
  const start = await loadReplayStart(deps.db, room.id);
  if (!start) return null;
  const from = start.initialState !== null && start.initialState !== undefined ? { state: start.initialState, seq: 0 } : start.snapshotSeq < seq ? { state: start.snapshot, seq: start.snapshotSeq } : null;
  if (!from) return null;
  const entries = await deps.sequencer.since(room, from.seq);
  if (!entries) return null;
  let state = deps.engine.restore(from.state);
  for (const entry of entries) {
    if (entry.seq > seq) break;
    const result = applyLogged(deps.engine, state, entry);
    if (entry.seq === seq) return result.applied.ok ? { ok: true } : { ok: false, code: result.applied.code, reason: result.applied.reason };
    state = result.state;
  }
  return null;
}
