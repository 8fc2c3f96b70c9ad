import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createMemoryPubSub, type PubSub } from '@tablecraft/platform';
import { ACCESS_CHANNEL } from '@tablecraft/core/policies';
import { createMailer } from '../src/mail/mailer.ts';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { SIGN_UP, cookieFrom, lastMailTo, newUserInput, signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Account hygiene: throttles that cannot lock out an owner, strong passwords, mail that cannot be abused,
// e-mail changes that need the new address, sessions with an end, and rooms that outlive their host.

const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-hygiene-'));
let t: TestApi;
let pubsub: PubSub;
const announced: string[] = [];
beforeAll(async () => {
  pubsub = createMemoryPubSub();
  await pubsub.subscribe(ACCESS_CHANNEL, (message) => announced.push(message));
  t = await startTestApi({ env: { DATA_DIR: dataDir }, pubsub });
});
afterAll(async () => {
  await t?.close();
});

const LOG_IN = 'mutation ($input: LogInInput!) { logIn(input: $input) { id } }';
const logIn = (email: string, password: string, forwardedFor: string) =>
  t.graphql(LOG_IN, { input: { email, password } }, { headers: { 'x-forwarded-for': forwardedFor } });
const userCount = async () => (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

describe('log-in throttling', () => {
  it("never locks out the owner's correct password from a new address after wrong ones from another", async () => {
    const owner = await signUpUser(t);
    for (let i = 0; i < 10; i++)
      expect((await logIn(owner.input.email, `wrong guess ${i}`, '203.0.113.50')).body.errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    // The guessing address is held back, even with the right password…
    expect((await logIn(owner.input.email, owner.input.password, '203.0.113.50')).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // …while the owner, elsewhere, gets in.
    const result = await logIn(owner.input.email, owner.input.password, '192.0.2.177');
    expect(result.body.errors).toBeUndefined();
    expect(cookieFrom(result.setCookie)).toMatch(/^tc_session=/);
  });

  it('refuses guesses that rotate a client-written X-Forwarded-For entry when TRUST_PROXY counts hops', async () => {
    const behindTwo = await startTestApi({ env: { TRUST_PROXY: '2' } });
    try {
      const owner = await signUpUser(behindTwo);
      const codes: string[] = [];
      // The client writes the first entry; the load balancer and the ingress add the last two.
      for (let i = 0; i < 11; i++) {
        const result = await behindTwo.graphql(
          LOG_IN,
          { input: { email: owner.input.email, password: `guess ${i}` } },
          { headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.9, 10.0.0.2` } },
        );
        codes.push(String(result.body.errors?.[0]?.extensions?.code));
      }
      expect(codes.slice(0, 10).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
      expect(codes[10]).toBe('RATE_LIMITED');
    } finally {
      await behindTwo.close();
    }
  });
});

describe('passwords', () => {
  it('refuses common and weak passwords saying why, creating no account', async () => {
    const before = await userCount();
    for (const password of ['password', '12345678', 'aaaaaaaa', 'qwertyuiop']) {
      const result = await t.graphql(SIGN_UP, { input: newUserInput({ password }) });
      expect(result.body.errors?.[0]?.extensions?.code, password).toBe('BAD_USER_INPUT');
      expect(result.body.errors?.[0]?.extensions?.fieldErrors?.password, password).toMatch(/common|easy to guess/);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('mail', () => {
  it('refuses mailed invites past the per-game allowance, storing and mailing nothing, and mails only fixed wording with the title', async () => {
    const owner = await signUpUser(t, { name: 'Support Team: verify at http://evil.example' });
    const created = await t.graphql<{ createGame: { id: string } }>(
      'mutation { createGame(input: { title: "Win a prize at www.evil.example now" }) { id } }',
      {},
      { cookie: owner.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    const invite = (email: string) =>
      t.graphql(
        'mutation ($g: ID!, $i: CreateInviteInput!) { createInvite(gameId: $g, input: $i) { id } }',
        { g: gameId, i: { kind: 'PLAYER', email } },
        { cookie: owner.cookie },
      );
    for (let i = 0; i < 10; i++) expect((await invite(`friend${i}-${gameId}@example.test`)).body.errors).toBeUndefined();
    const mail = lastMailTo(dataDir, `friend0-${gameId}@example.test`)!;
    expect(mail).not.toContain('Support Team');
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('You are invited to play the game "Win a prize at www');
    const invites = async () =>
      (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM invites WHERE game_id = $1', [gameId])).rows[0]!.n;
    const before = await invites();
    const refused = await invite(`one-too-many-${gameId}@example.test`);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await invites()).toBe(before);
    expect(lastMailTo(dataDir, `one-too-many-${gameId}@example.test`)).toBeUndefined();
  });

  it('never writes a reset link or token to the log when mail goes to the mail folder', async () => {
    let logged = '';
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) }));
    const mailer = createMailer({ from: 'Tablecraft <no-reply@example.test>', dataDir, logger });
    await mailer.send({
      to: 'someone@example.test',
      subject: 'Reset your Tablecraft password',
      text: 'Open http://localhost:8080/reset-password?token=SECRET-TOKEN-123 within one hour.',
    });
    expect(logged).toContain('mail written');
    expect(logged).not.toContain('SECRET-TOKEN-123');
    expect(logged).not.toContain('reset-password');
  });

  it('answers a reset request for a known address as for an unknown one, without waiting for the mail', async () => {
    const known = await signUpUser(t);
    const ask = async (email: string) => {
      const started = performance.now();
      const result = await t.graphql(
        'mutation ($e: String!) { requestPasswordReset(email: $e) }',
        { e: email },
        { headers: { 'x-forwarded-for': '192.0.2.200' } },
      );
      return { body: result.body, ms: performance.now() - started };
    };
    const a = await ask(known.input.email);
    const b = await ask(`nobody-${Date.now()}@example.test`);
    expect(a.body).toEqual(b.body);
    await expect.poll(() => lastMailTo(dataDir, known.input.email)).toMatch(/reset-password\?token=/);
  });
});

describe('e-mail change', () => {
  it('keeps the old address until the new one confirms, and tells the old one of the change and of password changes', async () => {
    const user = await signUpUser(t);
    const newEmail = `moved-${Date.now()}@example.test`;
    const asked = await t.graphql(
      'mutation ($e: String!, $p: String!) { changeEmail(email: $e, password: $p) { id } }',
      { e: newEmail, p: user.input.password },
      { cookie: user.cookie },
    );
    expect(asked.body.errors).toBeUndefined();
    const email = async () => (await t.db.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id])).rows[0]!.email;
    expect(await email()).toBe(user.input.email);
    expect(lastMailTo(dataDir, user.input.email)).toContain(newEmail);
    const token = lastMailTo(dataDir, newEmail)?.match(/confirm-email\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect((await t.graphql('mutation ($t: String!) { confirmEmailChange(token: $t) }', { t: token })).body.data).toEqual({
      confirmEmailChange: true,
    });
    expect(await email()).toBe(newEmail);
    expect(lastMailTo(dataDir, user.input.email)).toMatch(/is now/);
    // The link works once.
    expect(
      (await t.graphql('mutation ($t: String!) { confirmEmailChange(token: $t) }', { t: token })).body.errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    const changed = await t.graphql(
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }',
      { c: user.input.password, n: 'a fresh and long phrase' },
      { cookie: user.cookie },
    );
    expect(changed.body.errors).toBeUndefined();
    expect(lastMailTo(dataDir, newEmail)).toMatch(/password .*was just changed/);
  });
});

describe('sessions', () => {
  const SESSIONS = '{ viewerSessions { id current userAgent } }';

  it('ends a session at its absolute lifetime however recently it was used', async () => {
    const user = await signUpUser(t);
    expect(
      (await t.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, { cookie: user.cookie })).body.data?.viewer?.id,
    ).toBe(user.id);
    await t.db.pool.query(`UPDATE sessions SET created_at = now() - interval '91 days', last_seen_at = now() WHERE user_id = $1`, [
      user.id,
    ]);
    expect((await t.graphql('{ viewer { id } }', {}, { cookie: user.cookie })).body.data).toEqual({ viewer: null });
  });

  it('lists sessions and logs out another device, then every other one, refusing ids of others', async () => {
    const user = await signUpUser(t);
    const second = cookieFrom((await logIn(user.input.email, user.input.password, '192.0.2.131')).setCookie);
    const third = cookieFrom((await logIn(user.input.email, user.input.password, '192.0.2.132')).setCookie);
    const listed = await t.graphql<{ viewerSessions: Array<{ id: string; current: boolean }> }>(SESSIONS, {}, { cookie: user.cookie });
    const sessions = listed.body.data!.viewerSessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const stranger = await signUpUser(t);
    const other = sessions.find((session) => !session.current)!;
    expect(
      (await t.graphql('mutation ($id: ID!) { endSession(id: $id) }', { id: other.id }, { cookie: stranger.cookie })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.graphql('mutation ($id: ID!) { endSession(id: $id) }', { id: 'not-a-uuid' }, { cookie: user.cookie })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.graphql<{ viewerSessions: unknown[] }>(SESSIONS, {}, { cookie: user.cookie })).body.data?.viewerSessions).toHaveLength(
      3,
    );
    expect((await t.graphql('mutation ($id: ID!) { endSession(id: $id) }', { id: other.id }, { cookie: user.cookie })).body.data).toEqual({
      endSession: true,
    });
    expect((await t.graphql<{ viewerSessions: unknown[] }>(SESSIONS, {}, { cookie: user.cookie })).body.data?.viewerSessions).toHaveLength(
      2,
    );
    expect((await t.graphql('mutation { endOtherSessions }', {}, { cookie: user.cookie })).body.data).toEqual({ endOtherSessions: 1 });
    for (const cookie of [second, third])
      expect((await t.graphql('{ viewer { id } }', {}, { cookie })).body.data).toEqual({ viewer: null });
    expect((await t.graphql<{ viewer: { id: string } }>('{ viewer { id } }', {}, { cookie: user.cookie })).body.data?.viewer.id).toBe(
      user.id,
    );
  });
});

describe('account deletion and rooms', () => {
  it("hands a deleted host's room to a player still there, closes one nobody can take, and tells their connections", async () => {
    const { alice, bob, game } = await createCardRoom(t);
    const carol = await signUpUser(t);
    const create = async () =>
      (
        await t.graphql<{ createRoom: { id: string; code: string } }>(
          'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
          { g: game.id },
          { cookie: bob.cookie },
        )
      ).body.data!.createRoom;
    const shared = await create();
    const alone = await create();
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2), ($1, $3)', [shared.id, bob.id, carol.id]);
    const deleted = await t.graphql(
      'mutation ($p: String!) { deleteAccount(password: $p) }',
      { p: bob.input.password },
      { cookie: bob.cookie },
    );
    expect(deleted.body.errors).toBeUndefined();
    const room = async (id: string) =>
      (await t.db.pool.query<{ host: string; status: string }>('SELECT host_id AS host, status FROM rooms WHERE id = $1', [id])).rows[0];
    expect(await room(shared.id)).toEqual({ host: carol.id, status: 'open' });
    expect(await room(alone.id)).toEqual({ host: alice.id, status: 'closed' });
    await expect
      .poll(() =>
        announced
          .map((message) => JSON.parse(message) as { scope: string; code?: string })
          .filter((change) => change.scope === 'room')
          .map((change) => change.code),
      )
      .toEqual(expect.arrayContaining([shared.code, alone.code]));
  });

  it("passes a deleted host's room over a player at their open-room limit, to the next who is within theirs", async () => {
    const { bob, game } = await createCardRoom(t);
    const carol = await signUpUser(t);
    const dave = await signUpUser(t);
    const created = await t.graphql<{ createRoom: { id: string } }>(
      'mutation ($g: ID!) { createRoom(gameId: $g) { id } }',
      { g: game.id },
      { cookie: bob.cookie },
    );
    const shared = created.body.data!.createRoom;
    // Carol was there last, but hosts the 5 open rooms her plan allows; dave was there before her.
    await t.db.pool.query(
      `INSERT INTO room_players (room_id, user_id, last_seen_at) VALUES ($1, $2, now()), ($1, $3, now() - interval '1 minute')`,
      [shared.id, carol.id, dave.id],
    );
    await t.db.pool.query(
      `INSERT INTO rooms (code, game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version, status)
       SELECT 'full' || g || substr(md5(random()::text), 1, 6), game_id, revision_id, $2, test_play, snapshot, initial_state, snapshot_version, 'open'
         FROM rooms, generate_series(1, 5) g WHERE id = $1`,
      [shared.id, carol.id],
    );
    const deleted = await t.graphql(
      'mutation ($p: String!) { deleteAccount(password: $p) }',
      { p: bob.input.password },
      { cookie: bob.cookie },
    );
    expect(deleted.body.errors).toBeUndefined();
    const hostOf = async (id: string) =>
      (await t.db.pool.query<{ host: string; status: string }>('SELECT host_id AS host, status FROM rooms WHERE id = $1', [id])).rows[0];
    expect(await hostOf(shared.id)).toEqual({ host: dave.id, status: 'open' });
    const open = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM rooms WHERE host_id = $1 AND status = 'open'`, [
      carol.id,
    ]);
    expect(open.rows[0]!.n).toBe(5);
  });
});
