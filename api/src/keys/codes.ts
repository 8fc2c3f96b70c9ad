import { createHash, randomInt } from 'node:crypto';

// Upper case without 0/O, 1/I/L: keys are typed from printed cards and emails.
export const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** A new activation key, e.g. `K7QXM-3RTWA-…`: 20 characters of a 31-letter alphabet, about 99 bits. */
export function newKeyCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A key as typed or pasted (any case, spaces or dashes) in its one stored form, or null when it cannot be a key. */
export function normalizeKeyCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (compact.length !== GROUPS * GROUP_LENGTH || ![...compact].every((c) => KEY_ALPHABET.includes(c))) return null;
  return compact;
}

/** What the database keeps of a key: a hash, so a leaked table does not leak keys. */
export function hashKeyCode(normalized: string): Buffer {
  return createHash('sha256').update(normalized).digest();
}

export type KeyStatus = 'valid' | 'expired' | 'used_up' | 'revoked' | 'already_redeemed';

/** Where a key stands for one account: revoked, then already used by them, then used up, then expired. */
export function keyStatus(
  key: { expiresAt: Date | null; revokedAt: Date | null; useCount: number; maxUses: number },
  redeemedByViewer: boolean,
  now: Date = new Date(),
): KeyStatus {
  if (key.revokedAt) return 'revoked';
  if (redeemedByViewer) return 'already_redeemed';
  if (key.useCount >= key.maxUses) return 'used_up';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** What the key page and the API say about a key that cannot be redeemed. */
export const KEY_REFUSALS: Record<Exclude<KeyStatus, 'valid'>, string> = {
  expired: 'This key has expired.',
  used_up: 'This key has already been used as many times as it allows.',
  revoked: 'This key is no longer valid.',
  already_redeemed: 'You have already used this key. A key works once per account.',
};

export interface KeyBatchOptions {
  kind: 'pro' | 'player';
  proDays: number | null;
  /** `userName/gameName` of the game a player key opens. */
  game: string | null;
  count: number;
  uses: number;
  expiresInDays: number | null;
}

/**
 * Reads `create --pro-days 30 --count 10 --uses 1` (or `--game user/game` instead of --pro-days,
 * optionally `--expires-days N`) into batch options, or returns the reason it cannot.
 */
export function parseKeysCommand(argv: string[]): { ok: true; options: KeyBatchOptions } | { ok: false; error: string } {
  const [command, ...rest] = argv;
  if (command !== 'create') return { ok: false, error: `unknown command ${command ?? '(none)'}: use "create"` };
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!flag.startsWith('--')) return { ok: false, error: `unexpected argument ${flag}` };
    const [name, inline] = flag.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? rest[++i];
    if (value === undefined) return { ok: false, error: `--${name} needs a value` };
    values.set(name, value);
  }
  const known = new Set(['pro-days', 'game', 'count', 'uses', 'expires-days']);
  const unknown = [...values.keys()].find((name) => !known.has(name));
  if (unknown) return { ok: false, error: `unknown option --${unknown}` };
  const int = (name: string, fallback: number | null, max: number): number | null | string => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isInteger(value) && value >= 1 && value <= max ? value : `--${name} must be a whole number from 1 to ${max}`;
  };
  const proDays = int('pro-days', null, 3650);
  const count = int('count', 1, 10_000);
  const uses = int('uses', 1, 100_000);
  const expiresInDays = int('expires-days', null, 3650);
  for (const value of [proDays, count, uses, expiresInDays]) if (typeof value === 'string') return { ok: false, error: value };
  const game = values.get('game') ?? null;
  if ((proDays === null) === (game === null))
    return { ok: false, error: 'give either --pro-days N (Pro for N days) or --game userName/gameName (player access)' };
  if (game !== null && !/^@?[\w-]+\/[\w-]+$/.test(game)) return { ok: false, error: '--game must look like userName/gameName' };
  return {
    ok: true,
    options: {
      kind: game ? 'player' : 'pro',
      proDays: proDays as number | null,
      game: game?.replace(/^@/, '') ?? null,
      count: count as number,
      uses: uses as number,
      expiresInDays: expiresInDays as number | null,
    },
  };
}
