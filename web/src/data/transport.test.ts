import { describe, expect, it, vi } from 'vitest';
import { errorCode, errorMessage } from '../graphql/errors.ts';
import { submitFailureFrom } from '../forms/server-errors.ts';
import { answer, GAME, GAME_QUERY, RENAME_MUTATION, RENAMED, scriptedFetch, testClient } from '../test/data-client.ts';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('queries as GET when configured', () => {
  it('sends queries as GET with the operation in the address, and mutations as POST', async () => {
    const fetch = scriptedFetch(
      () => answer(GAME),
      () => answer(RENAMED),
    );
    const client = testClient(fetch, { useGetForQueries: true });
    await client.query({ query: GAME_QUERY, variables: { gameName: 'chess' } });
    await client.mutate({ mutation: RENAME_MUTATION, variables: { gameName: 'chess' } });

    const [queryUrl, queryInit] = fetch.mock.calls[0] ?? [];
    expect(queryInit?.method).toBe('GET');
    expect(queryInit?.body).toBeUndefined();
    const address = new URL(String(queryUrl));
    expect(address.pathname).toBe('/graphql');
    expect(address.searchParams.get('operationName')).toBe('DataLayerGame');
    expect(JSON.parse(address.searchParams.get('variables') ?? '')).toEqual({ gameName: 'chess' });
    // Apollo Server's CSRF prevention lets a GET through only with a header a simple request cannot carry.
    expect(new Headers(queryInit?.headers).get('content-type')).toBe('application/json');
    expect(queryInit?.credentials).toBe('include');

    const [mutationUrl, mutationInit] = fetch.mock.calls[1] ?? [];
    expect(mutationInit?.method).toBe('POST');
    expect(String(mutationUrl)).toBe('http://api.test/graphql');
    expect(JSON.parse(String(mutationInit?.body))).toMatchObject({ operationName: 'DataLayerRename' });
  });

  it('sends everything as POST by default', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    await testClient(fetch, { useGetForQueries: false }).query({ query: GAME_QUERY, variables: { gameName: 'chess' } });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});

describe('spec section 8: an HTTP status of 300 or above', () => {
  const refusal = {
    errors: [
      {
        message: 'The server’s own wording',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'input.title': 'Title holds a character that cannot be stored.' } },
      },
    ],
  };

  /** The error a query ends with, after any retries (a status of 500 or above is retried). */
  async function queryError(response: () => Response) {
    vi.useFakeTimers();
    try {
      const result = testClient(scriptedFetch(response))
        .query({ query: GAME_QUERY, variables: { gameName: 'chess' }, fetchPolicy: 'network-only' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      await vi.runAllTimersAsync();
      return await result;
    } finally {
      vi.useRealTimers();
    }
  }

  it.each([302, 400, 500])('reads "Received status code %i" for a GraphQL response body too', async (status) => {
    const error = await queryError(() => answer(refusal, status, GRAPHQL_RESPONSE));
    expect(errorMessage(error)).toBe(`Response not successful: Received status code ${status}`);
  });

  it('and for a plain JSON body', async () => {
    expect(errorMessage(await queryError(() => answer(refusal, 500)))).toBe('Response not successful: Received status code 500');
  });

  it('keeps the error code and the field messages for forms', async () => {
    const error = await queryError(() => answer(refusal, 400, GRAPHQL_RESPONSE));
    expect(errorCode(error)).toBe('BAD_USER_INPUT');
    expect(submitFailureFrom(error)).toEqual({
      fieldErrors: { 'input.title': 'Title holds a character that cannot be stored.' },
      message: 'Response not successful: Received status code 400',
    });
  });

  it('leaves a 200 GraphQL response’s errors in the server’s words', async () => {
    const error = await queryError(() => answer({ data: null, errors: [{ message: 'Game not found.' }] }, 200, GRAPHQL_RESPONSE));
    expect(errorMessage(error)).toBe('Game not found.');
  });
});
