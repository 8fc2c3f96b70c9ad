import type { APIRequestContext } from 'playwright-core';
import { COMPLETE_SIGN_UP, SIGN_UP, SIGN_UP_LINK, newUserInput, waitForMail } from '../testing/accounts.ts';
import { randomIp } from '../testing/addresses.ts';

// Games and rooms for the play journeys and the canvas benchmark, seeded through the public GraphQL API
// with each person's browser context (so the session cookie lands in the browser that plays).

/** One GraphQL call with a browser context's cookies; throws with the errors when it fails. */
export async function graphql<T>(
  request: APIRequestContext,
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`${apiUrl}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...headers },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Signs a new person up in a browser context as a person does: asks for the link, reads it from the mail
 * the product wrote into its data folder, and opens it with the password chosen. The context is then logged in as them.
 */
export async function signUpIn(request: APIRequestContext, product: { apiUrl: string; dataDir: string }, name: string) {
  const input = newUserInput({ name });
  // Each person signs up from an address of their own (the test product trusts one proxy hop), so a run's
  // many sign-ups are not one address's flood.
  const from = { 'x-forwarded-for': randomIp() };
  await graphql(request, product.apiUrl, SIGN_UP, { input }, from);
  const [, token] = await waitForMail(product.dataDir, input.email, SIGN_UP_LINK);
  const data = await graphql<{ completeSignUp: { id: string; userName: string } }>(
    request,
    product.apiUrl,
    COMPLETE_SIGN_UP,
    { token, password: input.password },
    from,
  );
  return { ...input, id: data.completeSignUp.id };
}

export interface TableShape {
  /** Cards in the deck (face down, shuffled by nobody yet). */
  deckCards: number;
  /** Face-up cards laid on the table in rows. */
  tableCards: number;
  /** Extra containers (bags) on the table, besides the deck. */
  containers: number;
  /** Round tokens on the table. */
  tokens: number;
}

/**
 * A game document: two seats, a table with a deck (a container of numbered cards), face-up cards, a die,
 * a score counter, a discard pile that turns cards face up, and guides.
 */
export function tableDocument(shape: TableShape) {
  const cardCount = shape.deckCards + shape.tableCards;
  const objects: Array<Record<string, unknown>> = [
    { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 150, y: 150, rotation: 0 }, faceUp: false },
    { id: 'die', componentId: 'die', placement: { type: 'surface', surfaceId: 'table', x: 1350, y: 150, rotation: 0 }, faceUp: true },
    { id: 'score', componentId: 'score', placement: { type: 'surface', surfaceId: 'table', x: 1350, y: 300, rotation: 0 }, faceUp: true },
  ];
  for (let i = 0; i < shape.deckCards; i++)
    objects.push({
      id: `deck-card-${i}`,
      componentId: 'card',
      variantId: `card-${i}`,
      placement: { type: 'object', parentId: 'deck', order: i },
      faceUp: false,
    });
  // A few cards lie apart; a thousand overlap in rows like a spread-out game.
  const [spacingX, spacingY] = shape.tableCards > 40 ? [25, 20] : [100, 140];
  for (let i = 0; i < shape.tableCards; i++) {
    const column = i % 40;
    const row = Math.floor(i / 40);
    objects.push({
      id: `table-card-${i}`,
      componentId: 'card',
      variantId: `card-${shape.deckCards + i}`,
      placement: { type: 'surface', surfaceId: 'table', x: 400 + column * spacingX, y: 420 + row * spacingY, rotation: 0 },
      faceUp: true,
    });
  }
  for (let i = 0; i < shape.containers; i++)
    objects.push({
      id: `bag-${i}`,
      componentId: 'bag',
      placement: { type: 'surface', surfaceId: 'table', x: 150 + i * 110, y: 900, rotation: 0 },
      faceUp: false,
    });
  for (let i = 0; i < shape.tokens; i++)
    objects.push({
      id: `token-${i}`,
      componentId: 'token',
      variantId: 'token-face',
      placement: { type: 'surface', surfaceId: 'table', x: 1500 + (i % 10) * 40, y: 200 + Math.floor(i / 10) * 40, rotation: 0 },
      faceUp: true,
    });
  return {
    formatVersion: 3,
    surfaces: [{ id: 'table', name: 'Table', width: shape.tokens > 0 ? 2000 : 1600, height: 1000, background: { color: '#2f5d46' } }],
    seats: [
      { id: 'north', name: 'North', color: '#dc2626', order: 0 },
      { id: 'south', name: 'South', color: '#2563eb', order: 1 },
    ],
    components: [
      {
        id: 'card',
        name: 'Card',
        kind: 'tile',
        width: 80,
        height: 120,
        orientations: 4,
        flipAxis: 'horizontal',
        faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
      },
      {
        id: 'deck',
        name: 'Deck',
        kind: 'container',
        width: 100,
        height: 140,
        orientations: 2,
        container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
      },
      {
        id: 'bag',
        name: 'Bag',
        kind: 'container',
        width: 90,
        height: 90,
        orientations: 2,
        container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
      },
      { id: 'die', name: 'Die', kind: 'die', width: 60, height: 60, orientations: 4, sides: 6 },
      { id: 'score', name: 'Score', kind: 'counter', width: 120, height: 50, orientations: 2, counter: { initial: 0, min: 0, max: 99 } },
      {
        id: 'token',
        name: 'Token',
        kind: 'tile',
        width: 32,
        height: 32,
        orientations: 2,
        flipAxis: 'horizontal',
        faces: { front: { background: '#f59e0b' }, back: { background: '#78350f' } },
      },
    ],
    fields: [
      {
        id: 'rank',
        name: 'Rank',
        componentId: 'card',
        face: 'front',
        type: 'text',
        x: 6,
        y: 8,
        width: 68,
        height: 44,
        style: { fontFamily: 'sans-serif', fontSize: 16, color: '#0f172a', align: 'center', wrap: true, bold: true },
      },
    ],
    variants: [
      ...Array.from({ length: cardCount }, (_, i) => ({
        id: `card-${i}`,
        name: `Card ${i + 1}`,
        componentId: 'card',
        values: { rank: `Card ${i + 1}` },
      })),
      { id: 'token-face', name: 'Token', componentId: 'token', values: {} },
    ],
    objects,
    dropzones: [
      {
        id: 'discard',
        name: 'Discard',
        parent: { type: 'surface', surfaceId: 'table' },
        x: 315,
        y: 155,
        width: 110,
        height: 150,
        layout: { type: 'stack' },
        viewPolicy: 'everyone',
        faceUpOnDrop: true,
        order: 0,
      },
    ],
    guides: [{ id: 'rules', name: 'Rules', markdown: '# How to play\n\nDraw a card, **play one**, and pass the turn.', order: 0 }],
    anchors: [],
    assets: [],
    scripts: [],
  };
}

/** Creates a public game with a document, publishes it and opens a room; returns where to play. */
export async function seedRoom(request: APIRequestContext, apiUrl: string, document: ReturnType<typeof tableDocument>) {
  const title = `Table ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createGame: game } = await graphql<{ createGame: { id: string; gameName: string; owner: { userName: string } } }>(
    request,
    apiUrl,
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName owner { userName } } }',
    { input: { title, visibility: 'PUBLIC' } },
  );
  const draft = await graphql<{ game: { revision: { id: string; version: number } } }>(
    request,
    apiUrl,
    'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }',
    { u: game.owner.userName, g: game.gameName },
  );
  await graphql(
    request,
    apiUrl,
    'mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }',
    { r: draft.game.revision.id, v: draft.game.revision.version, d: document },
  );
  await graphql(request, apiUrl, 'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id });
  return { title, game, ...(await openRoom(request, apiUrl, game)) };
}

/** Opens another room of a published game (as its owner, or anyone allowed to); returns where to play. */
export async function openRoom(
  request: APIRequestContext,
  apiUrl: string,
  game: { id: string; gameName: string; owner: { userName: string } },
) {
  const { createRoom: room } = await graphql<{ createRoom: { id: string; code: string } }>(
    request,
    apiUrl,
    'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
    { g: game.id },
  );
  return { room, path: `/@${game.owner.userName}/${game.gameName}/play/${room.code}` };
}
