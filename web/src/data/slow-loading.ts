import { useEffect, useState } from 'react';
import { loadingSlowMs, onSlowConnection } from './connection.ts';

/** What a page says once a load has taken longer than the spec's loading-slow timeout. */
export const SLOW_LOADING_MESSAGE = 'Still loading. This is taking longer than usual.';

/**
 * Spec section 7's loading-slow signal: true once `loading` has stayed true for 3 s (5 s on a slow
 * connection), false again as soon as it ends.
 */
export function useSlowLoading(loading: boolean, slowConnection: () => boolean = onSlowConnection): boolean {
  const [slow, setSlow] = useState(false);
  const waitMs = loadingSlowMs(slowConnection());
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), waitMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, waitMs]);
  return loading && slow;
}
