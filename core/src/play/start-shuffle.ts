import type { Draft } from './draft.ts';
import { squared } from './pile-ops.ts';
import type { RoomState } from './state.ts';

// Decks and stacks the author marked "shuffled at start" are shuffled by the room's setup op, the first op
// of its log: its seed is committed to with the op, revealed with the room's record and replayed by anyone
// checking it (verify.ts), so the starting order is the fair generator's like every other shuffle. The
// order itself is never in any view (piles are sent as counts and a top card).

/** The piles a new room shuffles before anyone plays: stack zones and containers marked so, in a fixed order. */
export function pilesShuffledAtStart(state: RoomState): string[] {
  const zones = Object.values(state.zones)
    .filter((zone) => zone.shuffleAtStart && Object.hasOwn(state.piles, zone.id))
    .map((zone) => zone.id);
  const containers = Object.values(state.pieces)
    .filter((piece) => state.components[piece.componentId]?.shuffleAtStart && Object.hasOwn(state.piles, piece.id))
    .map((piece) => piece.id);
  // Sorted, so every replica draws for the piles in the same order whatever order its maps hold them in.
  return [...zones, ...containers].sort();
}

/** Whether a room in this state still has a shuffle at start to do (its setup op has not run yet). */
export function needsStartShuffle(state: RoomState): boolean {
  return !state.setUp && pilesShuffledAtStart(state).some((pileId) => state.piles[pileId]!.length > 1);
}

/** Shuffles every pile marked "shuffled at start" face down, each from the setup op's one shuffle stream. */
export function shuffleAtStart(state: RoomState, draft: Draft): void {
  const stream = draft.random.stream('shuffle');
  for (const pileId of pilesShuffledAtStart(state)) {
    const pile = state.piles[pileId]!;
    if (pile.length < 2) continue;
    const shuffled = stream.shuffle(pile);
    draft.pile(pileId).splice(0, pile.length, ...shuffled);
    for (const id of shuffled) squared(draft, id, state.pieces[id]!);
  }
}
