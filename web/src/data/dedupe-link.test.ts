import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, GAME, GAME_QUERY, RENAME_MUTATION, RENAMED, scriptedFetch, testClient } from '../test/data-client.ts';

describe('the 2 s deduping interval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fetchGame = (client: ReturnType<typeof testClient>, gameName = 'chess') =>
    client.query({ query: GAME_QUERY, variables: { gameName }, fetchPolicy: 'network-only' });

  it('answers an identical query started within 2 s with the first one’s answer', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    await fetchGame(client);
    await vi.advanceTimersByTimeAsync(1_999);
    expect((await fetchGame(client)).data).toEqual(GAME.data);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers a second part of the page that mounts the same query a moment later', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    const options = { query: GAME_QUERY, variables: { gameName: 'chess' }, fetchPolicy: 'network-only' } as const;
    const first = client.watchQuery(options).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    const second = client.watchQuery(options);
    const seen = new Promise((resolve) => second.subscribe((result) => result.data && resolve(result.data)));
    expect(await seen).toEqual(GAME.data);
    expect(fetch).toHaveBeenCalledTimes(1);
    first.unsubscribe();
  });

  it('asks again once 2 s have passed', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    await fetchGame(client);
    await vi.advanceTimersByTimeAsync(2_000);
    await fetchGame(client);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells different variables apart', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    await fetchGame(client, 'chess');
    await fetchGame(client, 'go');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again after a mutation, which may have changed the answer', async () => {
    const fetch = scriptedFetch(
      () => answer(GAME),
      () => answer(RENAMED),
      () => answer(GAME),
    );
    const client = testClient(fetch);
    await fetchGame(client);
    await client.mutate({ mutation: RENAME_MUTATION, variables: { gameName: 'chess' } });
    await fetchGame(client);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again for a page’s refetch() and for queryDeduplication: false', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    const watched = client.watchQuery({ query: GAME_QUERY, variables: { gameName: 'chess' }, fetchPolicy: 'network-only' });
    const subscription = watched.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await watched.refetch();
    expect(fetch).toHaveBeenCalledTimes(2);
    await client.query({
      query: GAME_QUERY,
      variables: { gameName: 'chess' },
      fetchPolicy: 'network-only',
      context: { queryDeduplication: false },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    subscription.unsubscribe();
  });

  it('does not share a failure: the next identical query asks again', async () => {
    const fetch = scriptedFetch(
      () => answer({ errors: [{ message: 'Refused' }] }, 400),
      () => answer(GAME),
    );
    const client = testClient(fetch);
    await expect(fetchGame(client)).rejects.toThrow('Response not successful: Received status code 400');
    expect((await fetchGame(client)).data).toEqual(GAME.data);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
