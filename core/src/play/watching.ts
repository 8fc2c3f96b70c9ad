import { z } from 'zod';
import { everyHandView } from './replay-view.ts';
import type { RoomState } from './state.ts';
import { viewFor, type RoomView, type SeenCard } from './view.ts';

// Spectator modes (docs/ARCHITECTURE.md, "Watching"): what someone watching a room is shown, as the host
// chose it. Off by default: a spectator sees the table as a visitor does (`table`). `follow` shows exactly
// what one seat sees, with that seat's player's consent. `everyHand` shows every hand and the order of
// every pile, but only as the table was a delay ago, counted in moves and in seconds, whichever is
// further back: the server keeps the newer tables to itself (DelayedTable), so nothing a watcher's
// connection carries is newer than the delay.

/** The fewest moves and seconds an every-hand delay may be: enough that a watcher relaying cards is too late. */
export const MIN_DELAY_MOVES = 3;
export const MIN_DELAY_SECONDS = 30;

export const watchModeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('table') }),
  z.object({ kind: z.literal('follow'), seatId: z.string().min(1).max(64) }),
  z.object({
    kind: z.literal('everyHand'),
    delayMoves: z.number().int().min(MIN_DELAY_MOVES).max(10_000),
    delaySeconds: z.number().int().min(MIN_DELAY_SECONDS).max(86_400),
  }),
]);

/** A spectator mode: the table only (today's), one seat's view, or every hand a delay behind. */
export type WatchMode = z.infer<typeof watchModeSchema>;

/** Every hand (as its holder sees it) and, for a watcher a delay behind, the order of every pile, top last. */
export interface EveryHandView extends RoomView {
  pileOrders: Record<string, SeenCard[]>;
}

/** The whole table with nothing hidden but the pieces' ids inside piles: for every-hand watchers only. */
export function everyHandWithPiles(state: RoomState): EveryHandView {
  const pileOrders = Object.fromEntries(
    Object.entries(state.piles).map(([pileId, ids]) => [
      pileId,
      ids.map((id) => ({ componentId: state.pieces[id]!.componentId, variantId: state.pieces[id]!.variantId })),
    ]),
  );
  return { ...everyHandView(state), pileOrders };
}

/** What a follower of `seatId` is shown: exactly the seat's own view, the same bytes its player's page gets. */
export function followView(state: RoomState, seatId: string): RoomView {
  return viewFor(state, seatId);
}

/** One table a delayed watcher may be shown once it is old enough: after move `seq`, applied at `at` (ms). */
interface Kept {
  seq: number;
  at: number;
  state: RoomState;
}

/**
 * The tables of a room a delay behind it, for every-hand watchers. The room pushes each table it applies;
 * a watcher is shown the newest one at least `delayMoves` moves and `delaySeconds` seconds old, never a
 * newer one. Tables older than the one shown are dropped, so it holds about a delay's worth of moves.
 */
export class DelayedTable {
  private readonly kept: Kept[];

  constructor(
    private readonly mode: Extract<WatchMode, { kind: 'everyHand' }>,
    initial: { seq: number; at: number; state: RoomState },
  ) {
    this.kept = [{ ...initial }];
  }

  /** The room applied move `seq` at `at` (ms), leaving `state`. */
  push(seq: number, at: number, state: RoomState): void {
    this.kept.push({ seq, at, state });
  }

  /**
   * The newest table a watcher may see at `now` (ms), with the move it follows; null while none is old
   * enough yet (the mode was just turned on: the table then is the present, and waits its delay like any).
   */
  shown(now: number): { seq: number; view: EveryHandView } | null {
    const index = this.shownIndex(now);
    if (index === null) return null;
    // What is older than the table shown now is never shown again: the delay only moves forward.
    this.kept.splice(0, index);
    const table = this.kept[0]!;
    return { seq: table.seq, view: everyHandWithPiles(table.state) };
  }

  /** When the table shown changes next by time alone, in ms; null when it waits for moves (or nothing newer is kept). */
  nextChangeAt(now: number): number | null {
    const index = this.shownIndex(now);
    const next = this.kept.slice(index === null ? 0 : index + 1).find((kept) => this.newest() - kept.seq >= this.mode.delayMoves);
    return next ? next.at + this.mode.delaySeconds * 1000 : null;
  }

  private newest(): number {
    return this.kept.at(-1)!.seq;
  }

  /** The newest kept table at least the delay old at `now`, counted in moves and in seconds; null if none is. */
  private shownIndex(now: number): number | null {
    const newestSeq = this.newest();
    for (let k = this.kept.length - 1; k >= 0; k--) {
      const kept = this.kept[k]!;
      if (newestSeq - kept.seq >= this.mode.delayMoves && now - kept.at >= this.mode.delaySeconds * 1000) return k;
    }
    return null;
  }
}
