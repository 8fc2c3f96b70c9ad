import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestApi, type TestApi } from '../../testing/api.ts';
import {
  COMPLETE_SIGN_UP,
  SIGN_UP,
  SIGN_UP_LINK,
  cookieFrom,
  mailsTo,
  newUserInput,
  signUpUser,
  waitForMail,
} from '../../testing/accounts.ts';

// Sign-up is verify-first and tells nobody which addresses have accounts: every address gets the same
// answer and no session; the account is created only from the link mailed to an address that has none,
// and the owner of an address that has one is told instead.

let t: TestApi;
let dataDir: string;
beforeAll(async () => {
  t = await startTestApi({ env: { PUBLIC_WEB_URL: 'http://web.test' } });
  dataDir = t.services.config.DATA_DIR;
});
afterAll(async () => {
  await t?.close();
});

const VIEWER = '{ viewer { userName name account { email plan { id } } } }';
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
const users = () => count('SELECT count(*) AS n FROM users');
const sessions = () => count('SELECT count(*) AS n FROM sessions');
const pendingFor = (email: string) => count('SELECT count(*) AS n FROM pending_sign_ups WHERE lower(email) = lower($1)', [email]);

/** A sign-up as the raw HTTP exchange: the bytes of the body, and every header but the two that differ on every request. */
async function rawSignUp(input: Record<string, unknown>, ip = randomIp()) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: SIGN_UP, variables: { input } }),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: response.status, headers, body: await response.text() };
}

const linkTo = async (email: string) => (await waitForMail(dataDir, email, SIGN_UP_LINK))[1]!;
/** Opens a sign-up link with a password, from a new client address unless one is given. */
const complete = (token: string, password: string, ip = randomIp()) =>
  t.graphql<{ completeSignUp: { id: string; userName: string } }>(
    COMPLETE_SIGN_UP,
    { token, password },
    { headers: { 'x-forwarded-for': ip } },
  );

describe('sign-up answers', () => {
  it('answers a known and an unknown address with byte-identical responses and no cookie', async () => {
    const owner = await signUpUser(t);
    const unknown = newUserInput();
    // Same user name and password for both, so nothing but the address differs.
    const attempt = { userName: `probe_${Date.now().toString(36)}`, name: 'Probe', password: 'a long probing pass phrase' };
    // Neither attempt takes the user name: nothing is created until a link is opened.
    const knownAnswer = await rawSignUp({ ...attempt, email: owner.input.email });
    const unknownAnswer = await rawSignUp({ ...attempt, email: unknown.email });
    expect(unknownAnswer).toEqual(knownAnswer);
    expect(knownAnswer.status).toBe(200);
    expect(knownAnswer.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(knownAnswer.body)).toEqual({
      data: {
        signUp: {
          message:
            'Check your inbox: we sent a link to finish signing up. It works for 24 hours. If the address already has an account, the mail says so and how to log in instead.',
          mailWrittenToFolder: true,
        },
      },
    });
  });

  it('tells the owner of a known address instead, creating no account, no pending sign-up and no link', async () => {
    const owner = await signUpUser(t);
    const [usersBefore, sessionsBefore] = [await users(), await sessions()];
    const result = await t.graphql(SIGN_UP, { input: newUserInput({ email: owner.input.email.toUpperCase() }) });
    expect(result.body.errors).toBeUndefined();
    const [notice] = await waitForMail(dataDir, owner.input.email, /Someone tried to create a Tablecraft account[\s\S]*/);
    expect(notice).toContain(`you already have one: ${owner.input.userName}`);
    expect(notice).toContain('http://web.test/log-in');
    expect(notice).toContain('http://web.test/reset-password');
    expect(notice).not.toMatch(/token=/);
    expect(mailsTo(dataDir, owner.input.email).filter((mail) => /sign-up\?token=/.test(mail))).toHaveLength(1); // only the owner's own sign-up link
    expect(await pendingFor(owner.input.email)).toBe(0);
    expect(await users()).toBe(usersBefore);
    expect(await sessions()).toBe(sessionsBefore);
  });

  it('still refuses a taken user name as a field error, whatever the address', async () => {
    const owner = await signUpUser(t);
    const result = await t.graphql(SIGN_UP, { input: newUserInput({ userName: owner.input.userName.toUpperCase() }) });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { userName: 'is already taken' } });
    expect(result.setCookie).toEqual([]);
  });
});

