import type { Actor, Changes } from './apply.ts';
import { backOf } from './backs.ts';
import type { Op, Target } from './ops.ts';
import type { Piece, RoomState } from './state.ts';

// The room log: one readable line per committed op ("Bob drew 2 cards from Deck"). A line tells only what
// everyone at the table may know: a card is named only when everyone sees its face both before and after
// the op; otherwise it is "a card" (the kind of its back), and counts are those everyone sees change. So
// what is described (a LogFact) is the same for every seat, and may be kept; each seat's line is rendered
// from it for that seat ("you" for the seat itself). The oracle is the indistinguishability property
// (log-lines.test.ts): two tables that differ only in what a seat cannot see give it the same lines.

/** The names the game gives its components and variants (the room state keeps only ids). */
export interface LogNames {
  components: Record<string, string>;
  variants: Record<string, string>;
}

/** Part of a line: text, a seat ("you" to that seat, else its player's name), or the actor's possessive. */
export type LogPart = string | { seat: string; name: string } | { their: true };

/** What everyone may know of one op: who did it and what, with seats kept apart for per-seat rendering. */
export interface LogFact {
  actor: { userId: string; seatId: string | null; name: string; color: string | null };
  parts: LogPart[];
}

/** One line as a seat is sent it. `you`: the seat itself acted. */
export interface LogLine {
  seq: number;
  at: string;
  actor: { name: string; color: string | null; you: boolean };
  text: string;
}

export interface DescribeInput {
  op: Op;
  before: RoomState;
  after: RoomState;
  changes: Changes;
  actor: Actor;
  names: LogNames;
  /** A user's display name, when known; a seat's name otherwise. */
  nameOf?: (userId: string) => string | undefined;
}

const plural = (count: number, one: string) => (count === 1 ? `${count} ${one}` : `${count} ${one === 'die' ? 'dice' : `${one}s`}`);

/** Whether everyone (a spectator included) sees this piece's face where it is. Mirrors pieceViewFor for seat null. */
function faceIsPublic(state: RoomState, piece: Piece | undefined): piece is Piece {
  if (!piece) return false;
  const location = piece.location;
  if (location.type === 'surface') return piece.faceUp;
  if (location.type === 'zone') {
    const zone = state.zones[location.dropzoneId];
    return piece.faceUp && (!zone || zone.viewPolicy === 'everyone');
  }
  if (location.type === 'pile') {
    // Only a pile's top shows, and only when it lies face up in a pile everyone may look into (pileViewFor).
    const ids = state.piles[location.pileId] ?? [];
    if (ids.at(-1) !== piece.id || !piece.faceUp) return false;
    const zone = state.zones[location.pileId];
    const container = state.pieces[location.pileId] && state.components[state.pieces[location.pileId]!.componentId];
    return (zone?.viewPolicy ?? container?.viewPolicy ?? 'nobody') === 'everyone';
  }
  return false;
}

/** "a card", "a die": what a piece is as its back shows it (a hidden card's own kind is never used). */
function nounOf(state: RoomState, piece: Piece | undefined): string {
  if (!piece) return 'piece';
  const kind = state.components[backOf(state, piece.componentId)]?.kind;
  return kind === 'tile' ? 'card' : kind === 'die' ? 'die' : kind === 'counter' ? 'counter' : 'piece';
}

function nameOfPiece(names: LogNames, piece: Piece): string {
  return (piece.variantId ? names.variants[piece.variantId] : undefined) ?? names.components[piece.componentId] ?? 'a piece';
}

/** A piece named only when everyone sees its face at both ends of the op. */
function pieceLabel(input: DescribeInput, before: Piece | undefined, after: Piece | undefined): string {
  if (faceIsPublic(input.before, before) && faceIsPublic(input.after, after)) return nameOfPiece(input.names, after);
  const noun = nounOf(input.before, before ?? after);
  return noun === 'piece' ? 'a piece' : `a ${noun}`;
}

function pileName(input: DescribeInput, state: RoomState, pileId: string): string {
  const zone = state.zones[pileId];
  if (zone) return zone.name;
  const container = state.pieces[pileId];
  return (container && input.names.components[container.componentId]) ?? 'a pile';
}

