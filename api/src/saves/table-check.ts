import { z } from 'zod';
import type { GameDocument } from '@tablecraft/core/game';
import { initialRoomState, migrateRoomState, ZERO_SEED, type RoomState } from '@tablecraft/core/play';

// A table file comes from outside: its state is loaded by every socket instance that opens a room made
// from it, so before it is kept it must be a state the engine can play (migrateRoomState reads it) and a
// table of the revision it names (the same components, seats, surfaces and dropzones), with every piece
// in exactly one place that exists. The engine trusts a snapshot; this is what earns that trust.

const coordinate = z.number().finite().min(-1_000_000).max(1_000_000);
const locationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('surface'), surfaceId: z.string(), x: coordinate, y: coordinate }),
  z.object({ type: z.literal('zone'), dropzoneId: z.string(), x: coordinate, y: coordinate }),
  z.object({ type: z.literal('pile'), pileId: z.string() }),
  z.object({ type: z.literal('hand'), seatId: z.string() }),
]);
const pieceSchema = z.object({
  id: z.string().min(1).max(100),
  componentId: z.string(),
  variantId: z.string().nullable(),
  faceUp: z.boolean(),
  rotation: z.number().int().min(0).max(360),
  location: locationSchema,
  value: z.number().finite().optional(),
  rolls: z.number().int().min(0).optional(),
  locked: z.literal(true).optional(),
  z: z.number().finite().optional(),
  home: z.string().optional(),
  label: z.string().max(200).optional(),
});
const idList = z.array(z.string());
const tableSchema = z.object({
  opIndex: z.number().int().min(0),
  seats: z.array(z.object({ id: z.string(), name: z.string(), color: z.string(), userId: z.string().nullable(), reservedFor: z.string().nullable() })),
  pieces: z.record(z.string(), pieceSchema),
  piles: z.record(z.string(), idList),
  hands: z.record(z.string(), idList),
  variables: z.record(z.string(), z.unknown()).optional(),
  timers: z.record(z.string(), z.object({ name: z.string().max(200), at: z.number().finite(), data: z.unknown() })).optional(),
  setUp: z.literal(true).optional(),
});

/** Why a state is not a table of this revision, in a sentence; null when it is one. */
export function problemWithTable(raw: unknown, document: GameDocument): { state: RoomState; problem: null } | { state: null; problem: string } {
  let state: RoomState;
  try {
    state = migrateRoomState(raw);
  } catch (error) {
    return { state: null, problem: (error as Error).message };
  }
  const parsed = tableSchema.safeParse(state);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { state: null, problem: `its state is not valid${issue ? `: ${issue.path.join('.')} ${issue.message}` : '.'}` };
  }
  const problem = mismatchWithRevision(state, document) ?? misplacedPiece(state);
  return problem ? { state: null, problem } : { state, problem: null };
}

const sameKeys = (a: object, b: object) => {
  const left = Object.keys(a).sort();
  const right = Object.keys(b).sort();
  return left.length === right.length && left.every((key, i) => key === right[i]);
};

/** The revision's parts as the engine sees them, against the state's: they must be the same table. */
function mismatchWithRevision(state: RoomState, document: GameDocument): string | null {
  const reference = initialRoomState(document, { seed: ZERO_SEED });
  if (!sameKeys(state.components, reference.components) || Object.entries(reference.components).some(([id, rule]) => state.components[id]?.kind !== rule.kind)) {
    return "its components are not the revision's.";
  }
  if (state.seats.map((seat) => seat.id).join('\n') !== reference.seats.map((seat) => seat.id).join('\n')) return "its seats are not the revision's.";
  if (state.surfaces.map((surface) => surface.id).join('\n') !== reference.surfaces.map((surface) => surface.id).join('\n')) return "its surfaces are not the revision's.";
  if (!sameKeys(state.zones, reference.zones)) return "its dropzones are not the revision's.";
  return null;
}

/** Every piece where it says it is, once: a pile or hand lists it exactly when its location names that pile or hand. */
function misplacedPiece(state: RoomState): string | null {
  const seatIds = new Set(state.seats.map((seat) => seat.id));
  const surfaceIds = new Set(state.surfaces.map((surface) => surface.id));
  if (!sameKeys(state.hands, Object.fromEntries([...seatIds].map((id) => [id, true])))) return 'its hands are not one per seat.';
  for (const pileId of Object.keys(state.piles)) {
    const owner = state.pieces[pileId];
    const isContainer = owner !== undefined && state.components[owner.componentId]?.kind === 'container';
    if (!isContainer && state.zones[pileId]?.layout.type !== 'stack') return `the pile ${pileId} is neither a container nor a stack.`;
  }
  const listed = new Map<string, string>();
  const list = (where: string, ids: string[]) => {
    for (const id of ids) {
      if (listed.has(id)) return `the piece ${id} is in two places.`;
      listed.set(id, where);
    }
    return null;
  };
  for (const [pileId, ids] of Object.entries(state.piles)) {
    const problem = list(`pile:${pileId}`, ids);
    if (problem) return problem;
  }
  for (const [seatId, ids] of Object.entries(state.hands)) {
    const problem = list(`hand:${seatId}`, ids);
    if (problem) return problem;
  }
  for (const [id, piece] of Object.entries(state.pieces)) {
    if (piece.id !== id) return `the piece ${id} carries another id.`;
    if (!state.components[piece.componentId]) return `the piece ${id} is of no component of the revision.`;
    const where = listed.get(id);
    listed.delete(id);
    const location = piece.location;
    if (location.type === 'surface' && (!surfaceIds.has(location.surfaceId) || where)) return `the piece ${id} is on no surface of the revision.`;
    if (location.type === 'zone' && (!state.zones[location.dropzoneId] || where)) return `the piece ${id} is in no dropzone of the revision.`;
    if (location.type === 'pile' && where !== `pile:${location.pileId}`) return `the piece ${id} is not in the pile it names.`;
    if (location.type === 'hand' && where !== `hand:${location.seatId}`) return `the piece ${id} is not in the hand it names.`;
  }
  const stray = listed.keys().next();
  if (!stray.done) return `a pile or hand lists ${stray.value}, which is no piece.`;
  return null;
}
