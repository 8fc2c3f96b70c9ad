import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { SIGN_UP, cookieFrom, lastMailTo, newUserInput, signUpUser } from '../../testing/accounts.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-accounts-'));
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
});

const LOG_IN = 'mutation ($input: LogInInput!) { logIn(input: $input) { id userName } }';
const VIEWER = '{ viewer { id userName name account { email plan { id name maxOpenRooms } } } }';

// Accounts and sign-ups waiting for their link: a refused sign-up adds to neither.
const userCount = async () =>
  Number((await t.db.pool.query('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM pending_sign_ups) AS count')).rows[0].count);

describe('signUp', () => {
  // How sign-up keeps addresses private (same answer for every address, the link, its limits): sign-up.test.ts.
  it('creates the account from the mailed link, logged in, on the Free plan, with the name as typed', async () => {
    const { input, cookie } = await signUpUser(t, { name: '<b>Ada</b>' });
    const viewer = await t.graphql<{ viewer: { userName: string; name: string; account: { email: string; plan: { id: string } } } }>(
      VIEWER,
      undefined,
      { cookie },
    );
    expect(viewer.body.data?.viewer).toMatchObject({
      userName: input.userName,
      name: '<b>Ada</b>',
      account: { email: input.email, plan: { id: 'free', name: 'Free', maxOpenRooms: 5 } },
    });
  });

  it('stores a memory-hard hash, never the password, and never returns hash or token', async () => {
    const { input } = await signUpUser(t);
    const { rows } = await t.db.pool.query('SELECT password_hash FROM users WHERE user_name = $1', [input.userName]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(rows[0].password_hash).not.toContain(input.password);
    const sessions = await t.db.pool.query('SELECT token_hash FROM sessions');
    for (const row of sessions.rows) expect(row.token_hash).toBeInstanceOf(Buffer);
  });

  it('keeps only hashes of the password and of the link while a sign-up waits', async () => {
    const input = newUserInput();
    await t.graphql(SIGN_UP, { input });
    await expect.poll(() => lastMailTo(dataDir, input.email)).toMatch(/sign-up\?token=/);
    const token = lastMailTo(dataDir, input.email)!.match(/sign-up\?token=([\w-]+)/)![1]!;
    const { rows } = await t.db.pool.query('SELECT token_hash, password_hash FROM pending_sign_ups WHERE email = $1', [input.email]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(rows[0].password_hash).not.toContain(input.password);
    expect(rows[0].token_hash).toBeInstanceOf(Buffer);
    expect(rows[0].token_hash.toString('base64url')).not.toBe(token);
  });

  it.each([
    [{ userName: 'ab' }, 'userName', 'must be at least 3 characters'],
    [{ userName: 'a'.repeat(31) }, 'userName', 'must be at most 30 characters'],
    [{ userName: 'has space' }, 'userName', 'may contain only letters, digits, _ and -'],
    [{ userName: 'Learn' }, 'userName', 'is reserved; choose another'],
    [{ userName: 'account' }, 'userName', 'is reserved; choose another'],
    [{ email: 'not-an-email' }, 'email', 'must be a valid email address'],
    [{ password: 'short' }, 'password', 'must be at least 8 characters'],
    [{ name: '   ' }, 'name', 'is required'],
  ])('refuses %o with a field error on %s and creates nothing', async (override, field, message) => {
    const before = await userCount();
    const result = await t.graphql(SIGN_UP, { input: newUserInput(override) });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    expect(result.setCookie).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a userName taken in any letter case, and answers a taken email like any other', async () => {
    const { input } = await signUpUser(t);
    const sameName = await t.graphql(SIGN_UP, { input: newUserInput({ userName: input.userName.toUpperCase() }) });
    expect(sameName.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ userName: 'is already taken' });
    const sameEmail = await t.graphql(SIGN_UP, { input: newUserInput({ email: input.email.toUpperCase() }) });
    const newEmail = await t.graphql(SIGN_UP, { input: newUserInput() });
    expect(sameEmail.body).toEqual(newEmail.body);
    expect(sameEmail.body.errors).toBeUndefined();
    expect(sameEmail.setCookie).toEqual([]);
  });
});

describe('logIn and logOut', () => {
  it('logs in by email or userName, and log-out deletes the session', async () => {
    const { input } = await signUpUser(t);
    const byEmail = await t.graphql(LOG_IN, { input: { email: input.email, password: input.password } });
    const cookie = cookieFrom(byEmail.setCookie);
    expect((await t.graphql<{ viewer: { userName: string } }>(VIEWER, undefined, { cookie })).body.data?.viewer.userName).toBe(
      input.userName,
    );
    const byName = await t.graphql(LOG_IN, { input: { email: input.userName, password: input.password } });
    expect(byName.body.data).toBeTruthy();

    const out = await t.graphql('mutation { logOut }', undefined, { cookie });
    expect(out.body.data).toEqual({ logOut: true });
    expect(out.setCookie[0]).toMatch(/tc_session=;.*Max-Age=0/);
    expect((await t.graphql(VIEWER, undefined, { cookie })).body.data).toEqual({ viewer: null });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { input } = await signUpUser(t);
    const wrong = await t.graphql(LOG_IN, { input: { email: input.email, password: 'wrong password' } });
    const unknown = await t.graphql(LOG_IN, { input: { email: 'nobody@example.test', password: 'wrong password' } });
    expect(wrong.body.errors?.[0]).toEqual(unknown.body.errors?.[0]);
    expect(wrong.body.errors?.[0]?.message).toBe('That email and password do not match an account.');
    expect(wrong.setCookie).toEqual([]);
  });

  it('limits log-in attempts per account and address with a clear message', async () => {
    const { input } = await signUpUser(t);
    const from = { headers: { 'x-forwarded-for': '192.0.2.14' } };
    let last;
    for (let attempt = 0; attempt < 11; attempt++)
      last = await t.graphql(LOG_IN, { input: { email: input.email, password: 'wrong password' } }, from);
    expect(last!.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(last!.body.errors?.[0]?.message).toMatch(/^Too many failed attempts from here; try again in 15 minutes/);
    // Even the right password is refused from there while limited: the limit is what stops guessing.
    const right = await t.graphql(LOG_IN, { input: { email: input.email, password: input.password } }, from);
    expect(right.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('ignores the session cookie of a deleted user', async () => {
    const { id, cookie } = await signUpUser(t);
    await t.db.pool.query('DELETE FROM users WHERE id = $1', [id]);
    expect((await t.graphql(VIEWER, undefined, { cookie })).body.data).toEqual({ viewer: null });
  });

  it('expires a session idle for more than 30 days', async () => {
    const { id, cookie } = await signUpUser(t);
    await t.db.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '31 days' WHERE user_id = $1`, [id]);
    expect((await t.graphql(VIEWER, undefined, { cookie })).body.data).toEqual({ viewer: null });
    expect((await t.db.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [id])).rowCount).toBe(0);
  });
});

describe('password reset', () => {
  const request = (email: string) => t.graphql('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email });
  const reset = (token: string, password: string) =>
    t.graphql('mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }', { token, password });
  const tokenInMail = (email: string) => lastMailTo(dataDir, email)?.match(/reset-password\?token=([\w-]+)/)?.[1];
  // The mail is written after the answer (so known and unknown addresses are answered alike): wait for it.
  const tokenFromMail = async (email: string) => {
    await expect.poll(() => tokenInMail(email)).toBeTruthy();
    return tokenInMail(email);
  };

  it('answers the same for unknown emails and mails nothing', async () => {
    const known = await signUpUser(t);
    const a = await request(known.input.email);
    const b = await request('nobody-here@example.test');
    expect(a.body).toEqual(b.body);
    expect(lastMailTo(dataDir, 'nobody-here@example.test')).toBeUndefined();
    expect(await tokenFromMail(known.input.email)).toBeTruthy();
  });

  it('sets a new password once, ends every session, and refuses the token again', async () => {
    const user = await signUpUser(t);
    await request(user.input.email);
    const token = (await tokenFromMail(user.input.email))!;
    expect((await reset(token, 'a brand new password')).body.data).toEqual({ resetPassword: true });
    expect((await t.graphql(VIEWER, undefined, { cookie: user.cookie })).body.data).toEqual({ viewer: null });
    expect((await t.graphql(LOG_IN, { input: { email: user.input.email, password: 'a brand new password' } })).body.data).toBeTruthy();
    const again = await reset(token, 'another new password');
    expect(again.body.errors?.[0]?.message).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect((await t.graphql(LOG_IN, { input: { email: user.input.email, password: 'another new password' } })).body.errors).toBeTruthy();
  });

  it('refuses an expired token and leaves the password unchanged', async () => {
    const user = await signUpUser(t);
    await request(user.input.email);
    const token = (await tokenFromMail(user.input.email))!;
    await t.db.pool.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    expect((await reset(token, 'a brand new password')).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.graphql(LOG_IN, { input: { email: user.input.email, password: user.input.password } })).body.data).toBeTruthy();
  });

  it('refuses a new password that breaks the rules', async () => {
    const result = await reset('whatever', 'short');
    expect(result.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: 'must be at least 8 characters' });
  });
});

describe('profile, email, password and deletion', () => {
  it('updates the profile and refuses a taken userName', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const update = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userName name image } }';
    const ok = await t.graphql(update, { input: { name: 'New Name', image: 'https://example.test/a.png' } }, { cookie: a.cookie });
    expect(ok.body.data).toEqual({ updateProfile: { userName: a.input.userName, name: 'New Name', image: 'https://example.test/a.png' } });
    const taken = await t.graphql(update, { input: { userName: b.input.userName } }, { cookie: a.cookie });
    expect(taken.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ userName: 'is already taken' });
    const visitor = await t.graphql(update, { input: { name: 'x' } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a public profile without private details', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const query = 'query ($u: String!) { user(userName: $u) { userName account { email } } }';
    expect((await t.graphql(query, { u: a.input.userName.toUpperCase() }, { cookie: b.cookie })).body.data).toEqual({
      user: { userName: a.input.userName, account: null },
    });
    expect((await t.graphql(query, { u: 'no_such_user' })).body.data).toEqual({ user: null });
  });

  it('changes the email only with the right password', async () => {
    const a = await signUpUser(t);
    const change =
      'mutation ($email: String!, $password: String!) { changeEmail(email: $email, password: $password) { account { email } } }';
    const wrong = await t.graphql(change, { email: 'new@example.test', password: 'nope nope' }, { cookie: a.cookie });
    expect(wrong.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: 'is not your current password' });
    const email = `changed_${a.input.userName}@example.test`;
    const ok = await t.graphql(change, { email, password: a.input.password }, { cookie: a.cookie });
    // The new address takes effect once its mailed link is opened (tested in account-hygiene.test.ts).
    expect(ok.body.data).toEqual({ changeEmail: { account: { email: a.input.email } } });
  });

  it('changes the password and ends every other session but this one', async () => {
    const a = await signUpUser(t);
    const other = cookieFrom((await t.graphql(LOG_IN, { input: { email: a.input.email, password: a.input.password } })).setCookie);
    const change = 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }';
    const wrong = await t.graphql(change, { c: 'not it at all', n: 'another password' }, { cookie: a.cookie });
    expect(wrong.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ currentPassword: 'is not your current password' });
    expect((await t.graphql(change, { c: a.input.password, n: 'another password' }, { cookie: a.cookie })).body.data).toBeTruthy();
    expect((await t.graphql<{ viewer: unknown }>(VIEWER, undefined, { cookie: a.cookie })).body.data?.viewer).toBeTruthy();
    expect((await t.graphql(VIEWER, undefined, { cookie: other })).body.data).toEqual({ viewer: null });
  });

  it('deletes the account and its sessions only with the password', async () => {
    const a = await signUpUser(t);
    const del = 'mutation ($p: String!) { deleteAccount(password: $p) }';
    expect((await t.graphql(del, { p: 'wrong password' }, { cookie: a.cookie })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: 'is not your current password',
    });
    expect((await t.db.pool.query('SELECT 1 FROM users WHERE id = $1', [a.id])).rowCount).toBe(1);
    expect((await t.graphql(del, { p: a.input.password }, { cookie: a.cookie })).body.data).toEqual({ deleteAccount: true });
    expect((await t.db.pool.query('SELECT 1 FROM users WHERE id = $1', [a.id])).rowCount).toBe(0);
    expect((await t.db.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [a.id])).rowCount).toBe(0);
  });

  it("removes the deleted account's files from the blob store, and nobody else's", async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const stored = async (ownerId: string) => {
      const id = randomUUID();
      await t.db.pool.query(
        `INSERT INTO assets (id, owner_id, pipeline, status, original_key, content_type, byte_size) VALUES ($1, $2, 'avatar', 'ready', $3, 'image/png', 3)`,
        [id, ownerId, `assets/${id}/original`],
      );
      for (const name of ['original', 'thumb'])
        await t.services.blobs.put(`assets/${id}/${name}`, Buffer.from('png'), { contentType: 'image/png' });
      return id;
    };
    const mine = await stored(a.id);
    const theirs = await stored(b.id);
    expect(
      (await t.graphql('mutation ($p: String!) { deleteAccount(password: $p) }', { p: a.input.password }, { cookie: a.cookie })).body.data,
    ).toEqual({ deleteAccount: true });
    expect(await t.services.blobs.list(`assets/${mine}/`)).toEqual([]);
    expect((await t.db.pool.query('SELECT 1 FROM assets WHERE id = $1', [mine])).rowCount).toBe(0);
    expect(await t.services.blobs.list(`assets/${theirs}/`)).toHaveLength(2);
  });
});

describe('rate limits per IP', () => {
  it('stops a flood of sign-ups from one address and starts nothing more', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let limited;
    for (let attempt = 0; attempt < 25 && !limited; attempt++) {
      const result = await t.graphql(SIGN_UP, { input: newUserInput({ password: 'x' }) }, { headers });
      if (result.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') limited = result;
    }
    expect(limited?.body.errors?.[0]?.message).toMatch(/^Too many attempts, try again in \d+ minutes?\.$/);
    // A valid sign-up from there is refused before anything is stored or mailed.
    const input = newUserInput();
    const refused = await t.graphql(SIGN_UP, { input }, { headers });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await t.db.pool.query('SELECT 1 FROM pending_sign_ups WHERE email = $1', [input.email])).rowCount).toBe(0);
    expect(lastMailTo(dataDir, input.email)).toBeUndefined();
  });
});
