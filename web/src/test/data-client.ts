// The data layer's tests: the app's client against a fake API. Its documents are not the app's, so they live
// here, outside the documents-match-schema check.
import { vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient, type CreateApolloClientOptions } from '../graphql/client.ts';

/** A query and a mutation of the shapes the app sends, for the data layer's tests. */
export const GAME_QUERY = gql`
  query DataLayerGame($gameName: String!) {
    game(gameName: $gameName) {
      id
      title
    }
  }
`;

export const RENAME_MUTATION = gql`
  mutation DataLayerRename($gameName: String!) {
    renameGame(gameName: $gameName) {
      id
      title
    }
  }
`;

export const GAME = { data: { game: { __typename: 'Game', id: 'g1', title: 'Chess' } } };
export const RENAMED = { data: { renameGame: { __typename: 'Game', id: 'g1', title: 'Chess' } } };

/** One canned HTTP answer. */
export function answer(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

/** A fetch that gives the answers in turn (the last one from then on), recording each request. */
export function scriptedFetch(...answers: Array<() => Response | Promise<Response>>) {
  let call = 0;
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!next) throw new Error('scriptedFetch needs at least one answer');
    return next();
  });
}

/** The app's client against a fake API. */
export function testClient(fetch: typeof globalThis.fetch, options: CreateApolloClientOptions = {}) {
  return createApolloClient({ apiUrl: 'http://api.test', fetch, slowConnection: () => false, ...options });
}