function seatPart(input: DescribeInput, state: RoomState, seatId: string): LogPart {
  const seat = state.seats.find((s) => s.id === seatId);
  const name = (seat?.userId ? input.nameOf?.(seat.userId) : undefined) ?? seat?.name ?? 'someone';
  return { seat: seatId, name };
}

/** Where a piece lies, as a phrase ("Discard", "the table", "their hand", "Bob's hand"). */
function placeOf(input: DescribeInput, state: RoomState, piece: Piece): LogPart[] {
  const location = piece.location;
  if (location.type === 'surface')
    return [state.surfaces.length > 1 ? (state.surfaces.find((s) => s.id === location.surfaceId)?.name ?? 'the table') : 'the table'];
  if (location.type === 'zone') return [state.zones[location.dropzoneId]?.name ?? 'the table'];
  if (location.type === 'pile') return [pileName(input, state, location.pileId)];
  if (location.seatId === input.actor.seatId) return [{ their: true }, ' hand'];
  return [seatPart(input, state, location.seatId), "'s hand"];
}

/** The piece an op turned `id` into: the same id, or the fresh one it came out under. */
function afterPiece(input: DescribeInput, id: string): Piece | undefined {
  const same = input.after.pieces[id];
  if (same) return same;
  const fresh = input.changes.pieces.find((changed) => !input.before.pieces[changed] && input.after.pieces[changed]);
  return fresh ? input.after.pieces[fresh] : undefined;
}

const samePlace = (a: Piece, b: Piece) => JSON.stringify({ ...a.location, x: 0, y: 0 }) === JSON.stringify({ ...b.location, x: 0, y: 0 });

/** The seats whose hands grew, in seat order, with by how much. */
function handsGrown(input: DescribeInput): Array<{ seatId: string; count: number }> {
  return input.after.seats
    .map((seat) => ({ seatId: seat.id, count: (input.after.hands[seat.id]?.length ?? 0) - (input.before.hands[seat.id]?.length ?? 0) }))
    .filter((grown) => grown.count > 0);
}

function joinParts(parts: LogPart[][]): LogPart[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [i === parts.length - 1 ? ' and ' : ', ', ...part]));
}

/** Where a move sends pieces, as placeOf names a place. */
function targetPlace(input: DescribeInput, to: Target): LogPart[] {
  const state = input.after;
  if (to.type === 'hand') return [{ their: true }, ' hand'];
  if (to.type === 'pile') return [pileName(input, state, to.pileId)];
  if (to.type === 'zone') return [state.zones[to.dropzoneId]?.name ?? 'the table'];
  return [state.surfaces.length > 1 ? (state.surfaces.find((s) => s.id === to.surfaceId)?.name ?? 'the table') : 'the table'];
}

/**
 * Several pieces as everyone may count them: by what their backs show ("3 cards and a die"), never by
 * their faces, which some of them may hide from some seats.
 */
function countedPieces(input: DescribeInput, pieces: Array<Piece | undefined>): string {
  const counts = new Map<string, number>();
  for (const piece of pieces) {
    const noun = nounOf(input.before, piece);
    counts.set(noun, (counts.get(noun) ?? 0) + 1);
  }
  const phrases = [...counts].map(([noun, count]) => (count === 1 ? `a ${noun}` : plural(count, noun)));
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? 'nothing');
}

