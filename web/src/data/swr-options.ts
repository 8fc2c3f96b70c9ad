import type { SWRConfiguration } from 'swr';

/** The part of the Network Information API we read (not in every browser, hence optional). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_CONNECTION_TYPES = new Set(['slow-2g', '2g']);

/** True on a 2G-class connection, or when the user asked the browser to save data. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTION_TYPES.has(connection.effectiveType ?? '');
}

/**
 * Data-fetching defaults of spec section 7: retry failures after 5 s (10 s on slow connections),
 * revalidate on focus at most every 5 s, share identical requests within 2 s, and call a load slow
 * after 3 s (5 s on slow connections).
 */
export function swrOptions(
  slow: boolean,
): Pick<SWRConfiguration, 'errorRetryInterval' | 'focusThrottleInterval' | 'dedupingInterval' | 'loadingTimeout'> {
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    focusThrottleInterval: 5_000,
    dedupingInterval: 2_000,
    loadingTimeout: slow ? 5_000 : 3_000,
  };
}

/** The browser's connection, when it reports one. */
export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
