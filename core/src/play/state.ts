/** Where a piece is. Piles (containers and stack dropzones) and hands keep their own order. */
export type Location =
  | { type: 'surface'; surfaceId: string; x: number; y: number }
  | { type: 'zone'; dropzoneId: string; x: number; y: number }
  | { type: 'pile'; pileId: string }
  | { type: 'hand'; seatId: string };

/** One physical thing on the table: a card, token, die, counter or container. */
export interface Piece {
  id: string;
  componentId: string;
  variantId: string | null;
  faceUp: boolean;
  /** Index into the component's orientations (0 = upright). */
  rotation: number;
  location: Location;
  /** A die's face or a counter's number. */
  value?: number;
  /**
   * How many times this die was rolled: tables show a roll each time it goes up, also when the die
   * lands on the face it showed. Public, as the roll is.
   */
  rolls?: number;
  /** The game fixes it where it starts on the table: nobody moves, flips or turns it. Everyone is told. */
  locked?: true;
  /**
   * Stacking on the table: a piece with a higher z lies over one with a lower (within its kind's layer).
   * Set when a piece lands on the table or is brought to the front; dropped when it gets a fresh id, so
   * a piece coming out of a hand or a pile carries nothing from before it went in.
   */
  z?: number;
  /**
   * The container the game set this piece up in (its deck or bag): `gather` brings it back there. Kept
   * through new ids; never sent to anyone. Absent for pieces that started elsewhere, and in rooms opened
   * before it was recorded.
   */
  home?: string;
  /**
   * A short text the game's scripts put on the piece, shown with its face (whoever sees the face sees it).
   * Dropped when the piece gets a fresh id, like z.
   */
  label?: string;
  /**
   * The name the author gave the object this piece was set up from: the game's scripts may call it by it.
   * Never in any view (the piece's own face says what it is to those who may see it).
   */
  name?: string;
}

/** The parts of a component the engine needs. */
export interface ComponentRule {
  kind: 'tile' | 'die' | 'container' | 'counter';
  /** The author's name for it (public, as the game's document is): the game's scripts may call it by it. */
  name?: string;
  width: number;
  height: number;
  orientations: number;
  sides?: number;
  min?: number;
  max?: number;
  /** For containers: who sees what is inside. */
  viewPolicy?: 'everyone' | 'owner' | 'nobody';
  /** For containers: shuffled after someone searches through it. */
  shuffleAfterSearch?: true;
  /** For containers: each one's contents are shuffled by the room's setup, before anyone plays. */
  shuffleAtStart?: true;
  /**
   * The component a hidden piece of this kind is shown as: the first (in document order) with the same
   * back look and physical size. Two kinds of card with one back are then the same face down.
   */
  backId?: string;
  /** Buttons the author put on this kind of piece; pressing one is answered by the game's scripts. */
  buttons?: Array<{ id: string; label: string }>;
}

/** A dropzone: where dropped pieces snap and how they are laid out and seen. */
export interface ZoneRule {
  id: string;
  name: string;
  surfaceId: string | null;
  /** For dropzones of a container component: the container piece they belong to. */
  containerPieceId: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  layout:
    | { type: 'free' }
    | { type: 'grid'; rows: number; cols: number }
    | { type: 'stack' }
    | { type: 'spread'; direction: 'horizontal' | 'vertical'; spacing: number };
  viewPolicy: 'everyone' | 'owner' | 'nobody';
  ownerSeatId: string | null;
  faceUpOnDrop: boolean;
  /** For stacks: shuffled after someone searches through it. */
  shuffleAfterSearch?: true;
  /** For stacks: shuffled by the room's setup, before anyone plays. */
  shuffleAtStart?: true;
  anchors: Array<{ x: number; y: number }>;
}

export interface SeatState {
  id: string;
  name: string;
  color: string;
  userId: string | null;
  /**
   * The user who left this seat with cards in hand (or in the seat's private zones). Nobody else may
   * take it until that user returns or it is released, so a hand is never seen by someone who did not hold it.
   */
  reservedFor: string | null;
}

/** What an undo restores: the pieces, piles and hands an op touched, as they were before it. */
export interface UndoRecord {
  /** The op it takes back (its index once applied). */
  opIndex: number;
  pieces: Record<string, Piece | null>;
  piles: Record<string, string[]>;
  hands: Record<string, string[]>;
}

/**
 * One seat's undo: its own reversible ops, oldest first, at most UNDO_DEPTH (undo.ts). Every step here
 * can still be undone; `lost` says that steps went since the seat last acted because someone else
 * changed what they would put back, so an undo with none left says why.
 */
export interface UndoHistory {
  steps: UndoRecord[];
  lost: boolean;
}

/**
 * A seat looking privately at a pile: at its top cards (`ids`: the ones it was shown, those still in the
 * pile stay in sight), or through the whole pile as it is now (`ids` null: a search). Everyone is told
 * who looks at which pile and how many cards; only the looker sees them.
 */
export interface Look {
  pileId: string;
  /** How many cards were looked at (null: the whole pile, however many it holds). */
  count: number | null;
  ids: string[] | null;
}

/** The whole room: JSON-serialisable, so it is stored as a snapshot and restored as is. */
export interface RoomState {
  /** ROOM_STATE_VERSION; older snapshots go through migrateRoomState. */
  version: 3;
  /** Number of ops applied; orders undo checks and separates the random streams of successive ops. */
  opIndex: number;
  seats: SeatState[];
  surfaces: Array<{ id: string; name: string; width: number; height: number; color: string; imageAssetId: string | null }>;
  components: Record<string, ComponentRule>;
  zones: Record<string, ZoneRule>;
  pieces: Record<string, Piece>;
  /** Ordered contents of each pile, bottom first (the top is last). Keys: container piece ids and stack zone ids. */
  piles: Record<string, string[]>;
  /** Ordered cards in each seat's hand. */
  hands: Record<string, string[]>;
  /** Each seat's undo history; null or absent: nothing to undo. */
  undo: Record<string, UndoHistory | null>;
  /** Who is looking at a pile now, by seat. Absent in rooms from before looking existed: nobody is. */
  looks?: Record<string, Look>;
  /** The game's scripts' variables: never in any view. Absent until a script sets one. */
  variables?: Record<string, unknown>;
  /** Timers the game's scripts set, by id: each goes off once (a `timer` op) at `at` (ms since the epoch). */
  timers?: Record<string, ScriptTimer>;
  /** The game's setup op was applied (it runs once per room). */
  setUp?: true;
}

export interface ScriptTimer {
  name: string;
  at: number;
  data: unknown;
}
