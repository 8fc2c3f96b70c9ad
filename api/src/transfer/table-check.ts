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
  name: z.string().max(200).optional(),
});
const idList = z.array(z.string());
const tableSchema = z.object({
  opIndex: z.number().int().min(0),
  seats: z.array(
    z.object({ id: z.string(), name: z.string(), color: z.string(), userId: z.string().nullable(), reservedFor: z.string().nullable() }),
  ),
  pieces: z.record(z.string(), pieceSchema),
  piles: z.record(z.string(), idList),
  hands: z.record(z.string(), idList),
  variables: z.record(z.string(), z.unknown()).optional(),
  timers: z.record(z.string(), z.object({ name: z.string().max(200), at: z.number().finite(), data: z.unknown() })).optional(),
  setUp: z.literal(true).optional(),
});

/**
 * The state as a table of this revision, or why it is not one. The rules of the table (components,
 * surfaces, dropzones, seats' names) are static in play, so they are taken from the revision as the engine
 * derives them now, once the file's are shown to be the same parts: what the file says of them beyond
 * that is never trusted. What play changes (pieces, piles, hands, who sits where, variables, timers) is
 * checked, piece by piece.
 */
export function problemWithTable(
  raw: unknown,
  document: GameDocument,
): { state: RoomState; problem: null } | { state: null; problem: string } {
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
  const table = withRevisionRules(state, document);
  if (typeof table === 'string') return { state: null, problem: table };
  const problem = misplacedPiece(table);
  return problem ? { state: null, problem } : { state: table, problem: null };
}

const sameKeys = (a: object, b: object) => {
  const left = Object.keys(a).sort();
  const right = Object.keys(b).sort();
  return left.length === right.length && left.every((key, i) => key === right[i]);
};
const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id).join('\n');

/** The state with the revision's rules, when its parts are the revision's; otherwise why not. */
function withRevisionRules(state: RoomState, document: GameDocument): RoomState | string {
  const reference = initialRoomState(document, { seed: ZERO_SEED });
  if (
    !sameKeys(state.components, reference.components) ||
    Object.entries(reference.components).some(([id, rule]) => state.components[id]?.kind !== rule.kind)
  ) {
    return "its components are not the revision's.";
  }
  if (idsOf(state.seats) !== idsOf(reference.seats)) return "its seats are not the revision's.";
  if (idsOf(state.surfaces) !== idsOf(reference.surfaces)) return "its surfaces are not the revision's.";
  for (const piece of Object.values(state.pieces))
    if (!reference.components[piece.componentId]) return `the piece ${piece.id} is of no component of the revision.`;

  // Dropzones on a surface are keyed by their id; a container's are `{dropzone}@{container piece}`, one
  // set per container piece of that component (whose ids are the room's own).
  const zones: RoomState['zones'] = {};
  const perComponent = new Map<string, Array<{ dropzoneId: string; rule: RoomState['zones'][string] }>>();
  for (const [key, rule] of Object.entries(reference.zones)) {
    if (rule.containerPieceId === null) {
      zones[key] = rule;
      continue;
    }
    const componentId = reference.pieces[rule.containerPieceId]!.componentId;
    const dropzoneId = key.slice(0, key.lastIndexOf('@'));
    const list = perComponent.get(componentId) ?? [];
    if (!list.some((entry) => entry.dropzoneId === dropzoneId)) list.push({ dropzoneId, rule });
    perComponent.set(componentId, list);
  }
  for (const piece of Object.values(state.pieces)) {
    for (const { dropzoneId, rule } of perComponent.get(piece.componentId) ?? []) {
      const key = `${dropzoneId}@${piece.id}`;
      zones[key] = { ...rule, id: key, containerPieceId: piece.id };
    }
  }
  if (!sameKeys(state.zones, zones)) return "its dropzones are not the revision's.";
  const seats = reference.seats.map((seat, i) => ({ ...seat, userId: state.seats[i]!.userId, reservedFor: state.seats[i]!.reservedFor }));
  return { ...state, components: reference.components, surfaces: reference.surfaces, zones, seats };
}

/** Every piece where it says it is, once: a pile or hand lists it exactly when its location names that pile or hand. */
function misplacedPiece(state: RoomState): string | null {
  const seatIds = new Set(state.seats.map((seat) => seat.id));
  const surfaceIds = new Set(state.surfaces.map((surface) => surface.id));
  if (!sameKeys(state.hands, Object.fromEntries([...seatIds].map((id) => [id, true])))) return 'its hands are not one per seat.';
  for (const [id, piece] of Object.entries(state.pieces))
    if (state.components[piece.componentId]?.kind === 'container' && !state.piles[id]) return `the container ${id} has no pile.`;
  for (const [id, zone] of Object.entries(state.zones))
    if (zone.layout.type === 'stack' && !state.piles[id]) return `the stack ${id} has no pile.`;
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
    const where = listed.get(id);
    listed.delete(id);
    const location = piece.location;
    if (location.type === 'surface' && (!surfaceIds.has(location.surfaceId) || where))
      return `the piece ${id} is on no surface of the revision.`;
    if (location.type === 'zone' && (!state.zones[location.dropzoneId] || where))
      return `the piece ${id} is in no dropzone of the revision.`;
    if (location.type === 'pile' && where !== `pile:${location.pileId}`) return `the piece ${id} is not in the pile it names.`;
    if (location.type === 'hand' && where !== `hand:${location.seatId}`) return `the piece ${id} is not in the hand it names.`;
  }
  const stray = listed.keys().next();
  if (!stray.done) return `a pile or hand lists ${stray.value}, which is no piece.`;
  return null;
}
