import { useEffect, useState } from 'react';

// The room's layout for small screens. A phone held upright is narrow; turned, it is short: either way
// the bar is one row with a menu, panels are sheets over the table, and every pixel goes to the table.
// play.css holds the same queries.

/** The room's phone layout (play.css's `@media` for it). */
export const PHONE_QUERY = '(max-width: 800px), (max-height: 500px)';
/** A finger, not a mouse: targets grow to 44 px. */
export const COARSE_QUERY = '(pointer: coarse)';

/** Whether a media query matches now (false where the browser cannot tell). */
export function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches, following it as the window changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const [now, setNow] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const change = () => setNow(list.matches);
    change();
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return now;
}
