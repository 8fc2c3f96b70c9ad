import type { ReactNode } from 'react';
import {
  autoHides,
  DEFAULT_TOAST_DURATION_MS,
  TOAST_ANIMATION_MS,
  toastReducer,
  type Toast,
  type ToastAction,
  type ToastVariant,
} from './toast-state.ts';

/** What a caller gives to show a toast; everything but the content has a default. */
export interface ToastInput {
  content: ReactNode;
  /** Reusing an id replaces that toast's content and restarts its timer (e.g. "Saving…" → "Saved"). */
  id?: string;
  /** Milliseconds before it hides; NO_AUTO_HIDE (-1) keeps it until dismissed. Default 3000. */
  duration?: number;
  /** Default "info". */
  variant?: ToastVariant;
}

/** The timer functions the store uses; injectable so tests and other hosts can drive time. */
export interface Clock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  /** The current toasts, oldest first; a new array after every change (for useSyncExternalStore). */
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast (or replaces the one with the same id) and returns its id. */
  show: (toast: ToastInput) => string;
  /** Hides a toast by id; it is removed after its exit animation. Unknown or already hidden ids are ignored. */
  dismiss: (id: string) => void;
  /** Cancels every timer (when the provider unmounts). */
  destroy: () => void;
}

const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Holds the toasts and their timers: each toast hides after its duration, and a hidden toast is removed
 * once its exit animation has had TOAST_ANIMATION_MS to run.
 */
export function createToastStore(clock: Clock = systemClock): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const hideTimers = new Map<string, unknown>();
  const removeTimers = new Map<string, unknown>();

  const dispatch = (action: ToastAction) => {
    const next = toastReducer(toasts, action);
    if (next === toasts) return;
    toasts = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = (timers: Map<string, unknown>, id: string) => {
    if (!timers.has(id)) return;
    clock.clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const dismiss = (id: string) => {
    clearTimer(hideTimers, id);
    if (!toasts.some((toast) => toast.id === id && toast.visible)) return;
    dispatch({ type: 'hide', id });
    removeTimers.set(
      id,
      clock.setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_ANIMATION_MS),
    );
  };

  return {
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: ({ content, id = `toast-${nextId++}`, duration = DEFAULT_TOAST_DURATION_MS, variant = 'info' }) => {
      // A replaced toast starts over: no pending hide from its old duration, no pending removal if it was leaving.
      clearTimer(hideTimers, id);
      clearTimer(removeTimers, id);
      dispatch({ type: 'show', toast: { id, content, duration, variant } });
      if (autoHides(duration))
        hideTimers.set(
          id,
          clock.setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    dismiss,
    destroy: () => {
      for (const handle of [...hideTimers.values(), ...removeTimers.values()]) clock.clearTimeout(handle);
      hideTimers.clear();
      removeTimers.clear();
      listeners.clear();
    },
  };
}
