import { CLOSE } from '@tablecraft/core/play';

// Why a room's socket ended, told apart by the server's close code (and the error it sends just before),
// so the page says what happened instead of reconnecting to a room it can no longer join.

/** What the page shows for a connection that will not come back. */
export type FailureKind = 'removed' | 'signedOut' | 'closed' | 'notFound' | 'unauthorized' | 'outdated' | 'limited';

export interface ConnectionFailure {
  kind: FailureKind;
  /** The server's error code when it sent one (REMOVED, SIGNED_OUT, ROOM_CLOSED…), else the close code. */
  code: string;
  /** A sentence for people: the server's own, or ours for the close code. */
  reason: string;
}

/** Close codes after which reconnecting cannot help, with what the page says when the server said nothing. */
const FINAL_CLOSES = new Map<number, { kind: FailureKind; reason: string }>([
  [CLOSE.removed.code, { kind: 'removed', reason: 'You no longer have access to this room.' }],
  [CLOSE.signedOut.code, { kind: 'signedOut', reason: 'You were signed out. Log in again to come back to this room.' }],
  [CLOSE.closed.code, { kind: 'closed', reason: 'The host closed this room.' }],
  [CLOSE.roomLimit.code, { kind: 'limited', reason: "This room's host has as many rooms open as their plan allows." }],
  [CLOSE.notFound.code, { kind: 'notFound', reason: 'There is no room with this code.' }],
  [CLOSE.unauthorized.code, { kind: 'unauthorized', reason: 'You are not allowed in this room.' }],
  [CLOSE.incompatible.code, { kind: 'outdated', reason: 'This page is out of date. Reload it to play.' }],
]);

/** Error codes the server sends just before one of those closes, by what they mean. */
const FINAL_ERRORS = new Map<string, FailureKind>([
  ['REMOVED', 'removed'],
  ['GAME_DELETED', 'removed'],
  ['SIGNED_OUT', 'signedOut'],
  ['ROOM_CLOSED', 'closed'],
  ['ROOM_LIMIT', 'limited'],
  ['ROOM_NOT_FOUND', 'notFound'],
  ['FORBIDDEN', 'unauthorized'],
  ['PROTOCOL_TOO_OLD', 'outdated'],
  ['PROTOCOL_TOO_NEW', 'outdated'],
]);

/** Closes that mean "not now": the server is full, or heard no hello in time. Retried, starting with a longer wait. */
const BUSY_CLOSES = new Set<number>([CLOSE.busy.code, CLOSE.helloTimeout.code, CLOSE.goingAway.code]);

/** The failure an error message announces, or null for an error a retry may fix. */
export function failureFromError(code: string, reason: string): ConnectionFailure | null {
  const kind = FINAL_ERRORS.get(code);
  return kind ? { kind, code, reason } : null;
}

/**
 * The failure a close code means, with the reason of the error heard just before it (if any); null when
 * the page should reconnect.
 */
export function failureFromClose(
  closeCode: number | undefined,
  lastError: { code: string; reason: string } | null,
): ConnectionFailure | null {
  const known = closeCode === undefined ? undefined : FINAL_CLOSES.get(closeCode);
  if (!known) return null;
  return { kind: known.kind, code: lastError?.code ?? String(closeCode), reason: lastError?.reason ?? known.reason };
}

/** Whether a close asks clients to come back later rather than at once (a full or draining server). */
export function isBusyClose(closeCode: number | undefined): boolean {
  return closeCode !== undefined && BUSY_CLOSES.has(closeCode);
}