/** What the op did, as everyone may know it; null for an op that tells nothing worth a line. */
function partsOf(input: DescribeInput): LogPart[] | null {
  const { op, before, after } = input;
  switch (op.type) {
    case 'move': {
      const was = before.pieces[op.pieceId];
      const now = afterPiece(input, op.pieceId);
      if (!was || !now) return null;
      const label = pieceLabel(input, was, now);
      if (samePlace(was, now)) return [`moved ${label} on `, ...placeOf(input, after, now)];
      return [`moved ${label} from `, ...placeOf(input, before, was), ' to ', ...placeOf(input, after, now)];
    }
    case 'take': {
      const top = before.piles[op.pileId]?.at(-1);
      const was = top ? before.pieces[top] : undefined;
      const now = top ? afterPiece(input, top) : undefined;
      if (!was || !now) return null;
      return [`took ${pieceLabel(input, was, now)} from ${pileName(input, before, op.pileId)} to `, ...placeOf(input, after, now)];
    }
    case 'flip': {
      const was = before.pieces[op.pieceId];
      const now = after.pieces[op.pieceId];
      if (!was || !now) return null;
      return [`turned ${pieceLabel(input, was, now)} face ${now.faceUp ? 'up' : 'down'}`];
    }
    case 'rotate':
      return [`turned ${pieceLabel(input, before.pieces[op.pieceId], after.pieces[op.pieceId])}`];
    case 'bringToFront':
      return [`brought ${pieceLabel(input, before.pieces[op.pieceId], after.pieces[op.pieceId])} to the front`];
    case 'roll': {
      const was = before.pieces[op.pieceId];
      const now = after.pieces[op.pieceId];
      if (!now) return null;
      const shown = faceIsPublic(before, was) && faceIsPublic(after, now);
      return shown ? [`rolled ${nameOfPiece(input.names, now)}: ${now.value ?? '?'}`] : ['rolled a die'];
    }
    case 'counter': {
      const was = before.pieces[op.pieceId];
      const now = after.pieces[op.pieceId];
      if (!now) return null;
      if (!(faceIsPublic(before, was) && faceIsPublic(after, now))) return ['changed a counter'];
      return [`set ${nameOfPiece(input.names, now)} to ${now.value ?? 0}`];
    }
    case 'shuffle':
      return [`shuffled ${pileName(input, before, op.pileId)}`];
    case 'draw': {
      const count = handsGrown(input).find((grown) => grown.seatId === input.actor.seatId)?.count ?? 0;
      return [`drew ${plural(count, 'card')} from ${pileName(input, before, op.pileId)}`];
    }
    case 'deal': {
      const grown = handsGrown(input);
      const counts = new Set(grown.map((g) => g.count));
      const each = counts.size === 1 ? `${plural([...counts][0]!, 'card')}${grown.length > 1 ? ' each' : ''}` : 'cards';
      return [
        `dealt ${each} from ${pileName(input, before, op.pileId)} to `,
        ...joinParts(grown.map((g) => [seatPart(input, after, g.seatId)])),
      ];
    }
    case 'gather':
      return [`gathered ${pileName(input, before, op.pileId)} and shuffled it`];
    case 'moveAll':
      return [
        `put ${pileName(input, before, op.pileId)} ${op.to.position === 'bottom' ? 'under' : 'on'} ${pileName(input, before, op.to.pileId)}${op.shuffle ? ' and shuffled it' : ''}`,
      ];
    case 'flipStack':
      return [`turned ${pileName(input, before, op.pileId)} over`];
    case 'cut':
      return [`cut ${pileName(input, before, op.pileId)}`];
    case 'pass':
      return ['passed a card to ', seatPart(input, after, op.seatId)];
    case 'arrangeHand':
      return ['arranged ', { their: true }, ' hand'];
    case 'claimSeat':
      return [`sat down at ${after.seats.find((s) => s.id === op.seatId)?.name ?? 'a seat'}`];
    case 'leaveSeat': {
      const seat = before.seats.find((s) => s.id === input.actor.seatId);
      return [`left ${seat?.name ?? 'their seat'}`];
    }
    case 'releaseSeat': {
      const seat = before.seats.find((s) => s.id === op.seatId);
      return [`freed ${seat?.name ?? 'a seat'}${op.pileId ? `, its cards into ${pileName(input, before, op.pileId)}` : ''}`];
    }
    case 'assignSeat': {
      const seat = after.seats.find((s) => s.id === op.seatId);
      // The seated person by the name everyone knows them by ("you" to them), never the seat's name twice.
      return ['seated ', { seat: op.seatId, name: input.nameOf?.(op.userId) ?? 'someone' }, ` at ${seat?.name ?? 'a seat'}`];
    }
    case 'moveMany': {
      const places = new Set(op.moves.map((move) => JSON.stringify(targetPlace(input, move.to))));
      const counted = countedPieces(
        input,
        op.moves.map((move) => before.pieces[move.pieceId]),
      );
      return [`moved ${counted}`, ...(places.size === 1 ? [' to ', ...targetPlace(input, op.moves[0]!.to)] : [])];
    }
    case 'flipMany':
      return [
        `turned ${countedPieces(
          input,
          op.pieceIds.map((id) => before.pieces[id]),
        )} over`,
      ];
    case 'rotateMany':
      return [
        `turned ${countedPieces(
          input,
          op.pieceIds.map((id) => before.pieces[id]),
        )}`,
      ];
    case 'look': {
      const look = input.actor.seatId ? after.looks?.[input.actor.seatId] : undefined;
      if (!look) return null;
      const pile = pileName(input, before, op.pileId);
      return [
        look.count === null
          ? `started searching ${pile}`
          : `looked at the top ${look.count === 1 ? 'card' : `${look.count} cards`} of ${pile}`,
      ];
    }
    case 'stopLooking': {
      const look = input.actor.seatId ? before.looks?.[input.actor.seatId] : undefined;
      if (!look) return null;
      const shuffled = input.changes.piles.includes(look.pileId);
      return [
        `${look.count === null ? 'finished searching' : 'stopped looking at'} ${pileName(input, before, look.pileId)}${shuffled ? ' and shuffled it' : ''}`,
      ];
    }
    case 'reveal': {
      const shown =
        input.changes.reveal?.pieceIds.map((id) => before.pieces[id]).filter((piece): piece is Piece => piece !== undefined) ?? [];
      const whole = shown.length === (before.hands[input.actor.seatId ?? ''] ?? []).length;
      // Shown to everyone, so every face may be named.
      return [
        whole ? 'showed ' : `showed ${shown.length === 1 ? 'a card' : `${shown.length} cards`} from `,
        { their: true },
        ` hand: ${shown.map((piece) => nameOfPiece(input.names, piece)).join(', ')}`,
      ];
    }
    case 'undo':
      return ['took back ', { their: true }, ' last move'];
    case 'press': {
      const piece = before.pieces[op.pieceId];
      const button = piece && before.components[piece.componentId]?.buttons?.find((candidate) => candidate.id === op.buttonId);
      return button ? [`pressed “${button.label}”`] : null;
    }
    case 'setup':
      return ['set up the table'];
    // The game's own ops and its timers: what they change shows on the table; a line would only repeat it.
    case 'timer':
    case 'label':
    case 'setVariable':
    case 'setTimer':
    case 'cancelTimer':
      return null;
  }
  // An op this file does not know yet still gets a line, one that tells nothing anyone may not know.
  return ['made a move'];
}

