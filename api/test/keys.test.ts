import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createKeyBatch } from '../src/keys/service.ts';
import { hashKeyCode, keyStatus, normalizeKeyCode, parseKeysCommand, type KeyBatchOptions } from '../src/keys/codes.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

let t: TestApi;
let owner: Person;
let game: { id: string; gameName: string };

const REDEEM = 'mutation ($c: String!) { redeemActivationKey(code: $c) { kind proUntil game { gameName viewerCan { play } } } }';
const PREVIEW = 'query ($c: String!) { activationKey(code: $c) { kind proDays status game { title path } } }';
const ACCOUNT = '{ viewer { account { proUntil plan { id } usage { privateGames } } } }';
const DAY = 24 * 60 * 60 * 1000;

const batch = async (options: Partial<KeyBatchOptions>) =>
  (await createKeyBatch(t.db.pool, { kind: 'pro', proDays: 30, game: null, count: 1, uses: 1, expiresInDays: null, ...options })).codes;
const redeem = (code: string, who: Person) =>
  t.graphql<{
    redeemActivationKey: { kind: string; proUntil: string | null; game: { gameName: string; viewerCan: { play: boolean } } | null };
  }>(REDEEM, { c: code }, { cookie: who.cookie });
const errorOf = (result: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  result.body.errors?.[0];
const account = async (who: Person) =>
  (await t.graphql<{ viewer: { account: { proUntil: string | null; plan: { id: string } } } }>(ACCOUNT, {}, { cookie: who.cookie })).body
    .data!.viewer.account;

beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tablecraft-keys-')) } });
  owner = await signUpUser(t);
  const created = await t.graphql<{ createGame: { id: string; gameName: string } }>(
    'mutation { createGame(input: { title: "Paid Game" }) { id gameName } }',
    {},
    { cookie: owner.cookie },
  );
  game = created.body.data!.createGame;
});
afterAll(async () => {
  await t?.close();
});

describe('key codes (pure)', () => {
  it('reads a key whatever its case, spaces or dashes, and refuses what cannot be one', () => {
    expect(normalizeKeyCode('abcde-fghjk-mnpqr-stuvw')).toBe('ABCDEFGHJKMNPQRSTUVW');
    expect(normalizeKeyCode(' ABCDE FGHJK MNPQR STUVW ')).toBe('ABCDEFGHJKMNPQRSTUVW');
    expect(normalizeKeyCode('ABCDE-FGHJK-MNPQR-STUV0')).toBeNull();
    expect(normalizeKeyCode('short')).toBeNull();
    expect(hashKeyCode('ABCDEFGHJKMNPQRSTUVW')).toHaveLength(32);
  });

  it('says where a key stands: revoked, then already used by this account, then used up, then expired', () => {
    const key = { expiresAt: null, revokedAt: null, useCount: 0, maxUses: 1 };
    const now = new Date('2026-01-01T00:00:00Z');
    expect(keyStatus(key, false, now)).toBe('valid');
    expect(keyStatus({ ...key, useCount: 1 }, false, now)).toBe('used_up');
    expect(keyStatus({ ...key, useCount: 1 }, true, now)).toBe('already_redeemed');
    expect(keyStatus({ ...key, expiresAt: new Date('2025-12-31T00:00:00Z') }, false, now)).toBe('expired');
    expect(keyStatus({ ...key, revokedAt: now, useCount: 1 }, true, now)).toBe('revoked');
  });

  it('parses the create command and explains what is wrong with a bad one', () => {
    expect(parseKeysCommand(['create', '--pro-days', '30', '--count', '10', '--uses', '1'])).toEqual({
      ok: true,
      options: { kind: 'pro', proDays: 30, game: null, count: 10, uses: 1, expiresInDays: null },
    });
    expect(parseKeysCommand(['create', '--game', '@ada/chess', '--uses=5', '--expires-days', '7'])).toEqual({
      ok: true,
      options: { kind: 'player', proDays: null, game: 'ada/chess', count: 1, uses: 5, expiresInDays: 7 },
    });
    expect(parseKeysCommand(['create'])).toMatchObject({ ok: false, error: expect.stringMatching(/--pro-days/) });
    expect(parseKeysCommand(['create', '--pro-days', '30', '--game', 'a/b'])).toMatchObject({ ok: false });
    expect(parseKeysCommand(['create', '--pro-days', '0'])).toEqual({
      ok: false,
      error: '--pro-days must be a whole number from 1 to 3650',
    });
    expect(parseKeysCommand(['create', '--pro-days'])).toEqual({ ok: false, error: '--pro-days needs a value' });
    expect(parseKeysCommand(['create', '--colour', 'red'])).toEqual({ ok: false, error: 'unknown option --colour' });
    expect(parseKeysCommand(['delete'])).toMatchObject({ ok: false });
  });
});

