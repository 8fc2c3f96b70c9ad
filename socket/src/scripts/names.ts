import type { RoomState } from '@tablecraft/core/play';

// Scripts call the game's parts by the names the author gave them, as well as by id: a piece by its
// object's name (or its component's, when the game has one piece of it), a pile by its dropzone's or its
// container's name, a seat, a surface or a dropzone by its name. An id always wins; a name that fits
// several parts is a script error naming them, never a guess.

type Kind = 'piece' | 'pile' | 'seat' | 'surface' | 'dropzone' | 'component';

const quoted = (name: string) => JSON.stringify(name);

function one(kind: Kind, name: string, ids: string[]): string | null {
  if (ids.length === 0) return null;
  if (ids.length === 1) return ids[0]!;
  throw new Error(
    `${ids.length} ${kind === 'pile' ? 'piles' : `${kind}s`} are named ${quoted(name)} (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}): name one by its id, or give them different names in the editor.`,
  );
}

const hasOwn = (record: object, key: string) => Object.hasOwn(record, key);

/** The id of the component named `ref` (or `ref` itself, an id); null when none is. */
export function componentId(state: RoomState, ref: string): string | null {
  if (hasOwn(state.components, ref)) return ref;
  return one(
    'component',
    ref,
    Object.entries(state.components)
      .filter(([, rule]) => rule.name === ref)
      .map(([id]) => id),
  );
}

/** The pieces of the component named `ref`: a name that means one piece when the game has one of it. */
function piecesOfComponent(state: RoomState, ref: string, keep: (id: string) => boolean): string[] | null {
  const ids = Object.entries(state.components)
    .filter(([id, rule]) => rule.name === ref || id === ref)
    .map(([id]) => id);
  if (ids.length === 0) return null;
  if (ids.length > 1) one('component', ref, ids);
  const pieces = Object.values(state.pieces)
    .filter((piece) => piece.componentId === ids[0] && keep(piece.id))
    .map((piece) => piece.id);
  if (pieces.length > 1)
    throw new Error(
      `${quoted(ref)} is a component with ${pieces.length} pieces: name one by its id (game.piecesOf(${quoted(ref)}) lists them), or give it a name of its own in the editor.`,
    );
  return pieces;
}

/** A piece's id from its id or name; `ref` itself when nothing is called so (the op then finds no such piece). */
export function pieceId(state: RoomState, ref: string): string {
  if (hasOwn(state.pieces, ref)) return ref;
  const named = Object.values(state.pieces)
    .filter((piece) => piece.name === ref)
    .map((piece) => piece.id);
  return one('piece', ref, named) ?? one('piece', ref, piecesOfComponent(state, ref, () => true) ?? []) ?? ref;
}

/** A pile's id (a container piece's or a stack dropzone's) from its id or name. */
export function pileId(state: RoomState, ref: string): string {
  if (hasOwn(state.piles, ref)) return ref;
  const isPile = (id: string) => hasOwn(state.piles, id);
  const named = [
    ...Object.values(state.zones)
      .filter((zone) => zone.name === ref && isPile(zone.id))
      .map((zone) => zone.id),
    ...Object.values(state.pieces)
      .filter((piece) => piece.name === ref && isPile(piece.id))
      .map((piece) => piece.id),
  ];
  return one('pile', ref, named) ?? one('pile', ref, piecesOfComponent(state, ref, isPile) ?? []) ?? ref;
}

export function seatId(state: RoomState, ref: string): string {
  if (state.seats.some((seat) => seat.id === ref)) return ref;
  return (
    one(
      'seat',
      ref,
      state.seats.filter((seat) => seat.name === ref).map((seat) => seat.id),
    ) ?? ref
  );
}

function surfaceId(state: RoomState, ref: string): string {
  if (state.surfaces.some((surface) => surface.id === ref)) return ref;
  return (
    one(
      'surface',
      ref,
      state.surfaces.filter((surface) => surface.name === ref).map((surface) => surface.id),
    ) ?? ref
  );
}

function dropzoneId(state: RoomState, ref: string): string {
  if (hasOwn(state.zones, ref)) return ref;
  return (
    one(
      'dropzone',
      ref,
      Object.values(state.zones)
        .filter((zone) => zone.name === ref)
        .map((zone) => zone.id),
    ) ?? ref
  );
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const map = (value: unknown, resolve: (ref: string) => string) => (typeof value === 'string' ? resolve(value) : value);

/** Where a move or take goes, with names resolved. */
function target(state: RoomState, to: unknown): unknown {
  if (!isObject(to)) return to;
  const next = { ...to };
  if ('surfaceId' in next) next.surfaceId = map(next.surfaceId, (ref) => surfaceId(state, ref));
  if ('dropzoneId' in next) next.dropzoneId = map(next.dropzoneId, (ref) => dropzoneId(state, ref));
  if ('pileId' in next) next.pileId = map(next.pileId, (ref) => pileId(state, ref));
  return next;
}

/**
 * An op a script asked for, with every part it names by name given by id (ids untouched). Throws a
 * message for the script when a name fits several parts.
 */
export function resolveOpNames(state: RoomState, raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const op = { ...raw };
  if ('pieceId' in op) op.pieceId = map(op.pieceId, (ref) => pieceId(state, ref));
  if ('pileId' in op) op.pileId = map(op.pileId, (ref) => pileId(state, ref));
  if ('seatId' in op) op.seatId = map(op.seatId, (ref) => seatId(state, ref));
  if (Array.isArray(op.seatIds)) op.seatIds = op.seatIds.map((ref) => map(ref, (name) => seatId(state, name)));
  if (Array.isArray(op.pieceIds)) op.pieceIds = op.pieceIds.map((ref) => map(ref, (name) => pieceId(state, name)));
  if ('to' in op) op.to = target(state, op.to);
  if (Array.isArray(op.moves))
    op.moves = op.moves.map((move) =>
      isObject(move) ? { ...move, pieceId: map(move.pieceId, (ref) => pieceId(state, ref)), to: target(state, move.to) } : move,
    );
  return op;
}
