import type { KeyStatus } from './documents.ts';
import type { ActivationKeyPreviewQuery } from '../graphql/generated/graphql.ts';

type Key = NonNullable<ActivationKeyPreviewQuery['activationKey']>;

/** Said when a code matches no key, in the API's words. */
export const KEY_NOT_FOUND = 'This key does not exist. Check that it is typed exactly as printed.';

/** Why a key cannot be redeemed, in the API's words. */
export const KEY_REFUSALS: Record<Exclude<KeyStatus, 'VALID'>, string> = {
  EXPIRED: 'This key has expired.',
  USED_UP: 'This key has already been used as many times as it allows.',
  REVOKED: 'This key is no longer valid.',
  ALREADY_REDEEMED: 'You have already used this key. A key works once per account.',
};

export type KeyState = { kind: 'unknown' } | { kind: 'refused'; message: string } | { kind: 'log-in' } | { kind: 'ready' };

/** Decides the key page: an unknown code, a key that cannot be used (and why), a visitor who must log in, or a key ready to redeem. */
export function keyState(key: Key | null, signedIn: boolean): KeyState {
  if (!key) return { kind: 'unknown' };
  if (key.status !== 'VALID') return { kind: 'refused', message: KEY_REFUSALS[key.status] };
  if (!signedIn) return { kind: 'log-in' };
  return { kind: 'ready' };
}

/** What a key grants: "Pro for 30 days", "access to play Chess". */
export function keyGrant(key: Pick<Key, 'kind' | 'proDays' | 'game'>): string {
  if (key.kind === 'PRO') return `Pro for ${key.proDays ?? 0} day${key.proDays === 1 ? '' : 's'}`;
  return `access to play ${key.game?.title ?? 'a game'}`;
}
