import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { overflowingItems } from './bar-overflow.ts';

/** What the bar knows of an item before measuring it: its id and how long it stays in the bar. */
export interface BarItemSpec {
  id: string;
  priority: number;
}

/** The attribute each item of the bar carries (its id), and the one on the More button's box. */
export const BAR_ITEM_ATTRIBUTE = 'data-bar-item';
export const BAR_MORE_ATTRIBUTE = 'data-bar-more';
/** On an element inside an item that is cut short when room runs out (the title): its full width counts. */
export const BAR_SHRINKS_ATTRIBUTE = 'data-bar-shrinks';

/** More's width before it was ever shown and measured. */
const MORE_GUESS = 80;

/** An element's width with its margins: what it takes of the bar's row. */
function outerWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.getBoundingClientRect().width + (parseFloat(style.marginLeft) || 0) + (parseFloat(style.marginRight) || 0);
}

/**
 * Which of the bar's items go under More (see overflowingItems), measured in the browser before each paint and
 * again whenever the bar or an item changes size (a narrower window, "Saving…" becoming "Saved"). An item under
 * More is not drawn, so the width it last had in the bar stands for it.
 */
export function useBarOverflow(bar: RefObject<HTMLElement | null>, specs: readonly BarItemSpec[]): ReadonlySet<string> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const widths = useRef(new Map<string, { width: number; minWidth: number }>());
  const moreWidth = useRef(MORE_GUESS);
  const latest = useRef(specs);
  latest.current = specs;

  const measure = useCallback(() => {
    const element = bar.current;
    // Not laid out (hidden, or a document without layout): nothing to measure yet.
    if (!element || element.clientWidth === 0) return;
    const style = getComputedStyle(element);
    const available = element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
    const gap = parseFloat(style.columnGap) || 0;
    for (const item of element.querySelectorAll<HTMLElement>(`[${BAR_ITEM_ATTRIBUTE}]`)) {
      if (item.hidden) continue;
      const shrinks = item.querySelector<HTMLElement>(`[${BAR_SHRINKS_ATTRIBUTE}]`);
      // A title cut short counts at its full width: it is only cut when everything else is in.
      const cut = shrinks ? Math.max(0, shrinks.scrollWidth - shrinks.clientWidth) : 0;
      const width = outerWidth(item);
      widths.current.set(item.getAttribute(BAR_ITEM_ATTRIBUTE)!, {
        width: width + cut,
        minWidth: Math.min(width + cut, parseFloat(getComputedStyle(item).minWidth) || width + cut),
      });
    }
    const more = element.querySelector<HTMLElement>(`[${BAR_MORE_ATTRIBUTE}]`);
    if (more && !more.hidden) moreWidth.current = outerWidth(more);
    const next = overflowingItems(
      latest.current.map((spec) => ({ ...spec, width: 0, minWidth: 0, ...widths.current.get(spec.id) })),
      { available, gap, moreWidth: moreWidth.current },
    );
    setHidden((current) => (current.size === next.size && [...next].every((id) => current.has(id)) ? current : next));
  }, [bar]);

  // After every render, before the browser paints: an item never shows off the bar's edge, even for a frame.
  useLayoutEffect(measure);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    for (const item of element.querySelectorAll(`[${BAR_ITEM_ATTRIBUTE}]`)) observer.observe(item);
    return () => observer.disconnect();
  }, [bar, measure]);

  return hidden;
}
