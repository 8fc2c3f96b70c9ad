import { useSyncExternalStore } from 'react';

// Images for canvas nodes, loaded once per URL and shared by every node that draws them: a deck of
// 1,000 cards with one back image makes one request and holds one bitmap.

type Entry = { image: HTMLImageElement; loaded: boolean; listeners: Set<() => void> };
const entries = new Map<string, Entry>();

/**
 * Waits before asking again for an image that failed: art just uploaded (or made from a template) is
 * answered 404 until the worker has made its renditions, a few seconds later. Doubling, then given up.
 */
export const IMAGE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

function entryFor(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    const image = new window.Image();
    const created: Entry = { image, loaded: false, listeners: new Set() };
    let failures = 0;
    image.onload = () => {
      created.loaded = true;
      for (const listener of created.listeners) listener();
    };
    image.onerror = () => {
      const delay = IMAGE_RETRY_DELAYS_MS[failures++];
      // A new address each time, so no cache answers with the earlier failure.
      if (delay !== undefined) setTimeout(() => (image.src = `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`), delay);
    };
    image.src = url;
    entries.set(url, created);
    entry = created;
  }
  return entry;
}

/** The loaded image at `url`, or undefined while it loads, fails, or when there is no URL. */
export function useCanvasImage(url: string | null | undefined): HTMLImageElement | undefined {
  return useSyncExternalStore(
    (listener) => {
      if (!url) return () => undefined;
      const entry = entryFor(url);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => {
      if (!url) return undefined;
      const entry = entryFor(url);
      return entry.loaded ? entry.image : undefined;
    },
  );
}

/** For tests: forgets every image loaded so far, as a new page load does. */
export function forgetCanvasImagesForTests(): void {
  entries.clear();
}
