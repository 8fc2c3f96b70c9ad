import type { TestApi } from './api.ts';
import { signUpUser } from './accounts.ts';

/**
 * A published public game with a face-down deck of six unique cards, a die and a discard pile,
 * a room on it, and two players: the setup most room tests start from.
 */
export async function createCardRoom(
  t: TestApi,
  options: {
    visibility?: 'PUBLIC' | 'UNLISTED' | 'PRIVATE';
    scripts?: Array<{ id: string; name: string; source: string }>;
    deckButtons?: Array<{ id: string; label: string }>;
    /** The deck is shuffled when a room opens (the author's "shuffled at start"). */
    shuffleAtStart?: boolean;
  } = {},
) {
  const alice = await signUpUser(t);
  const bob = await signUpUser(t);
  const created = await t.graphql<{ createGame: { id: string; gameName: string } }>(
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }',
    {
      input: {
        title: `Cards ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        visibility: options.visibility ?? 'PUBLIC',
      },
    },
    { cookie: alice.cookie },
  );
  const game = created.body.data!.createGame;
  const draft = await t.graphql<{
    game: { revision: { id: string; version: number; document: Record<string, unknown> & { surfaces: Array<{ id: string }> } } };
  }>(
    'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version document } } }',
    { u: alice.input.userName, g: game.gameName },
    { cookie: alice.cookie },
  );
  const revision = draft.body.data!.game.revision;
  const surfaceId = revision.document.surfaces[0]!.id;
  const cards = Array.from({ length: 6 }, (_, i) => i);
  const document = {
    ...revision.document,
    components: [
      {
        id: 'card',
        name: 'Card',
        kind: 'tile',
        width: 60,
        height: 90,
        orientations: 4,
        flipAxis: 'horizontal',
        faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
      },
      {
        id: 'deck',
        name: 'Deck',
        kind: 'container',
        width: 70,
        height: 100,
        orientations: 2,
        container: { viewPolicy: 'nobody', layout: { type: 'stack' }, ...(options.shuffleAtStart ? { shuffleAtStart: true } : {}) },
        ...(options.deckButtons ? { buttons: options.deckButtons } : {}),
      },
      { id: 'die', name: 'Die', kind: 'die', width: 40, height: 40, orientations: 4, sides: 6 },
    ],
    variants: cards.map((i) => ({ id: `secret-${i}`, name: `Card ${i}`, componentId: 'card', values: {} })),
    objects: [
      { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId, x: 100, y: 100, rotation: 0 }, faceUp: false },
      { id: 'die', componentId: 'die', placement: { type: 'surface', surfaceId, x: 400, y: 100, rotation: 0 }, faceUp: true },
      ...cards.map((i) => ({
        id: `c${i}`,
        componentId: 'card',
        variantId: `secret-${i}`,
        placement: { type: 'object', parentId: 'deck', order: i },
        faceUp: false,
      })),
    ],
    ...(options.scripts ? { scripts: options.scripts } : {}),
    dropzones: [
      {
        id: 'discard',
        name: 'Discard',
        parent: { type: 'surface', surfaceId },
        x: 285,
        y: 150,
        width: 70,
        height: 100,
        layout: { type: 'stack' },
        viewPolicy: 'everyone',
        faceUpOnDrop: true,
        order: 0,
      },
    ],
  };
  const saved = await t.graphql(
    'mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }',
    { r: revision.id, v: revision.version, d: document },
    { cookie: alice.cookie },
  );
  if (saved.body.errors) throw new Error(JSON.stringify(saved.body.errors));
  await t.graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, { cookie: alice.cookie });
  const room = await t.graphql<{ createRoom: { id: string; code: string } }>(
    'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
    { g: game.id },
    { cookie: alice.cookie },
  );
  if (!room.body.data) throw new Error(JSON.stringify(room.body.errors));
  return { alice, bob, game, room: room.body.data.createRoom };
}
