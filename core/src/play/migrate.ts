import { backIdsBySize } from './backs.ts';
import { opSchema, type Op } from './ops.ts';
import type { ComponentRule, RoomState, SeatState, UndoRecord } from './state.ts';

// Room state and logged ops carry a version and are migrated on load, as game documents are, so a
// deploy that changes the engine does not break rooms that are open (their snapshots and logs were
// written by the previous version).

/** The version of RoomState this engine writes. */
export const ROOM_STATE_VERSION = 3;
/** The version of ops this engine logs (stored beside each op, as op_version). */
export const ROOM_OP_VERSION = 2;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 1 → 2: seats gain `reservedFor` (nobody's), component rules gain `backId` (grouped by size,
 * since version 1 did not keep the backs' looks), and the room secret goes: randomness now comes only
 * from each op's seed.
 */
function fromVersion1(raw: Json): Json {
  const { secret: _secret, ...rest } = raw;
  const components = (raw.components ?? {}) as Record<string, ComponentRule>;
  const backIds = backIdsBySize(components);
  return {
    ...rest,
    version: 2,
    seats: ((raw.seats ?? []) as SeatState[]).map((seat) => ({ ...seat, reservedFor: seat.reservedFor ?? null })),
    components: Object.fromEntries(Object.entries(components).map(([id, rule]) => [id, { ...rule, backId: rule.backId ?? backIds[id] }])),
  };
}

/**
 * Version 2 → 3: each seat's single undo record becomes a history of steps (undo goes several steps
 * back), and `touched` goes: a step someone else overwrites is now dropped as it happens. A version-2
 * record that `touched` already showed overwritten becomes an empty history that says so.
 */
function fromVersion2(raw: Json): Json {
  const { touched: rawTouched, ...rest } = raw;
  const touched = (isObject(rawTouched) ? rawTouched : {}) as Record<string, number>;
  const undo: Record<string, { steps: UndoRecord[]; lost: boolean } | null> = {};
  for (const [seatId, record] of Object.entries((raw.undo ?? {}) as Record<string, UndoRecord | null>)) {
    if (!isObject(record) || !isObject(record.pieces) || !isObject(record.piles) || !isObject(record.hands)) continue;
    const keys = [
      ...Object.keys(record.pieces),
      ...Object.keys(record.piles).map((id) => `pile:${id}`),
      ...Object.keys(record.hands).map((id) => `hand:${id}`),
    ];
    const stale = keys.some((key) => (touched[key] ?? 0) > record.opIndex);
    undo[seatId] = stale ? { steps: [], lost: true } : { steps: [record], lost: false };
  }
  return { ...rest, version: 3, undo };
}

/** A stored room state (a snapshot or an initial state, as JSON) in the current version. */
export function migrateRoomState(raw: unknown): RoomState {
  if (!isObject(raw)) throw new Error('A room state must be an object.');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new Error(`Unknown room state version ${JSON.stringify(version)}.`);
  if (version > ROOM_STATE_VERSION) {
    throw new Error(
      `This room was saved by a newer engine (state version ${version}; this one reads up to ${ROOM_STATE_VERSION}). Deploy the newer version everywhere before opening it.`,
    );
  }
  let state = raw;
  if (state.version === 1) state = fromVersion1(state);
  if (state.version === 2) state = fromVersion2(state);
  for (const key of ['pieces', 'piles', 'hands', 'zones', 'components'] as const)
    if (!isObject(state[key])) throw new Error(`A room state needs ${key}.`);
  return state as unknown as RoomState;
}

/**
 * A logged op (the `op` of a log entry) in the current version. Version-1 ops had seeds only on
 * shuffles and rolls, of 24 hex characters; they still parse and are hashed into 256-bit keys (see
 * seedKey), so every replica replays them alike, though not as the version-1 engine did.
 */
export function migrateLoggedOp(raw: unknown, version: number): Op {
  if (!Number.isInteger(version) || version < 1) throw new Error(`Unknown op version ${version}.`);
  if (version > ROOM_OP_VERSION)
    throw new Error(`This op was logged by a newer engine (op version ${version}; this one reads up to ${ROOM_OP_VERSION}).`);
  let op = raw;
  if (version === 1 && isObject(op) && op.seed === '') {
    const { seed: _seed, ...rest } = op;
    op = rest;
  }
  const result = opSchema.safeParse(op);
  if (!result.success)
    throw new Error(`A logged op of version ${version} does not parse: ${result.error.issues[0]?.message ?? 'wrong shape'}.`);
  return result.data;
}
