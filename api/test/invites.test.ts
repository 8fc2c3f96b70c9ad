import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { lastMailTo, signUpUser } from '../../testing/accounts.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-invites-'));
let t: TestApi;
let owner: Person;
let game: { id: string; gameName: string; title: string };

const CREATE =
  'mutation ($g: ID!, $i: CreateInviteInput!) { createInvite(gameId: $g, input: $i) { id code url kind role email maxUses useCount status expiresAt } }';
const ACCEPT = 'mutation ($c: String!) { acceptInvite(code: $c) { kind role game { gameName viewerRole } } }';
const PREVIEW =
  'query ($c: String!) { invite(code: $c) { code kind role status game { title gameName ownerUserName path } viewerRole viewerIsPlayer } }';
const GAME = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id viewerRole viewerCan { play viewDraft } } }';

interface Invite {
  id: string;
  code: string;
  url: string;
  kind: string;
  role: string | null;
  email: string | null;
  maxUses: number;
  useCount: number;
  status: string;
}

async function invite(input: Record<string, unknown>, by = owner, gameId = game.id): Promise<Invite> {
  const result = await t.graphql<{ createInvite: Invite }>(CREATE, { g: gameId, i: input }, { cookie: by.cookie });
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.createInvite;
}

const accept = (code: string, who?: Person) =>
  t.graphql<{ acceptInvite: { kind: string; role: string | null; game: { gameName: string; viewerRole: string | null } } }>(
    ACCEPT,
    { c: code },
    who ? { cookie: who.cookie } : {},
  );
const errorOf = (result: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  result.body.errors?.[0];
const useCount = async (id: string) =>
  (await t.db.pool.query<{ use_count: number }>('SELECT use_count FROM invites WHERE id = $1', [id])).rows[0]!.use_count;

beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: dataDir, PUBLIC_WEB_URL: 'http://web.test' } });
  owner = await signUpUser(t);
  const created = await t.graphql<{ createGame: { id: string; gameName: string; title: string } }>(
    'mutation { createGame(input: { title: "Invite Only" }) { id gameName title } }',
    {},
    { cookie: owner.cookie },
  );
  game = created.body.data!.createGame;
});
afterAll(async () => {
  await t?.close();
});

