import { describe, expect, it } from 'vitest';
import { keyGrant, keyState } from './key-state.ts';
import { formatBytes } from '@tablecraft/core';
import { activateKeyPath, activeProUntil, limitText, usageRows } from './plan-usage.ts';
import type { ActivationKeyPreviewQuery } from '../graphql/generated/graphql.ts';

type Key = NonNullable<ActivationKeyPreviewQuery['activationKey']>;
const key = (overrides: Partial<Key> = {}): Key => ({
  kind: 'PRO',
  proDays: 30,
  status: 'VALID',
  expiresAt: null,
  game: null,
  ...overrides,
});

describe('activate-key page', () => {
  it('says why a key cannot be used', () => {
    expect(keyState(null, true)).toEqual({ kind: 'unknown' });
    expect(keyState(key({ status: 'USED_UP' }), true)).toEqual({
      kind: 'refused',
      message: 'This key has already been used as many times as it allows.',
    });
    expect(keyState(key({ status: 'ALREADY_REDEEMED' }), true)).toEqual({
      kind: 'refused',
      message: 'You have already used this key. A key works once per account.',
    });
    expect(keyState(key({ status: 'EXPIRED' }), false)).toEqual({ kind: 'refused', message: 'This key has expired.' });
  });

  it('asks visitors to log in first', () => {
    expect(keyState(key(), false)).toEqual({ kind: 'log-in' });
    expect(keyState(key(), true)).toEqual({ kind: 'ready' });
  });

  it('words what a key grants', () => {
    expect(keyGrant(key())).toBe('Pro for 30 days');
    expect(keyGrant(key({ proDays: 1 }))).toBe('Pro for 1 day');
    expect(
      keyGrant(
        key({
          kind: 'PLAYER',
          proDays: null,
          game: { title: 'Chess', gameName: 'chess', ownerUserName: 'ada', ownerName: 'Ada', path: '/@ada/chess', thumbnailPath: null },
        }),
      ),
    ).toBe('access to play Chess');
  });

  it('turns a typed key into its page', () => {
    expect(activateKeyPath(' abcde-fghij ')).toBe('/activate-key/abcde-fghij');
    expect(activateKeyPath('ABCDE FGHIJ')).toBe('/activate-key/ABCDEFGHIJ');
    expect(activateKeyPath('  ')).toBeNull();
  });
});

describe('plan usage', () => {
  const free = { id: 'free', name: 'Free', maxPrivateGames: 3, maxOpenRooms: 5, maxAssetBytes: 100_000_000, maxSeatsPerRoom: 8 };
  const pro = { id: 'pro', name: 'Pro', maxPrivateGames: null, maxOpenRooms: 50, maxAssetBytes: 5_000_000_000, maxSeatsPerRoom: 20 };

  it('shows usage against each limit, flagging a limit reached', () => {
    const rows = usageRows(free, { privateGames: 3, openRooms: 1, assetBytes: 40_000_000 });
    expect(rows.map((row) => [row.label, row.text, row.atLimit])).toEqual([
      ['Private games', '3 of 3', true],
      ['Open rooms', '1 of 5', false],
      ['Asset storage', '40 MB of 100 MB', false],
      ['Seats per room', 'Up to 8 per room', false],
    ]);
    expect(rows[1]!.ratio).toBeCloseTo(0.2);
  });

  it('says when a limit is unlimited', () => {
    const rows = usageRows(pro, { privateGames: 12, openRooms: 0, assetBytes: 1_500_000 });
    expect(rows[0]).toEqual({ label: 'Private games', text: '12 (no limit)', ratio: null, atLimit: false });
    expect(rows[2]!.text).toBe('1.5 MB of 5 GB');
    expect(limitText(null)).toBe('Unlimited');
    expect(formatBytes(0)).toBe('0 bytes');
  });

  it('shows a key-granted Pro only while it lasts', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(activeProUntil('2025-07-01T00:00:00Z', now)?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(activeProUntil('2025-05-01T00:00:00Z', now)).toBeNull();
    expect(activeProUntil(null, now)).toBeNull();
  });
});