describe('Pro keys', () => {
  it('grants Pro for the days of the key, shown on the account, and a second key extends it', async () => {
    const user = await signUpUser(t);
    const [first, second] = await batch({ count: 2, proDays: 30 });
    expect((await t.graphql(PREVIEW, { c: first!.toLowerCase() }, { cookie: user.cookie })).body.data).toEqual({
      activationKey: { kind: 'PRO', proDays: 30, status: 'VALID', game: null },
    });
    const redeemed = (await redeem(first!, user)).body.data!.redeemActivationKey;
    expect(redeemed.kind).toBe('PRO');
    expect(new Date(redeemed.proUntil!).getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
    expect(new Date(redeemed.proUntil!).getTime()).toBeLessThan(Date.now() + 30.1 * DAY);
    expect(await account(user)).toMatchObject({ plan: { id: 'pro' }, proUntil: redeemed.proUntil });
    // Typed without dashes and in lower case, the second key still works, and adds to the end.
    const extended = (await redeem(second!.replace(/-/g, '').toLowerCase(), user)).body.data!.redeemActivationKey;
    expect(new Date(extended.proUntil!).getTime() - new Date(redeemed.proUntil!).getTime()).toBeGreaterThan(29.9 * DAY);
  });

  it('starts from now when an earlier Pro has ended', async () => {
    const user = await signUpUser(t);
    await t.db.pool.query(`UPDATE users SET pro_until = now() - interval '10 days' WHERE id = $1`, [user.id]);
    expect((await account(user)).plan.id).toBe('free');
    const [code] = await batch({ proDays: 7 });
    const until = new Date((await redeem(code!, user)).body.data!.redeemActivationKey.proUntil!).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(until).toBeLessThan(Date.now() + 7.1 * DAY);
  });

  it('works once per account, and up to its use count', async () => {
    const [code] = await batch({ uses: 2 });
    const [a, b, c] = [await signUpUser(t), await signUpUser(t), await signUpUser(t)];
    expect((await redeem(code!, a)).body.errors).toBeUndefined();
    expect(errorOf(await redeem(code!, a))).toMatchObject({
      message: 'You have already used this key. A key works once per account.',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_REDEEMED' },
    });
    expect(
      (await t.graphql<{ activationKey: { status: string } }>(PREVIEW, { c: code }, { cookie: a.cookie })).body.data?.activationKey.status,
    ).toBe('ALREADY_REDEEMED');
    expect((await redeem(code!, b)).body.errors).toBeUndefined();
    expect(errorOf(await redeem(code!, c))).toMatchObject({
      message: 'This key has already been used as many times as it allows.',
      extensions: { code: 'FORBIDDEN', reason: 'USED_UP' },
    });
    expect((await account(c)).plan.id).toBe('free');
    const { rows } = await t.db.pool.query('SELECT use_count FROM activation_keys WHERE code_hash = $1', [
      hashKeyCode(normalizeKeyCode(code!)!),
    ]);
    expect(rows[0]).toEqual({ use_count: 2 });
  });

  it('refuses an expired or withdrawn key, and an unknown one', async () => {
    const user = await signUpUser(t);
    const [expired, revoked] = await batch({ count: 2, expiresInDays: 1 });
    await t.db.pool.query(`UPDATE activation_keys SET expires_at = now() - interval '1 minute' WHERE code_hash = $1`, [
      hashKeyCode(normalizeKeyCode(expired!)!),
    ]);
    await t.db.pool.query(`UPDATE activation_keys SET revoked_at = now() WHERE code_hash = $1`, [hashKeyCode(normalizeKeyCode(revoked!)!)]);
    expect(errorOf(await redeem(expired!, user))).toMatchObject({ message: 'This key has expired.', extensions: { reason: 'EXPIRED' } });
    expect(errorOf(await redeem(revoked!, user))).toMatchObject({
      message: 'This key is no longer valid.',
      extensions: { reason: 'REVOKED' },
    });
    expect(errorOf(await redeem('AAAAA-BBBBB-CCCCC-DDDDD', user))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await redeem('nonsense', user))?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(PREVIEW, { c: 'AAAAA-BBBBB-CCCCC-DDDDD' })).body.data).toEqual({ activationKey: null });
    expect((await account(user)).plan.id).toBe('free');
  });

  it('needs a logged-in account to redeem', async () => {
    const [code] = await batch({});
    expect(errorOf(await t.graphql(REDEEM, { c: code }))?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('player keys', () => {
  it('lets the holder play a private game, showing only its summary before', async () => {
    const [code] = await batch({ kind: 'player', proDays: null, game: `${owner.input.userName}/${game.gameName}`, uses: 10 });
    const player = await signUpUser(t);
    const preview = await t.graphql(PREVIEW, { c: code }, { cookie: player.cookie });
    expect(preview.body.data).toEqual({
      activationKey: {
        kind: 'PLAYER',
        proDays: null,
        status: 'VALID',
        game: { title: 'Paid Game', path: `/@${owner.input.userName}/${game.gameName}` },
      },
    });
    const redeemed = (await redeem(code!, player)).body.data!.redeemActivationKey;
    expect(redeemed).toEqual({ kind: 'PLAYER', proUntil: null, game: { gameName: game.gameName, viewerCan: { play: true } } });
    const source = await t.db.pool.query('SELECT source FROM game_players WHERE game_id = $1 AND user_id = $2', [game.id, player.id]);
    expect(source.rows).toEqual([{ source: 'key' }]);
    // A member already plays: the key is not spent on them.
    expect(errorOf(await redeem(code!, owner))).toMatchObject({
      message: 'You may already play this game, so the key was not used.',
      extensions: { reason: 'ALREADY_PLAYER' },
    });
    const { rows } = await t.db.pool.query('SELECT use_count FROM activation_keys WHERE code_hash = $1', [
      hashKeyCode(normalizeKeyCode(code!)!),
    ]);
    expect(rows[0]).toEqual({ use_count: 1 });
  });

  it('refuses a batch for a game that does not exist', async () => {
    await expect(batch({ kind: 'player', proDays: null, game: `${owner.input.userName}/no-such-game` })).rejects.toThrow(/no game/);
  });
});

describe('the keys command', () => {
  const run = (args: string[], env: Record<string, string | undefined>) =>
    promisify(execFile)(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/keys.ts', ...args], {
      env: { ...process.env, DATABASE_URL: undefined, ...env },
    }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
    );

  it('says to set DATABASE_URL when it is missing, in one line', async () => {
    const result = await run(['create', '--pro-days', '30'], {});
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Set DATABASE_URL/);
  });

  it('prints a batch of keys that redeem', async () => {
    const result = await run(['create', '--pro-days', '14', '--count', '3', '--uses', '1'], { DATABASE_URL: t.db.url });
    expect(result.code).toBe(0);
    const codes = result.stdout.trim().split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(result.stderr).toMatch(/3 keys for Pro for 14 days/);
    const user = await signUpUser(t);
    expect((await redeem(codes[0]!, user)).body.data?.redeemActivationKey.kind).toBe('PRO');
  });

  it('explains a bad command', async () => {
    const result = await run(['create', '--count', '3'], { DATABASE_URL: t.db.url });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--pro-days/);
  });
});
