import type { ApolloClient } from '@apollo/client';
import { FOCUS_THROTTLE_MS } from './connection.ts';

export interface FocusRevalidationOptions {
  /** Where focus is heard; the browser's window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where visibility is read; the page's document by default. */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  throttleMs?: number;
  now?: () => number;
}

/**
 * Spec section 7's focus revalidation: coming back to the tab or window reads every query on screen again,
 * at most once every 5 s (switching tabs fires both `visibilitychange` and `focus`, and people flick between
 * windows). Returns a function that stops listening.
 */
export function revalidateOnFocus(
  client: Pick<ApolloClient, 'refetchQueries'>,
  { target = window, page = document, throttleMs = FOCUS_THROTTLE_MS, now = Date.now }: FocusRevalidationOptions = {},
): () => void {
  let nextAllowedAt = 0;
  const revalidate = () => {
    if (page.visibilityState === 'hidden') return;
    const at = now();
    if (at < nextAllowedAt) return;
    nextAllowedAt = at + throttleMs;
    // A failed read leaves the page as it was; each query shows its own error, and retries on its own.
    void Promise.resolve(client.refetchQueries({ include: 'active' })).catch(() => undefined);
  };
  target.addEventListener('focus', revalidate);
  page.addEventListener('visibilitychange', revalidate);
  return () => {
    target.removeEventListener('focus', revalidate);
    page.removeEventListener('visibilitychange', revalidate);
  };
}
