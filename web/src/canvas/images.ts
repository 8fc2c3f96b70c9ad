import { useSyncExternalStore } from 'react';

// Images for canvas nodes, loaded once per URL and shared by every node that draws them: a deck of
// 1,000 cards with one back image makes one request and holds one bitmap.

type Entry = { image: HTMLImageElement; loaded: boolean; listeners: Set<() => void> };
const entries = new Map<string, Entry>();

function entryFor(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    const image = new window.Image();
    const created: Entry = { image, loaded: false, listeners: new Set() };
    image.onload = () => {
      created.loaded = true;
      for (const listener of created.listeners) listener();
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
