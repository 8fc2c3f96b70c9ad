import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

let t: TestApi;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let stranger: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi();
  owner = await signUpUser(t);
  stranger = await signUpUser(t);
  // These tests create more private games than the Free plan allows; plan limits have their own tests.
  await t.db.pool.query(`UPDATE users SET plan_id = 'pro' WHERE user_name = $1`, [owner.input.userName]);
});
afterAll(async () => {
  await t?.close();
});

const CREATE = 'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName title visibility } }';
const GAME = `query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id title viewerCanEdit revisions { id name published version } revision(name: "draft") { id version document } } }`;
const ADD =
  'mutation ($r: ID!, $v: Int!, $k: PartKind!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: $k, input: $i) { id revision { id version } } }';
const IMPORT =
  'mutation ($r: ID!, $v: Int!, $c: ID!, $csv: String!) { importVariantsCsv(revisionId: $r, expectedVersion: $v, componentId: $c, csv: $csv) { version document } }';

interface Draft {
  id: string;
  version: number;
}

async function createGame(title: string, extra: Record<string, unknown> = {}, cookie = owner.cookie) {
  const result = await t.graphql<{ createGame: { id: string; gameName: string } }>(CREATE, { input: { title, ...extra } }, { cookie });
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.createGame;
}

/** Publishes the draft: a public game is listed only once it has a published revision. */
async function publish(gameId: string, cookie = owner.cookie) {
  const result = await t.graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: gameId }, { cookie });
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
}

async function draftOf(
  gameName: string,
  cookie = owner.cookie,
): Promise<
  Draft & {
    document: {
      components: Array<{ id: string }>;
      variants: Array<{ name: string; values: Record<string, unknown> }>;
      objects: unknown[];
      surfaces: Array<{ id: string }>;
    };
  }
> {
  const result = await t.graphql<{ game: { revision: Draft & { document: never } } }>(
    GAME,
    { u: owner.input.userName, g: gameName },
    { cookie },
  );
  return result.body.data!.game.revision;
}

async function add(draft: Draft, kind: string, input: unknown) {
  const result = await t.graphql<{ addPart: { id: string; revision: Draft } }>(
    ADD,
    { r: draft.id, v: draft.version, k: kind, i: input },
    { cookie: owner.cookie },
  );
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.addPart;
}