/** Describes a committed op as everyone may know it (the same for every seat), or null for no line. */
export function describeOp(input: DescribeInput): LogFact | null {
  const parts = partsOf(input);
  if (!parts) return null;
  // The actor as seated after the op (a claim) or before it (leaving).
  const seatId = input.after.seats.find((s) => s.userId === input.actor.userId)?.id ?? input.actor.seatId ?? null;
  const seat = seatId ? (input.after.seats.find((s) => s.id === seatId) ?? input.before.seats.find((s) => s.id === seatId)) : undefined;
  const name = input.actor.game ? 'The game' : (input.nameOf?.(input.actor.userId) ?? seat?.name ?? 'Someone');
  return { actor: { userId: input.actor.userId, seatId, name, color: seat?.color ?? null }, parts };
}

/** A fact as one seat (null: a spectator) reads it: "you" where that seat is named. */
export function renderLogLine(fact: LogFact, seatId: string | null, seq: number, at: string): LogLine {
  const you = seatId !== null && fact.actor.seatId === seatId;
  const text = fact.parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'their' in part
          ? you
            ? 'your'
            : 'their'
          : seatId !== null && part.seat === seatId
            ? 'you'
            : part.name,
    )
    .join('');
  return { seq, at, actor: { name: fact.actor.name, color: fact.actor.color, you }, text };
}

/** One op's line for one seat: the pure whole, for tests and for rendering on the spot. */
export function logLineFor(input: DescribeInput, seatId: string | null, seq = 0, at = ''): LogLine | null {
  const fact = describeOp(input);
  return fact ? renderLogLine(fact, seatId, seq, at) : null;
}

/** The names a game document gives its components and variants, for describing ops. */
export function logNamesOf(
  doc: { components?: Array<{ id: string; name: string }>; variants?: Array<{ id: string; name: string }> } | null | undefined,
): LogNames {
  return {
    components: Object.fromEntries((doc?.components ?? []).map((c) => [c.id, c.name])),
    variants: Object.fromEntries((doc?.variants ?? []).map((v) => [v.id, v.name])),
  };
}
