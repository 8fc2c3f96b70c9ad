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

/** Spec section 7: a failed load is tried again after 5 s, or 10 s on a slow connection. */
export function retryIntervalMs(slow: boolean): number {
  return slow ? 10_000 : 5_000;
}

/** Spec section 7: a load still running after 3 s (5 s on a slow connection) is told as slow. */
export function loadingSlowMs(slow: boolean): number {
  return slow ? 5_000 : 3_000;
}

/** Spec section 7: coming back to the page reads active data again, at most once in this many ms. */
export const FOCUS_THROTTLE_MS = 5_000;

/** Spec section 7: an identical request started within this many ms of another shares its answer. */
export const DEDUPE_INTERVAL_MS = 2_000;

/** The browser's connection, when it reports one. */
export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Whether the browser says its connection is slow now (read each time: it changes as people move). */
export function onSlowConnection(): boolean {
  return isSlowConnection(browserConnection());
}
