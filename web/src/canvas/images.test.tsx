import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../test/render.tsx';
import { IMAGE_RETRY_DELAYS_MS, useCanvasImage } from './images.ts';

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An image element that loads only the addresses the test lets through, as a browser would report. */
class ScriptedImage {
  static created: ScriptedImage[] = [];
  static answers: (src: string) => boolean = () => true;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  requested: string[] = [];
  constructor() {
    ScriptedImage.created.push(this);
  }
  set src(value: string) {
    this.requested.push(value);
    queueMicrotask(() => (ScriptedImage.answers(value) ? this.onload?.() : this.onerror?.()));
  }
}

function Probe({ url, seen }: { url: string; seen: (loaded: boolean) => void }) {
  seen(useCanvasImage(url) !== undefined);
  return null;
}

describe('canvas images', () => {
  it('asks again for an image that failed (art the worker has not finished yet) and draws it once it loads', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', ScriptedImage);
    let attempts = 0;
    // Not there for the first two asks; there on the third.
    ScriptedImage.answers = () => ++attempts >= 3;
    const seen: boolean[] = [];
    await render(<Probe url="/files/assets/new-art/1024" seen={(loaded) => seen.push(loaded)} />);
    const image = ScriptedImage.created.at(-1)!;
    await vi.advanceTimersByTimeAsync(IMAGE_RETRY_DELAYS_MS[0]! + IMAGE_RETRY_DELAYS_MS[1]! + 10);
    expect(image.requested).toEqual([
      '/files/assets/new-art/1024',
      '/files/assets/new-art/1024?retry=1',
      '/files/assets/new-art/1024?retry=2',
    ]);
    expect(seen.at(-1)).toBe(true);
  });

  it('gives up after its last wait instead of asking forever', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', ScriptedImage);
    ScriptedImage.answers = () => false;
    await render(<Probe url="/files/assets/gone/1024" seen={() => undefined} />);
    const image = ScriptedImage.created.at(-1)!;
    await vi.advanceTimersByTimeAsync(IMAGE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) * 2);
    expect(image.requested).toHaveLength(IMAGE_RETRY_DELAYS_MS.length + 1);
  });
});
