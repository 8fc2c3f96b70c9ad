import type { Actor } from './apply.ts';
import { applyWithFollowUps } from './follow-ups.ts';
import { migrateLoggedOp, migrateRoomState, ROOM_OP_VERSION } from './migrate.ts';
import type { RoomState } from './state.ts';

/** One logged op after a room's snapshot, as `room_ops` keeps it. */
export interface OpAfterSnapshot {
  seq: number;
  /** The op's version as logged (`op_version`); the current one if absent. */
  opVersion?: number;
  /** `followUps`: what the game's scripts answered it with, applied in the same step. */
  payload: { op: unknown; actor: Actor; followUps?: unknown[] };
}

/**
 * A room's state now, from its stored snapshot and the ops logged after it, replayed as every replica
 * applies them (the socket's `applyLogged`): the snapshot and older ops are brought to the current
 * versions, each op goes with its follow-ups, and an op the table refused is skipped the same way.
 * An op that cannot be read at all throws: a state that silently missed a move would not be the room's.
 */
export function currentRoomState(snapshot: unknown, ops: readonly OpAfterSnapshot[]): RoomState {
  let state = migrateRoomState(snapshot);
  for (const entry of ops) {
    const op = migrateLoggedOp(entry.payload.op, entry.opVersion ?? ROOM_OP_VERSION);
    const result = applyWithFollowUps(state, op, entry.payload.actor, entry.payload.followUps ?? []);
    if (result.ok) state = result.state;
  }
  return state;
}