describe('making invites', () => {
  it('makes an unguessable, single-use, expiring link for a role', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'EDITOR' });
    expect(made.code.length).toBeGreaterThanOrEqual(16);
    expect(made).toMatchObject({
      url: `http://web.test/accept-invite/${made.code}`,
      kind: 'MEMBER',
      role: 'EDITOR',
      maxUses: 1,
      useCount: 0,
      status: 'VALID',
    });
    const other = await invite({ kind: 'MEMBER', role: 'EDITOR' });
    expect(other.code).not.toBe(made.code);
  });

  it('mails the link when given an address', async () => {
    const made = await invite({ kind: 'PLAYER', email: 'friend@example.test', maxUses: 1 });
    expect(made.email).toBe('friend@example.test');
    const mail = lastMailTo(dataDir, 'friend@example.test');
    expect(mail).toContain(`http://web.test/accept-invite/${made.code}`);
    expect(mail).toContain('Invite Only');
  });

  it('refuses a member invite without a role, and invites by anyone but the owner', async () => {
    const noRole = await t.graphql(CREATE, { g: game.id, i: { kind: 'MEMBER' } }, { cookie: owner.cookie });
    expect(errorOf(noRole)?.extensions?.fieldErrors).toEqual({ role: 'is required for a member invite' });
    const editor = await signUpUser(t);
    expect((await accept((await invite({ kind: 'MEMBER', role: 'EDITOR' })).code, editor)).body.errors).toBeUndefined();
    expect(errorOf(await t.graphql(CREATE, { g: game.id, i: { kind: 'PLAYER' } }, { cookie: editor.cookie }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const stranger = await signUpUser(t);
    expect(errorOf(await t.graphql(CREATE, { g: game.id, i: { kind: 'PLAYER' } }, { cookie: stranger.cookie }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it("lists a game's invites for its owner only", async () => {
    const list = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { invites { code status } } }';
    const own = await t.graphql<{ game: { invites: Array<{ code: string }> } }>(
      list,
      { u: owner.input.userName, g: game.gameName },
      { cookie: owner.cookie },
    );
    expect(own.body.data!.game.invites.length).toBeGreaterThan(0);
    const editor = await signUpUser(t);
    await accept((await invite({ kind: 'MEMBER', role: 'EDITOR' })).code, editor);
    const theirs = await t.graphql<{ game: { invites: unknown[] } }>(
      list,
      { u: owner.input.userName, g: game.gameName },
      { cookie: editor.cookie },
    );
    expect(theirs.body.data!.game.invites).toEqual([]);
  });
});

describe('accepting', () => {
  it('shows a visitor the game and the role, without revealing the private game itself', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'VIEWER' });
    const preview = await t.graphql(PREVIEW, { c: made.code });
    expect(preview.body.data).toEqual({
      invite: {
        code: made.code,
        kind: 'MEMBER',
        role: 'VIEWER',
        status: 'VALID',
        game: {
          title: 'Invite Only',
          gameName: game.gameName,
          ownerUserName: owner.input.userName,
          path: `/@${owner.input.userName}/${game.gameName}`,
        },
        viewerRole: null,
        viewerIsPlayer: false,
      },
    });
    expect((await t.graphql(GAME, { u: owner.input.userName, g: game.gameName })).body.data).toEqual({ game: null });
    expect(errorOf(await accept(made.code))?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('joins as a member with the role, once; a second person finds it used', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'VIEWER' });
    const first = await signUpUser(t);
    const accepted = await accept(made.code, first);
    expect(accepted.body.data?.acceptInvite).toEqual({
      kind: 'MEMBER',
      role: 'VIEWER',
      game: { gameName: game.gameName, viewerRole: 'VIEWER' },
    });
    const second = await signUpUser(t);
    expect(errorOf(await accept(made.code, second))).toMatchObject({
      message: 'This invite has already been used. Ask for a new one.',
      extensions: { code: 'FORBIDDEN', reason: 'USED_UP' },
    });
    expect((await t.graphql(GAME, { u: owner.input.userName, g: game.gameName }, { cookie: second.cookie })).body.data).toEqual({
      game: null,
    });
    expect((await t.graphql<{ invite: { status: string } }>(PREVIEW, { c: made.code })).body.data?.invite.status).toBe('USED_UP');
  });

  it('takes a multi-use invite up to its limit, and no further', async () => {
    const made = await invite({ kind: 'PLAYER', maxUses: 2 });
    const [a, b, c] = [await signUpUser(t), await signUpUser(t), await signUpUser(t)];
    expect((await accept(made.code, a)).body.data?.acceptInvite).toMatchObject({ kind: 'PLAYER', role: null, game: { viewerRole: null } });
    expect((await accept(made.code, b)).body.errors).toBeUndefined();
    expect(errorOf(await accept(made.code, c))?.extensions?.reason).toBe('USED_UP');
    expect(await useCount(made.id)).toBe(2);
    const asPlayer = await t.graphql<{ game: { viewerCan: { play: boolean; viewDraft: boolean } } }>(
      GAME,
      { u: owner.input.userName, g: game.gameName },
      { cookie: b.cookie },
    );
    expect(asPlayer.body.data?.game.viewerCan).toEqual({ play: true, viewDraft: false });
  });

  it('refuses an expired invite, saying so', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'EDITOR', expiresInDays: 1 });
    await t.db.pool.query(`UPDATE invites SET expires_at = now() - interval '1 minute' WHERE id = $1`, [made.id]);
    const late = await signUpUser(t);
    expect(errorOf(await accept(made.code, late))).toMatchObject({
      message: 'This invite has expired. Ask for a new one.',
      extensions: { code: 'FORBIDDEN', reason: 'EXPIRED' },
    });
    expect((await t.graphql<{ invite: { status: string } }>(PREVIEW, { c: made.code })).body.data?.invite.status).toBe('EXPIRED');
    expect(await useCount(made.id)).toBe(0);
  });

  it('refuses a revoked invite at once', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'EDITOR', maxUses: 5 });
    const revoked = await t.graphql<{ revokeInvite: { status: string } }>(
      'mutation ($id: ID!) { revokeInvite(id: $id) { status } }',
      { id: made.id },
      { cookie: owner.cookie },
    );
    expect(revoked.body.data?.revokeInvite.status).toBe('REVOKED');
    const someone = await signUpUser(t);
    expect(errorOf(await accept(made.code, someone))).toMatchObject({
      message: 'This invite was withdrawn. Ask for a new one.',
      extensions: { reason: 'REVOKED' },
    });
  });

  it('tells someone who is already a member, and does not spend the invite', async () => {
    const made = await invite({ kind: 'MEMBER', role: 'VIEWER', maxUses: 3 });
    expect(errorOf(await accept(made.code, owner))).toMatchObject({
      message: 'You are already a member of this game.',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_MEMBER' },
    });
    const member = await signUpUser(t);
    await accept(made.code, member);
    expect(errorOf(await accept(made.code, member))?.extensions?.reason).toBe('ALREADY_MEMBER');
    expect(await useCount(made.id)).toBe(1);
    // The page can tell them what they already are.
    const preview = await t.graphql<{ invite: { viewerRole: string } }>(PREVIEW, { c: made.code }, { cookie: member.cookie });
    expect(preview.body.data?.invite.viewerRole).toBe('VIEWER');
  });

  it('tells a listed player who opens a player invite, and lets them become a member', async () => {
    const player = await signUpUser(t);
    await accept((await invite({ kind: 'PLAYER' })).code, player);
    const again = await invite({ kind: 'PLAYER' });
    expect(errorOf(await accept(again.code, player))).toMatchObject({
      message: 'You may already play this game.',
      extensions: { reason: 'ALREADY_PLAYER' },
    });
    expect(await useCount(again.id)).toBe(0);
    expect((await accept((await invite({ kind: 'MEMBER', role: 'EDITOR' })).code, player)).body.data?.acceptInvite.game.viewerRole).toBe(
      'EDITOR',
    );
  });

  it('answers unknown codes as not found', async () => {
    expect((await t.graphql(PREVIEW, { c: 'no-such-invite-code-here' })).body.data).toEqual({ invite: null });
    expect((await t.graphql(PREVIEW, { c: 'short' })).body.data).toEqual({ invite: null });
    const someone = await signUpUser(t);
    expect(errorOf(await accept('no-such-invite-code-here', someone))?.extensions?.code).toBe('NOT_FOUND');
  });
});
