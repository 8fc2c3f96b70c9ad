import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomIp, startTestApi, type TestApi } from '../../testing/api.ts';
import { SIGN_UP, lastMailTo, newUserInput, signUpUser } from '../../testing/accounts.ts';
import { passwordWorkStats, runPasswordWork } from '../src/accounts/passwords.ts';
import { strengthThreadAnswers } from '../src/accounts/strength-thread.ts';

// Every path that reaches scrypt (32 MiB and a few hundred ms of a core per hash) is bounded: made-up reset
// tokens cost none, each path counts against the client's address and the account before hashing, and
// however many requests arrive at once only a few hashes run and a bounded few wait.

let t: TestApi;
let user: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi();
  user = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

const LOG_IN = 'mutation ($input: LogInInput!) { logIn(input: $input) { id } }';
const RESET = 'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const BUSY = 'The server is busy checking other passwords; try again in a few seconds.';
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const hashes = () => passwordWorkStats().hashes;
const passwordHash = async (id: string) =>
  (await t.db.pool.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = $1', [id])).rows[0]?.h;
const sessionCount = async (id: string) =>
  Number((await t.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [id])).rows[0]!.n);
const logIn = (password: string, ip = randomIp()) => t.graphql(LOG_IN, { input: { email: user.input.email, password } }, from(ip));

describe('password reset', () => {
  it('refuses a made-up token without hashing anything, and stops one address after 20 tries', async () => {
    // An address outside randomIp()'s range, so the "another address" below can never be this one.
    const ip = '203.0.113.161';
    const before = { hashes: hashes(), password: await passwordHash(user.id), sessions: await sessionCount(user.id) };
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 24; attempt++) {
      const result = await t.graphql(RESET, { token: `made-up-${attempt}`, password: 'a perfectly good new password' }, from(ip));
      codes.push(result.body.errors?.[0]?.extensions?.code);
      if (attempt === 0)
        expect(result.body.errors?.[0]).toMatchObject({
          message: 'This reset link has expired or was already used. Ask for a new one.',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: 'has expired or was already used' } },
        });
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('BAD_USER_INPUT'));
    expect(codes.slice(20)).toEqual(Array(4).fill('RATE_LIMITED'));
    // Not one scrypt ran, and nothing changed.
    expect(hashes()).toBe(before.hashes);
    expect(await passwordHash(user.id)).toBe(before.password);
    expect(await sessionCount(user.id)).toBe(before.sessions);
    // Another address is still answered, and a real link still works.
    expect(
      (await t.graphql(RESET, { token: 'made-up', password: 'a perfectly good new password' })).body.errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('sets the password from a real link, hashing once', async () => {
    const other = await signUpUser(t);
    await t.graphql('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email: other.input.email });
    const dataDir = t.services.config.DATA_DIR;
    await expect.poll(() => lastMailTo(dataDir, other.input.email)).toMatch(/reset-password\?token=/);
    const token = lastMailTo(dataDir, other.input.email)!.match(/reset-password\?token=([\w-]+)/)![1]!;
    const before = hashes();
    expect((await t.graphql(RESET, { token, password: 'a brand new password' })).body.data).toEqual({ resetPassword: true });
    expect(hashes()).toBe(before + 1);
    expect(passwordWorkStats().checks).toBeGreaterThan(0);
  });
});

describe("a logged-in user's password checks", () => {
  it('count against the address before any hashing: changing e-mail or password and deleting the account', async () => {
    const victim = await signUpUser(t);
    // An address no other request in this file uses: its spent allowance must not refuse anyone else.
    const ip = '203.0.113.160';
    // The address has used its log-in allowance (30 a quarter hour), on other accounts or this one.
    await t.services.rateLimits.consume('logInByIp', ip, 30);
    const before = { hashes: hashes(), password: await passwordHash(victim.id) };
    const attempts: Array<[string, Record<string, unknown>]> = [
      [
        'mutation ($e: String!, $p: String!) { changeEmail(email: $e, password: $p) { id } }',
        { e: 'new@example.test', p: 'wrong password' },
      ],
      [
        'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }',
        { c: 'wrong password', n: 'a brand new password' },
      ],
      ['mutation ($p: String!) { deleteAccount(password: $p) }', { p: 'wrong password' }],
    ];
    for (const [query, variables] of attempts) {
      const result = await t.graphql(query, variables, { cookie: victim.cookie, ...from(ip) });
      expect(result.body.errors?.[0]?.extensions?.code, query).toBe('RATE_LIMITED');
    }
    expect(hashes()).toBe(before.hashes);
    expect(await passwordHash(victim.id)).toBe(before.password);
    // From another address the same request is checked (and the wrong password refused as such).
    const elsewhere = await t.graphql(attempts[2]![0], attempts[2]![1], { cookie: victim.cookie });
    expect(elsewhere.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: 'is not your current password' });
    expect(hashes()).toBe(before.hashes + 1);
  });
});

