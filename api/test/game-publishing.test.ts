import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const CREATE_GAME = 'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }';
const DRAFT = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }';
const ADD_SEAT = 'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: seat, input: $i) { id } }';
const PUBLISH = 'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }';
const CREATE_ROOM = 'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }';
const OPEN_ROOMS = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { viewerOpenRooms { code } } }';

async function createGame(user: User, title: string) {
  const created = await t.graphql<{ createGame: { id: string; gameName: string } }>(
    CREATE_GAME,
    { input: { title, visibility: 'PUBLIC' } },
    { cookie: user.cookie },
  );
  if (!created.body.data) throw new Error(JSON.stringify(created.body.errors));
  return created.body.data.createGame;
}

/** Gives the game's draft `count` seats (a new game has 2). */
async function seatGame(user: User, gameName: string, count: number) {
  for (let order = 2; order < count; order++) {
    const draft = (
      await t.graphql<{ game: { revision: { id: string; version: number } } }>(
        DRAFT,
        { u: user.input.userName, g: gameName },
        { cookie: user.cookie },
      )
    ).body.data!.game.revision;
    const added = await t.graphql(
      ADD_SEAT,
      { r: draft.id, v: draft.version, i: { name: `Player ${order + 1}`, color: '#334155', order } },
      { cookie: user.cookie },
    );
    expect(added.body.errors).toBeUndefined();
  }
}

describe('publishing within the plan', () => {
  it("refuses to publish more seats than the Free plan's rooms hold, saying why, and publishes at the edge", async () => {
    const author = await signUpUser(t);
    const game = await createGame(author, 'Big Table');
    await seatGame(author, game.gameName, 8);
    expect((await t.graphql(PUBLISH, { g: game.id }, { cookie: author.cookie })).body.errors).toBeUndefined();
    // The game page tells how many can play from the published revision.
    const page = await t.graphql<{ game: { latestPublished: { seatCount: number } } }>(
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { latestPublished { seatCount } } }',
      { u: author.input.userName, g: game.gameName },
    );
    expect(page.body.data?.game.latestPublished.seatCount).toBe(8);

    await seatGame(author, game.gameName, 9);
    const over = await t.graphql(PUBLISH, { g: game.id }, { cookie: author.cookie });
    expect(over.body.errors?.[0]).toMatchObject({
      message: 'The Free plan allows 8 seats per room. Remove seats from the game or upgrade to Pro for 20.',
      extensions: { code: 'PLAN_LIMIT', limit: 'maxSeatsPerRoom', max: 8 },
    });
    const { rows } = await t.db.pool.query('SELECT name FROM revisions WHERE game_id = $1 AND number IS NOT NULL', [game.id]);
    expect(rows.map((row) => row.name)).toEqual(['v1']);

    // Pro lifts it.
    await t.db.pool.query(`UPDATE users SET plan_id = 'pro' WHERE id = $1`, [author.id]);
    expect(
      (await t.graphql<{ publishRevision: { name: string } }>(PUBLISH, { g: game.id }, { cookie: author.cookie })).body.data
        ?.publishRevision.name,
    ).toBe('v2');
  });
});

describe('public lists', () => {
  it('list a public game on the home page and its profile only once a revision is published', async () => {
    const author = await signUpUser(t);
    const visitorView = async () => {
      const home = await t.graphql<{ publicGames: { games: Array<{ id: string }>; total: number } }>(
        '{ publicGames(search: "Unfinished Maze") { games { id } total } }',
      );
      const profile = await t.graphql<{ userGames: Array<{ id: string }> }>('query ($u: String!) { userGames(userName: $u) { id } }', {
        u: author.input.userName,
      });
      return {
        home: home.body.data!.publicGames.games.map((g) => g.id),
        total: home.body.data!.publicGames.total,
        profile: profile.body.data!.userGames.map((g) => g.id),
      };
    };
    const game = await createGame(author, 'Unfinished Maze');
    expect(await visitorView()).toEqual({ home: [], total: 0, profile: [] });
    // Its author still finds it among their own games.
    const own = await t.graphql<{ userGames: Array<{ id: string }> }>(
      'query ($u: String!) { userGames(userName: $u) { id } }',
      { u: author.input.userName },
      { cookie: author.cookie },
    );
    expect(own.body.data?.userGames.map((g) => g.id)).toEqual([game.id]);

    await t.graphql(PUBLISH, { g: game.id }, { cookie: author.cookie });
    expect(await visitorView()).toEqual({ home: [game.id], total: 1, profile: [game.id] });
  });
});

describe("a game's open rooms", () => {
  it('lists the open rooms the viewer hosts or played in, not strangers’ rooms nor closed ones', async () => {
    const host = await signUpUser(t);
    const stranger = await signUpUser(t);
    const game = await createGame(host, 'Room Finder');
    await t.graphql(PUBLISH, { g: game.id }, { cookie: host.cookie });
    const room = (await t.graphql<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: game.id }, { cookie: host.cookie })).body
      .data!.createRoom;
    const openRooms = async (cookie?: string) =>
      (
        await t.graphql<{ game: { viewerOpenRooms: Array<{ code: string }> } }>(
          OPEN_ROOMS,
          { u: host.input.userName, g: game.gameName },
          cookie ? { cookie } : {},
        )
      ).body.data!.game.viewerOpenRooms.map((r) => r.code);

    expect(await openRooms(host.cookie)).toEqual([room.code]);
    expect(await openRooms(stranger.cookie)).toEqual([]);
    expect(await openRooms()).toEqual([]);

    await t.graphql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: room.id }, { cookie: host.cookie });
    expect(await openRooms(host.cookie)).toEqual([]);
  });
});