describe('what differs runs after the answer', () => {
  it('answers alike even when the mail cannot be written: mailing is no part of the answer', async () => {
    // A data "folder" that is a file: every mail fails, after the answer, and only the log hears of it.
    const file = join(mkdtempSync(join(tmpdir(), 'tablecraft-no-mail-')), 'not-a-folder');
    writeFileSync(file, '');
    const broken = await startTestApi({ env: { DATA_DIR: file } });
    try {
      const input = newUserInput();
      const answer = await broken.graphql(SIGN_UP, { input });
      const healthy = await t.graphql(SIGN_UP, { input: newUserInput() });
      expect(answer.body).toEqual(healthy.body);
      expect(answer.setCookie).toEqual([]);
      // The pending sign-up was stored once the answer had gone; its mail then failed.
      await expect.poll(async () => Number((await broken.db.pool.query('SELECT count(*) AS n FROM pending_sign_ups')).rows[0].n)).toBe(1);
    } finally {
      await broken.close();
    }
  });
});

describe('the mailed link', () => {
  it('creates the account and logs it in once; a second use is refused and changes nothing', async () => {
    const input = newUserInput({ name: 'Ada Lovelace' });
    const before = await users();
    const started = await t.graphql(SIGN_UP, { input });
    expect(started.setCookie).toEqual([]);
    const token = await linkTo(input.email);
    expect(lastLink(input.email)).toMatch(/^http:\/\/web\.test\/sign-up\?token=[\w-]{43}$/);
    // Nothing exists until the link is opened.
    expect(await users()).toBe(before);
    expect(await pendingFor(input.email)).toBe(1);

    const first = await complete(token, input.password);
    expect(first.body.data?.completeSignUp.userName).toBe(input.userName);
    const cookie = first.setCookie.find((header) => header.startsWith('tc_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const viewer = await t.graphql<{ viewer: unknown }>(VIEWER, undefined, { cookie: cookieFrom(first.setCookie) });
    expect(viewer.body.data?.viewer).toEqual({
      userName: input.userName,
      name: 'Ada Lovelace',
      account: { email: input.email, plan: { id: 'free' } },
    });
    // The password chosen at sign-up is the account's.
    const logIn = await t.graphql('mutation ($i: LogInInput!) { logIn(input: $i) { id } }', {
      i: { email: input.email, password: input.password },
    });
    expect(logIn.body.errors).toBeUndefined();

    const [usersAfter, sessionsAfter] = [await users(), await sessions()];
    const second = await complete(token, input.password);
    expect(second.body.errors?.[0]).toMatchObject({
      message: 'This sign-up link has expired or was already used. Sign up again to get a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(second.setCookie).toEqual([]);
    expect(await users()).toBe(usersAfter);
    expect(await sessions()).toBe(sessionsAfter);
    expect(await pendingFor(input.email)).toBe(0);
  });

  it('is spent by exactly one of two requests racing with it', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const token = await linkTo(input.email);
    const results = await Promise.all([complete(token, input.password), complete(token, input.password), complete(token, input.password)]);
    expect(results.filter((result) => result.body.data?.completeSignUp)).toHaveLength(1);
    expect(results.filter((result) => result.body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(2);
    expect(await count('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [input.email])).toBe(1);
  });

  it('refuses an expired link and creates nothing', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const token = await linkTo(input.email);
    await t.db.pool.query(`UPDATE pending_sign_ups SET expires_at = now() - interval '1 minute' WHERE lower(email) = lower($1)`, [
      input.email,
    ]);
    const before = await users();
    const result = await complete(token, input.password);
    expect(result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { token: 'has expired or was already used' },
    });
    expect(result.setCookie).toEqual([]);
    expect(await users()).toBe(before);
  });

  it('lasts 24 hours', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    await linkTo(input.email);
    const hours = await count(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS n FROM pending_sign_ups WHERE lower(email) = lower($1)`,
      [input.email],
    );
    expect(hours).toBe(24);
  });

  it('works only from the newest sign-up of an address', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const older = await linkTo(input.email);
    await t.graphql(SIGN_UP, { input: { ...input, userName: `${input.userName}b` } });
    await expect.poll(() => mailsTo(dataDir, input.email).length).toBe(2);
    const newer = (await linkTo(input.email))!;
    expect(newer).not.toBe(older);
    expect(await pendingFor(input.email)).toBe(1);
    expect((await complete(older, input.password)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await complete(newer, input.password)).body.data?.completeSignUp.userName).toBe(`${input.userName}b`);
  });

  it('says to sign up again when the user name was taken while the link waited, and stays spent', async () => {
    const userName = `race_${Date.now().toString(36)}`;
    const a = newUserInput({ userName });
    const b = newUserInput({ userName });
    await t.graphql(SIGN_UP, { input: a });
    await t.graphql(SIGN_UP, { input: b });
    const tokenA = await linkTo(a.email);
    const tokenB = await linkTo(b.email);
    expect((await complete(tokenA, a.password)).body.data?.completeSignUp.userName).toBe(userName);
    const before = await users();
    const late = await complete(tokenB, b.password);
    expect(late.body.errors?.[0]).toMatchObject({
      message: `Someone took the user name ${userName} while this link waited. Sign up again with another user name.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(late.setCookie).toEqual([]);
    expect(await users()).toBe(before);
    expect((await complete(tokenB, b.password)).body.errors?.[0]?.message).toBe(
      'This sign-up link has expired or was already used. Sign up again to get a new one.',
    );
  });

  it('says to sign up again when the address got an account while the link waited', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const token = await linkTo(input.email);
    const other = await signUpUser(t);
    // The address reaches an account another way meanwhile (an e-mail change confirmed by someone).
    await t.db.pool.query('UPDATE users SET email = $1 WHERE id = $2', [input.email, other.id]);
    const late = await complete(token, input.password);
    expect(late.body.errors?.[0]).toMatchObject({
      message: 'This address got an account while this link waited. Log in with it, or sign up again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [input.email])).toBe(1);
  });

  it('carries the page to come back to, and refuses one that is not on this site', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input: { ...input, next: '/accept-invite/abc?accept=1' } });
    await linkTo(input.email);
    const link = new URL(lastLink(input.email)!);
    expect(link.searchParams.get('next')).toBe('/accept-invite/abc?accept=1');
    for (const next of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const refused = await t.graphql(SIGN_UP, { input: { ...newUserInput(), next } });
      expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ next: 'must be a path on this site' });
    }
  });
});

describe('the password asked for at the link', () => {
  const WRONG = {
    message: 'That is not the password chosen when signing up.',
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'is not the one you chose when signing up' } },
  };

  it('is what the mail says the link asks for, and the mail tells whoever did not sign up to ignore it', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const [mail] = await waitForMail(dataDir, input.email, /Someone asked to create[\s\S]*/);
    expect(mail).toContain(
      'To finish signing up, open this link within 24 hours and enter the password you chose when signing up (the link works once):',
    );
    expect(mail).toContain(
      'If you did not sign up, ignore this message: without that password nobody can finish signing up, and no account is created.',
    );
  });

  it("keeps someone who signed up with another person's address from having that person finish it", async () => {
    // The attacker signs up with the victim's address and a password of the attacker's own...
    const victim = newUserInput();
    const attacker = { ...victim, password: 'the attackers own pass phrase' };
    await t.graphql(SIGN_UP, { input: attacker });
    const token = await linkTo(victim.email);
    const [usersBefore, sessionsBefore] = [await users(), await sessions()];
    // ...and the victim opens the mailed link: their own password does not finish it.
    const refused = await complete(token, victim.password);
    expect(refused.body.errors?.[0]).toMatchObject(WRONG);
    expect(refused.body.data).toBeNull();
    expect(refused.setCookie).toEqual([]);
    expect(await users()).toBe(usersBefore);
    expect(await sessions()).toBe(sessionsBefore);
    expect(await count('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [victim.email])).toBe(0);
  });

  it('refuses a wrong password without spending the link, which the right one then finishes', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const token = await linkTo(input.email);
    const [usersBefore, sessionsBefore] = [await users(), await sessions()];
    for (const password of ['not the one', input.password.toUpperCase(), `${input.password} `]) {
      const refused = await complete(token, password);
      expect(refused.body.errors?.[0]).toMatchObject(WRONG);
      expect(refused.setCookie).toEqual([]);
    }
    // Nothing was created and the link still waits.
    expect(await users()).toBe(usersBefore);
    expect(await sessions()).toBe(sessionsBefore);
    expect(await pendingFor(input.email)).toBe(1);

    const finished = await complete(token, input.password);
    expect(finished.body.errors).toBeUndefined();
    expect(finished.body.data?.completeSignUp.userName).toBe(input.userName);
    const viewer = await t.graphql<{ viewer: { userName: string } }>(VIEWER, undefined, { cookie: cookieFrom(finished.setCookie) });
    expect(viewer.body.data?.viewer.userName).toBe(input.userName);
    expect(await pendingFor(input.email)).toBe(0);
  });

  it('asks for a password at all', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    const token = await linkTo(input.email);
    const empty = await complete(token, '');
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { password: 'is required' } });
    const missing = await t.graphql('mutation ($token: String!) { completeSignUp(token: $token) { id } }', { token });
    expect(missing.body.errors?.[0]?.message).toMatch(/password/);
    expect(await pendingFor(input.email)).toBe(1);
  });

  it('stops a flood of wrong passwords from one client address, even with the right one, and only for that link', async () => {
    const input = newUserInput();
    const other = newUserInput();
    await t.graphql(SIGN_UP, { input });
    await t.graphql(SIGN_UP, { input: other });
    const token = await linkTo(input.email);
    const otherToken = await linkTo(other.email);
    const guesser = randomIp();
    const before = await users();
    // The log-in throttle's allowance for one address on one account.
    for (let guess = 0; guess < 10; guess++)
      expect((await complete(token, `guess number ${guess}`, guesser)).body.errors?.[0]).toMatchObject(WRONG);
    // Past it, nothing is checked from there: not even the right password gets through.
    const stopped = await complete(token, input.password, guesser);
    expect(stopped.body.errors?.[0]).toMatchObject({
      message: 'Too many wrong passwords for this link from here; try again in 15 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(stopped.setCookie).toEqual([]);
    expect(await users()).toBe(before);
    expect(await pendingFor(input.email)).toBe(1);
    // The failures count on this link's pending sign-up: another link from the same address still works...
    expect((await complete(otherToken, other.password, guesser)).body.data?.completeSignUp.userName).toBe(other.userName);
    // ...and so does this one from elsewhere, with the right password.
    expect((await complete(token, input.password)).body.data?.completeSignUp.userName).toBe(input.userName);
  });
});

// How sign-ups naming one address are limited (mail, never a refusal of its owner): sign-up-mail-limit.test.ts.

/** The newest sign-up link mailed to an address, whole. */
function lastLink(email: string): string | undefined {
  return mailsTo(dataDir, email)
    .at(-1)
    ?.match(/https?:\/\/\S+\/sign-up\?\S+/)?.[0];
}