describe('the password gate', () => {
  // A test that fails while holding the gate must not leave it held for the next one.
  let releaseHeld: (() => void) | undefined;
  afterEach(() => releaseHeld?.());
  /** Holds every running place of the gate until `release` is called, as long hashes would. */
  async function holdGate() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    releaseHeld = release;
    const held = Array.from({ length: passwordWorkStats().slots }, () => runPasswordWork(undefined, () => released));
    await expect.poll(() => passwordWorkStats().running).toBe(passwordWorkStats().slots);
    return async () => {
      release();
      await Promise.all(held);
    };
  }

  it('lets 40 log-ins at once wait only up to its queue and refuses the rest at once with a clear error', async () => {
    const { slots, maxWaiting } = passwordWorkStats();
    const sessionsBefore = await sessionCount(user.id);
    const release = await holdGate();
    // Forty addresses of their own, so no log-in in the flood is refused for a reason other than the gate.
    const flood = Array.from({ length: 40 }, (_, i) => logIn('not the password', `203.0.113.${100 + i}`));
    // Those that do not fit are answered while the gate is still held; the others wait their turn.
    await expect.poll(() => passwordWorkStats().waiting, { timeout: 20_000 }).toBe(maxWaiting);
    const busy = vi.fn();
    flood.forEach((answer) => void answer.then((result) => result.body.errors?.[0]?.message === BUSY && busy()));
    await expect.poll(() => busy.mock.calls.length, { timeout: 20_000 }).toBe(40 - maxWaiting);
    // A log-in arriving now is refused the same way, and changes nothing.
    const late = await logIn(user.input.password);
    expect(late.body.errors?.[0]).toMatchObject({ message: BUSY, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 5 } });
    expect(late.setCookie).toEqual([]);
    await release();
    const answers = await Promise.all(flood);
    const codes = answers.map((answer) => answer.body.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'BAD_USER_INPUT')).toHaveLength(maxWaiting);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(40 - maxWaiting);
    expect(passwordWorkStats().peakRunning).toBeLessThanOrEqual(slots);
    expect(await sessionCount(user.id)).toBe(sessionsBefore);
    // Once the queue has drained, the owner's log-in goes through.
    expect((await logIn(user.input.password)).body.data).toEqual({ logIn: { id: user.id } });
  });

  it('gives one address only two places, so a flood from one address leaves room for everyone else', async () => {
    const release = await holdGate();
    const ip = '203.0.113.150';
    const flood = Array.from({ length: 8 }, () => logIn('not the password', ip));
    const busy = vi.fn();
    flood.forEach((answer) => void answer.then((result) => result.body.errors?.[0]?.message === BUSY && busy()));
    await expect.poll(() => busy.mock.calls.length, { timeout: 20_000 }).toBe(6);
    expect(passwordWorkStats().waiting).toBe(2);
    // Someone else's log-in takes its place in the queue and goes through once the gate frees.
    const owner = logIn(user.input.password);
    await expect.poll(() => passwordWorkStats().waiting).toBe(3);
    await release();
    expect((await owner).body.data).toEqual({ logIn: { id: user.id } });
    expect((await Promise.all(flood)).filter((answer) => answer.body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(2);
  });
});

describe("a new password's strength", () => {
  // zxcvbn's cost grows fast with some passwords' length: this one takes it over a second on a busy machine.
  const SLOW = 'abcdefghij1234567890!@#$%^&*()qwertyuiopasdfghjklzxcvbnm';

  it('is checked off the event loop: a sign-up with a costly password does not stall other requests', async () => {
    const checks = passwordWorkStats().checks;
    const answers = strengthThreadAnswers();
    const answer = await t.graphql(SIGN_UP, { input: newUserInput({ password: SLOW }) });
    expect(answer.body.errors).toBeUndefined();
    expect(passwordWorkStats().checks).toBe(checks + 1);
    // The strength thread answered that check: it ran there, while the loop went on serving everyone else.
    expect(strengthThreadAnswers()).toBe(answers + 1);
  });

  it('is not checked at all for a reset with a made-up token', async () => {
    const before = { checks: passwordWorkStats().checks, hashes: hashes() };
    const result = await t.graphql(RESET, { token: 'made-up', password: SLOW });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(passwordWorkStats()).toMatchObject(before);
  });

  it('still refuses a weak one, as a field error, without hashing', async () => {
    const before = hashes();
    const result = await t.graphql(SIGN_UP, { input: newUserInput({ password: 'password1234' }) });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { password: expect.any(String) } });
    expect(hashes()).toBe(before);
  });
});
