import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateOnFocus } from './focus-revalidation.ts';
import { answer, GAME, GAME_QUERY, scriptedFetch, testClient } from '../test/data-client.ts';

describe('revalidation on focus', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function watching() {
    const refetchQueries = vi.fn(() => Promise.resolve([]));
    stop = revalidateOnFocus({ refetchQueries } as never);
    return refetchQueries;
  }

  it('reads the page’s queries again when the window regains focus, at most once every 5 s', async () => {
    const refetchQueries = watching();
    window.dispatchEvent(new Event('focus'));
    expect(refetchQueries).toHaveBeenCalledTimes(1);
    expect(refetchQueries).toHaveBeenCalledWith({ include: 'active' });
    await vi.advanceTimersByTimeAsync(4_999);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refetchQueries).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refetchQueries).toHaveBeenCalledTimes(2);
  });

  it('stops listening when told to', () => {
    const refetchQueries = watching();
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(refetchQueries).not.toHaveBeenCalled();
  });

  it('sends one request per query on screen, once, for a focus and a visibility change together', async () => {
    const fetch = scriptedFetch(() => answer(GAME));
    const client = testClient(fetch);
    const subscription = client
      .watchQuery({ query: GAME_QUERY, variables: { gameName: 'chess' }, fetchPolicy: 'cache-and-network' })
      .subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop = revalidateOnFocus(client);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });
});
