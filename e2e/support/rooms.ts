import type { APIRequestContext, Page } from 'playwright-core';
import { graphql, openRoom, tableDocument } from '../../bench/canvas-fixtures.ts';

// Rooms for the play journeys that need more than bench/canvas-fixtures.ts's public game.

/** A private game with one published revision and an open room; only its owner and listed players may play. */
export async function seedPrivateRoom(request: APIRequestContext, apiUrl: string, document: ReturnType<typeof tableDocument>) {
  const title = `Private ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createGame: game } = await graphql<{ createGame: { id: string; gameName: string; owner: { userName: string } } }>(
    request,
    apiUrl,
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName owner { userName } } }',
    { input: { title, visibility: 'PRIVATE' } },
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

/** Counts the ops a page receives that change a piece: to check a move was applied exactly once. */
export function countOpsOn(page: Page, pieceId: () => string | null): { count: () => number } {
  let count = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const id = pieceId();
      if (!id || typeof payload !== 'string' || !payload.startsWith('{"kind":"op"')) return;
      const message = JSON.parse(payload) as { changes?: { pieces?: Record<string, unknown> } };
      if (message.changes?.pieces && id in message.changes.pieces) count += 1;
    }),
  );
  return { count: () => count };
}

/**
 * A table with a crowded corner, as many games lay one out: a deck carrying the author's "Draw for
 * everyone" button, a die and a score just under it, five cards played beside them and a bag at the bottom.
 */
export function crowdedCorner(): ReturnType<typeof tableDocument> {
  const base = tableDocument({ deckCards: 10, tableCards: 5, containers: 1, tokens: 0 });
  const place = (id: string, x: number, y: number) => (object: (typeof base.objects)[number]) =>
    object.id === id ? { ...object, placement: { ...(object.placement as Record<string, unknown>), x, y } } : object;
  return {
    ...base,
    components: base.components.map((component) =>
      component.id === 'deck' ? { ...component, buttons: [{ id: 'draw-all', label: 'Draw for everyone' }] } : component,
    ),
    objects: base.objects.map(place('die', 150, 420)).map(place('score', 150, 540)),
  } as ReturnType<typeof tableDocument>;
}
