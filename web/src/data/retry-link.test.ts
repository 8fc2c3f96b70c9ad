import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_RETRIES, queryRetryDelayMs } from './retry-link.ts';
import { answer, GAME, GAME_QUERY, RENAME_MUTATION, RENAMED, scriptedFetch, testClient } from '../test/data-client.ts';

const serverFault = () => answer('<html>Bad gateway</html>', 502, 'text/html');

describe('queryRetryDelayMs', () => {
  it('waits 5 s, then twice as long each time; 10 s first on a slow connection', () => {
    expect([1, 2, 3].map((retry) => queryRetryDelayMs(retry, false))).toEqual([5_000, 10_000, 20_000]);
    expect([1, 2, 3].map((retry) => queryRetryDelayMs(retry, true))).toEqual([10_000, 20_000, 40_000]);
  });
});

describe('query retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts a query and records when each request reached the API, in ms from the start. */
  function run(fetch: ReturnType<typeof scriptedFetch>, slow = false) {
    const start = Date.now();
    const sentAt: number[] = [];
    const client = testClient(
      async (url, init) => {
        sentAt.push(Date.now() - start);
        return fetch(url, init);
      },
      { slowConnection: () => slow },
    );
    const result = client.query({ query: GAME_QUERY, variables: { gameName: 'chess' }, fetchPolicy: 'network-only' }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { sentAt, result };
  }

  it('tries a failed query again after 5 s, then 10 s, and gives the answer', async () => {
    const { sentAt, result } = run(scriptedFetch(serverFault, serverFault, () => answer(GAME)));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sentAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 5_000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentAt).toEqual([0, 5_000, 15_000]);
    expect(await result).toMatchObject({ value: { data: GAME.data } });
  });

  it('waits 10 s, then 20 s, on a slow connection', async () => {
    const { sentAt, result } = run(
      scriptedFetch(serverFault, serverFault, () => answer(GAME)),
      true,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sentAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(20_001);
    expect(sentAt).toEqual([0, 10_000, 30_000]);
    expect(await result).toMatchObject({ value: { data: GAME.data } });
  });

  it(`gives up after ${MAX_QUERY_RETRIES} retries and reports the failure`, async () => {
    const { sentAt, result } = run(scriptedFetch(serverFault));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sentAt).toEqual([0, 5_000, 15_000, 35_000]);
    expect(await result).toMatchObject({ error: { message: 'Response not successful: Received status code 502' } });
  });

  it('retries a network failure the same way', async () => {
    const { sentAt, result } = run(
      scriptedFetch(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => answer(GAME),
      ),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sentAt).toEqual([0, 5_000]);
    expect(await result).toMatchObject({ value: { data: GAME.data } });
  });

  it('does not retry a refusal (a status below 500)', async () => {
    const { sentAt, result } = run(scriptedFetch(() => answer({ errors: [{ message: 'Too many requests' }] }, 429, 'application/json')));
    expect(await result).toMatchObject({ error: { message: 'Response not successful: Received status code 429' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
  });

  it('never sends a mutation twice', async () => {
    const fetch = scriptedFetch(serverFault, () => answer(RENAMED));
    const client = testClient(fetch);
    const result = client.mutate({ mutation: RENAME_MUTATION, variables: { gameName: 'chess' } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await result).toMatchObject({ message: 'Response not successful: Received status code 502' });
  });
});
