import type { GameDocument } from '@tablecraft/core/game';
import type { RoomView } from '@tablecraft/core/play';

// The order a sorted hand takes: the game's own order of components and, within one, of its variants
// (a deck's cards as the author listed them: suit by suit, rank by rank). Without the document, kinds
// go in the room's order and variants by id.

/** The viewer's hand, sorted; null when they hold no hand or cannot see it. */
export function sortedHand(view: RoomView, seatId: string | null, document?: GameDocument): string[] | null {
  const cards = seatId ? view.hands[seatId]?.cards : null;
  if (!cards) return null;
  const componentRank = rankOf(document ? document.components.map((c) => c.id) : Object.keys(view.components));
  const variantRank = document ? rankOf(document.variants.map((v) => v.id)) : null;
  const keyOf = (id: string) => {
    const piece = view.pieces[id];
    return { component: componentRank.get(piece?.componentId ?? '') ?? Infinity, variant: piece?.variantId ?? '' };
  };
  const byVariant = (a: string, b: string) =>
    variantRank ? (variantRank.get(a) ?? Infinity) - (variantRank.get(b) ?? Infinity) : a < b ? -1 : a > b ? 1 : 0;
  // Array.prototype.sort is stable: equal cards keep the order they were in.
  return [...cards].sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    return ka.component - kb.component || byVariant(ka.variant, kb.variant);
  });
}

/** The viewer's hand with one card moved one place left (-1) or right (+1); null when it cannot move. */
export function nudgedHand(view: RoomView, seatId: string | null, pieceId: string, step: -1 | 1): string[] | null {
  const cards = seatId ? view.hands[seatId]?.cards : null;
  const index = cards ? cards.indexOf(pieceId) : -1;
  if (!cards || index < 0 || index + step < 0 || index + step >= cards.length) return null;
  const next = [...cards];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
}

function rankOf(ids: string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, index]));
}
