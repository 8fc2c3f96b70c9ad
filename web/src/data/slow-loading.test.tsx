import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, render } from '../test/render.tsx';
import { Loading } from '../shell/loading.tsx';
import { SLOW_LOADING_MESSAGE, useSlowLoading } from './slow-loading.ts';

function Probe({ loading, slowConnection }: { loading: boolean; slowConnection: boolean }) {
  const slow = useSlowLoading(loading, () => slowConnection);
  return <p>{loading ? (slow ? 'slow' : 'loading') : 'loaded'}</p>;
}

describe('the loading-slow signal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
  });

  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('turns on after 3 s of loading and off when the data arrives', async () => {
    const { container, rerender } = await render(<Probe loading slowConnection={false} />);
    await wait(2_999);
    expect(container.textContent).toBe('loading');
    await wait(1);
    expect(container.textContent).toBe('slow');
    await rerender(<Probe loading={false} slowConnection={false} />);
    expect(container.textContent).toBe('loaded');
    // A new load counts from its own start.
    await rerender(<Probe loading slowConnection={false} />);
    expect(container.textContent).toBe('loading');
  });

  it('waits 5 s on a slow connection', async () => {
    const { container } = await render(<Probe loading slowConnection />);
    await wait(4_999);
    expect(container.textContent).toBe('loading');
    await wait(1);
    expect(container.textContent).toBe('slow');
  });

  it('shows a skeleton and what is loading at once, and says it is slow after 3 s', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
    const { container } = await render(<Loading label="Loading the game…" />);
    const status = container.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.loading-skeleton')).not.toBeNull();
    expect(status?.textContent).toBe('Loading the game…');
    await wait(3_000);
    expect(status?.textContent).toBe(`Loading the game…${SLOW_LOADING_MESSAGE}`);
    Reflect.deleteProperty(navigator, 'connection');
  });
});
