// Which of the editor bar's items fit on one row, and which go under More: the bar never scrolls sideways,
// so an action off its edge is never out of sight and out of reach (a phone's bar is a third as wide).

/** One item of the bar as measured: its width with its margins, and how long it stays in the bar. */
export interface BarItemSize {
  id: string;
  width: number;
  /** The narrowest it may be made (a long title, cut short with an ellipsis); its width when absent. */
  minWidth?: number;
  /** Items of the lowest priority go under More first; an infinite priority always stays in the bar. */
  priority: number;
}

/**
 * The ids of the items that go under More so the rest fit in `available` pixels with `gap` between each two
 * (More itself, `moreWidth` wide, joins the row once anything is under it): none when every item fits at
 * its own width; else the items that may shrink are narrowed first, then the least needed ones go.
 */
export function overflowingItems(
  items: readonly BarItemSize[],
  { available, gap, moreWidth }: { available: number; gap: number; moreWidth: number },
): Set<string> {
  const total = (list: readonly BarItemSize[], width: (item: BarItemSize) => number) =>
    list.reduce((sum, item) => sum + width(item), 0) + gap * Math.max(0, list.length - 1);
  const hidden = new Set<string>();
  if (total(items, (item) => item.width) <= available) return hidden;
  const narrowest = (item: BarItemSize) => Math.min(item.width, item.minWidth ?? item.width);
  const kept = [...items];
  const fits = () => total(kept, narrowest) + (hidden.size > 0 ? gap + moreWidth : 0) <= available;
  const leastNeeded = items.filter((item) => Number.isFinite(item.priority)).sort((a, b) => a.priority - b.priority);
  for (const item of leastNeeded) {
    if (fits()) break;
    kept.splice(kept.indexOf(item), 1);
    hidden.add(item.id);
  }
  return hidden;
}