describe('games', () => {
  it('creates a game with a slug from its title and an empty draft', async () => {
    const game = await createGame('Ticket to Ride: Europe!');
    expect(game).toMatchObject({ gameName: 'ticket-to-ride-europe', title: 'Ticket to Ride: Europe!', visibility: 'PRIVATE' });
    const draft = await draftOf('ticket-to-ride-europe');
    expect(draft.version).toBe(1);
    expect(draft.document.surfaces).toHaveLength(1);
  });

  it('refuses a taken game name as a field error, and a visitor', async () => {
    await createGame('Taken Name');
    const again = await t.graphql(CREATE, { input: { title: 'Taken Name' } }, { cookie: owner.cookie });
    expect(again.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ gameName: 'is already used by another of your games' });
    // Another user may use the same name.
    expect((await t.graphql(CREATE, { input: { title: 'Taken Name' } }, { cookie: stranger.cookie })).body.data).toBeTruthy();
    expect((await t.graphql(CREATE, { input: { title: 'Nope' } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides private games from others (as if they did not exist) and shows public ones', async () => {
    await createGame('Secret Plans');
    await publish((await createGame('Open Plans', { visibility: 'PUBLIC' })).id);
    const hidden = await t.graphql(GAME, { u: owner.input.userName, g: 'secret-plans' }, { cookie: stranger.cookie });
    expect(hidden.body.data).toEqual({ game: null });
    const visible = await t.graphql<{ game: { title: string; viewerCanEdit: boolean } }>(
      GAME,
      { u: owner.input.userName, g: 'open-plans' },
      { cookie: stranger.cookie },
    );
    expect(visible.body.data?.game).toMatchObject({ title: 'Open Plans', viewerCanEdit: false });
    const list = await t.graphql<{ publicGames: { games: Array<{ title: string }>; total: number } }>(
      '{ publicGames(search: "plans") { games { title } total } }',
    );
    expect(list.body.data?.publicGames.games.map((g) => g.title)).toEqual(['Open Plans']);
  });

  it('lists public games newest first or by title, a page at a time', async () => {
    for (const title of ['Zebra Race', 'Alpha Quest', 'Middle Earth Tiles'])
      await publish((await createGame(title, { visibility: 'PUBLIC' }, stranger.cookie)).id, stranger.cookie);
    const byTitle = await t.graphql<{ publicGames: { games: Array<{ title: string }> } }>(
      '{ publicGames(order: TITLE, first: 2) { games { title } total } }',
    );
    expect(byTitle.body.data?.publicGames.games.map((g) => g.title)).toEqual(['Alpha Quest', 'Middle Earth Tiles']);
    const newest = await t.graphql<{ publicGames: { games: Array<{ title: string }> } }>('{ publicGames(first: 1) { games { title } } }');
    expect(newest.body.data?.publicGames.games[0]?.title).toBe('Middle Earth Tiles');
  });

  it("lists the viewer's games", async () => {
    const result = await t.graphql<{ viewerGames: Array<{ gameName: string }> }>('{ viewerGames { gameName } }', undefined, {
      cookie: owner.cookie,
    });
    expect(result.body.data?.viewerGames.map((g) => g.gameName)).toContain('ticket-to-ride-europe');
  });
});

describe('editing a draft', () => {
  it('adds parts, imports variants from CSV, and refuses stale saves without overwriting', async () => {
    const game = await createGame('Card Battle');
    let draft: Draft = await draftOf(game.gameName);
    const card = await add(draft, 'component', { name: 'Card', kind: 'tile', width: 250, height: 350 });
    draft = card.revision;
    draft = (await add(draft, 'field', { name: 'title', componentId: card.id, type: 'text' })).revision;
    draft = (await add(draft, 'field', { name: 'power', componentId: card.id, type: 'number' })).revision;

    const csv = 'name,title,power\r\nDragon,Red Dragon,9\r\nKnight,"Knight, the Brave",5\r\nPeasant,Peasant,1\r\n';
    const imported = await t.graphql<{
      importVariantsCsv: { version: number; document: { variants: Array<{ name: string; values: Record<string, unknown> }> } };
    }>(IMPORT, { r: draft.id, v: draft.version, c: card.id, csv }, { cookie: owner.cookie });
    expect(imported.body.data?.importVariantsCsv.document.variants.map((v) => v.name)).toEqual(['Dragon', 'Knight', 'Peasant']);
    const version = imported.body.data!.importVariantsCsv.version;

    // A second editor still holding the old version is refused, and nothing changes.
    const stale = await t.graphql(
      ADD,
      { r: draft.id, v: draft.version, k: 'component', i: { name: 'Stale', kind: 'tile' } },
      { cookie: owner.cookie },
    );
    expect(stale.body.errors?.[0]).toMatchObject({ message: 'Changed by someone else — reload.', extensions: { code: 'CONFLICT' } });
    const now = await draftOf(game.gameName);
    expect(now.version).toBe(version);
    expect(now.document.components.map((c) => (c as { name?: string }).name)).toEqual(['Card']);

    const exported = await t.graphql<{ game: { revision: { variantsCsv: string } } }>(
      `query ($u: String!, $g: String!, $c: ID!) { game(userName: $u, gameName: $g) { revision(name: "draft") { variantsCsv(componentId: $c) } } }`,
      { u: owner.input.userName, g: game.gameName, c: card.id },
      { cookie: owner.cookie },
    );
    expect(exported.body.data?.game.revision.variantsCsv).toBe(csv);
  });

  it('refuses a CSV with a bad row, naming row and column, and imports nothing', async () => {
    const game = await createGame('Bad Csv');
    let draft: Draft = await draftOf(game.gameName);
    const card = await add(draft, 'component', { name: 'Card', kind: 'tile' });
    draft = (await add(card.revision, 'field', { name: 'power', componentId: card.id, type: 'number' })).revision;
    const bad = await t.graphql(
      IMPORT,
      { r: draft.id, v: draft.version, c: card.id, csv: 'name,power\nA,1\nB,abc\n' },
      { cookie: owner.cookie },
    );
    expect(bad.body.errors?.[0]?.message).toBe('Row 3, column "power": "abc" is not a number.');
    const unknown = await t.graphql(
      IMPORT,
      { r: draft.id, v: draft.version, c: card.id, csv: 'name,speed\nA,1\n' },
      { cookie: owner.cookie },
    );
    expect(unknown.body.errors?.[0]?.message).toMatch(/speed/);
    const after = await draftOf(game.gameName);
    expect(after.version).toBe(draft.version);
    expect(after.document.variants).toEqual([]);
  });

  it('refuses to delete a component that objects use, saying how many', async () => {
    const game = await createGame('In Use');
    let draft: Draft = await draftOf(game.gameName);
    const doc = await draftOf(game.gameName);
    const token = await add(draft, 'component', { name: 'Token', kind: 'tile' });
    draft = token.revision;
    for (let i = 0; i < 2; i++)
      draft = (
        await add(draft, 'object', {
          componentId: token.id,
          placement: { type: 'surface', surfaceId: doc.document.surfaces[0]!.id, x: 10 * i, y: 0, rotation: 0 },
          faceUp: true,
        })
      ).revision;
    const result = await t.graphql(
      'mutation ($r: ID!, $v: Int!, $id: ID!) { deletePart(revisionId: $r, expectedVersion: $v, kind: component, id: $id) { version } }',
      { r: draft.id, v: draft.version, id: token.id },
      { cookie: owner.cookie },
    );
    expect(result.body.errors?.[0]?.message).toBe('Component "Token" is used by 2 objects; remove them first.');
    expect((await draftOf(game.gameName)).document.objects).toHaveLength(2);
  });

  it('moves several objects as one save, all or nothing, and refuses a stale batch', async () => {
    const UPDATE_MANY =
      'mutation ($r: ID!, $v: Int!, $u: [PartUpdateInput!]!) { updateParts(revisionId: $r, expectedVersion: $v, updates: $u) { version document } }';
    const game = await createGame('Batch Moves');
    const doc = await draftOf(game.gameName);
    const token = await add(doc, 'component', { name: 'Token', kind: 'tile' });
    let draft: Draft = token.revision;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await add(draft, 'object', {
        componentId: token.id,
        placement: { type: 'surface', surfaceId: doc.document.surfaces[0]!.id, x: 10 * i, y: 0, rotation: 0 },
        faceUp: true,
      });
      ids.push(made.id);
      draft = made.revision;
    }
    const move = (id: string, x: number) => ({ kind: 'object', id, patch: { placement: { x } } });
    const placed = async () =>
      ((await draftOf(game.gameName)).document.objects as Array<{ id: string; placement: { x: number } }>).map(
        (object) => object.placement.x,
      );

    const moved = await t.graphql<{ updateParts: { version: number } }>(
      UPDATE_MANY,
      { r: draft.id, v: draft.version, u: ids.map((id, i) => move(id, 100 + i)) },
      { cookie: owner.cookie },
    );
    expect(moved.body.data?.updateParts.version).toBe(draft.version + 1);
    expect(await placed()).toEqual([100, 101, 102]);

    // One bad change refuses the batch: the valid moves before it are not saved either.
    const bad = await t.graphql(
      UPDATE_MANY,
      { r: draft.id, v: draft.version + 1, u: [move(ids[0]!, 500), { kind: 'object', id: ids[1], patch: { faceUp: 'sideways' } }] },
      { cookie: owner.cookie },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await placed()).toEqual([100, 101, 102]);

    // A batch made on an older version is a conflict, and overwrites nothing.
    const stale = await t.graphql(UPDATE_MANY, { r: draft.id, v: draft.version, u: [move(ids[0]!, 900)] }, { cookie: owner.cookie });
    expect(stale.body.errors?.[0]).toMatchObject({ message: 'Changed by someone else — reload.', extensions: { code: 'CONFLICT' } });
    // Nor may someone who cannot edit the game send one.
    const foreign = await t.graphql(
      UPDATE_MANY,
      { r: draft.id, v: draft.version + 1, u: [move(ids[0]!, 900)] },
      { cookie: stranger.cookie },
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(await placed()).toEqual([100, 101, 102]);
  });

  it('refuses an invalid part with field-path errors', async () => {
    const game = await createGame('Invalid Parts');
    const draft = await draftOf(game.gameName);
    const result = await t.graphql(
      ADD,
      { r: draft.id, v: draft.version, k: 'component', i: { name: 'Die', kind: 'die', sides: 1000 } },
      { cookie: owner.cookie },
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.body.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual([
      expect.stringMatching(/^components\.\d+\.sides$/),
    ]);
  });

  it('lets only the owner edit, and answers unknown ids with NOT_FOUND', async () => {
    const game = await createGame('Owner Only', { visibility: 'PUBLIC' });
    const draft = await draftOf(game.gameName);
    const byStranger = await t.graphql(
      ADD,
      { r: draft.id, v: draft.version, k: 'component', i: { name: 'X', kind: 'tile' } },
      { cookie: stranger.cookie },
    );
    expect(byStranger.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await t.graphql(
      ADD,
      { r: '00000000-0000-4000-8000-000000000000', v: 1, k: 'component', i: { name: 'X', kind: 'tile' } },
      { cookie: owner.cookie },
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await draftOf(game.gameName)).version).toBe(draft.version);
  });
});

describe('publishing', () => {
  it('freezes the draft as v1, v2…; published revisions are read-only; a draft can be made from one', async () => {
    const game = await createGame('Publish Me');
    let draft: Draft = await draftOf(game.gameName);
    draft = (await add(draft, 'component', { name: 'Meeple', kind: 'tile' })).revision;
    const publish = 'mutation ($g: ID!) { publishRevision(gameId: $g) { id name published } }';
    const v1 = await t.graphql<{ publishRevision: { id: string; name: string; published: boolean } }>(
      publish,
      { g: game.id },
      { cookie: owner.cookie },
    );
    expect(v1.body.data?.publishRevision).toMatchObject({ name: 'v1', published: true });
    const v1Id = v1.body.data!.publishRevision.id;

    const editV1 = await t.graphql(ADD, { r: v1Id, v: 1, k: 'component', i: { name: 'Late', kind: 'tile' } }, { cookie: owner.cookie });
    expect(editV1.body.errors?.[0]?.message).toBe('Published revisions are read-only. Create a draft from this revision to change it.');
    // The database refuses it too, whatever the code path.
    await expect(t.db.pool.query(`UPDATE revisions SET document = '{}' WHERE id = $1`, [v1Id])).rejects.toThrow(/frozen/);

    await add(draft, 'component', { name: 'Dice', kind: 'die' });
    expect(
      (await t.graphql<{ publishRevision: { name: string } }>(publish, { g: game.id }, { cookie: owner.cookie })).body.data?.publishRevision
        .name,
    ).toBe('v2');
    const restored = await t.graphql<{ createDraftFromRevision: { name: string; document: { components: Array<{ name: string }> } } }>(
      'mutation ($r: ID!) { createDraftFromRevision(revisionId: $r) { name document } }',
      { r: v1Id },
      { cookie: owner.cookie },
    );
    expect(restored.body.data?.createDraftFromRevision.name).toBe('draft');
    expect(restored.body.data?.createDraftFromRevision.document.components.map((c) => c.name)).toEqual(['Meeple']);
    const names = (
      await t.graphql<{ game: { revisions: Array<{ name: string }> } }>(
        GAME,
        { u: owner.input.userName, g: game.gameName },
        { cookie: owner.cookie },
      )
    ).body.data?.game.revisions.map((r) => r.name);
    expect(names).toEqual(['draft', 'v2', 'v1']);
  });

  it('refuses publishing by someone other than the owner', async () => {
    const game = await createGame('Not Yours', { visibility: 'PUBLIC' });
    const result = await t.graphql(
      'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }',
      { g: game.id },
      { cookie: stranger.cookie },
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
