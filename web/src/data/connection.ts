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

/** The browser's connection, when it reports one. */
export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
