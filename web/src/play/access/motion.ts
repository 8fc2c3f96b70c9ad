import { useSyncExternalStore } from 'react';

// Less motion at the table: dice show their number without tumbling, and other people's drags jump to
// where they are instead of gliding. On when the system asks for it (prefers-reduced-motion) or when the
// person turns it on in the room; kept in this browser.

const KEY = 'tablecraft.reduceMotion';
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function systemAsks(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether the table should move as little as it can now. */
export function reduceMotion(): boolean {
  return stored() || systemAsks();
}

/** Whether the person turned less motion on here (the system's wish is kept apart: it cannot be turned off here). */
export function motionTurnedDown(): boolean {
  return stored();
}

/** Turns the room's own "less motion" on or off. */
export function setMotionTurnedDown(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(KEY, 'on');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // A browser that keeps nothing still gets less motion for this page.
  }
  for (const listener of listeners) listener();
}

/** The room's setting, re-rendering when it changes. */
export function useMotionTurnedDown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stored,
    () => false,
  );
}
