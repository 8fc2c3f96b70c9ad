import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, type ToastStore } from './toast-store.ts';
import {
  DEFAULT_TOAST_DURATION_MS,
  NO_AUTO_HIDE,
  TOAST_ANIMATION_MS,
  TOAST_COLORS,
  TOAST_OPENING_SCALE,
  TOAST_VARIANTS,
} from './toast-state.ts';

const states = (store: ToastStore) =>
  store.getSnapshot().map((toast) => ({ id: toast.id, content: toast.content, visible: toast.visible }));

describe('toast store', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    store.destroy();
    vi.useRealTimers();
  });

  it('shows a toast, hides it after its duration, and removes it 200 ms later', () => {
    const id = store.show({ content: 'Saved', duration: 1000 });
    expect(states(store)).toEqual([{ id, content: 'Saved', visible: true }]);
    vi.advanceTimersByTime(999);
    expect(states(store)[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(states(store)).toEqual([{ id, content: 'Saved', visible: false }]);
    vi.advanceTimersByTime(TOAST_ANIMATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('defaults to 3000 ms and the info variant', () => {
    store.show({ content: 'Hello' });
    expect(store.getSnapshot()[0]).toMatchObject({ duration: 3000, variant: 'info' });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.visible).toBe(false);
  });

  it('replaces the content of a toast shown again with the same id and restarts its timer', () => {
    store.show({ content: 'Saving…', id: 'save', duration: 1000 });
    vi.advanceTimersByTime(800);
    store.show({ content: 'Saved', id: 'save', duration: 1000, variant: 'success' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: 'save', content: 'Saved', variant: 'success', visible: true });
    // The first timer would have fired at 1000 ms; the restarted one fires 1000 ms after the replacement.
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.visible).toBe(false);
  });

  it('brings a leaving toast back when it is shown again before removal', () => {
    store.show({ content: 'One', id: 'a', duration: 100 });
    vi.advanceTimersByTime(100 + TOAST_ANIMATION_MS / 2);
    expect(store.getSnapshot()[0]?.visible).toBe(false);
    store.show({ content: 'Two', id: 'a', duration: 1000 });
    vi.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(states(store)).toEqual([{ id: 'a', content: 'Two', visible: true }]);
  });

  it('never hides a toast with duration -1 on its own', () => {
    store.show({ content: 'Reconnecting…', id: 'offline', duration: NO_AUTO_HIDE });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(states(store)).toEqual([{ id: 'offline', content: 'Reconnecting…', visible: true }]);
  });

  it('hides a toast dismissed by id, then removes it after the exit animation', () => {
    store.show({ content: 'Stays', id: 'keep', duration: NO_AUTO_HIDE });
    store.show({ content: 'Goes', id: 'go', duration: NO_AUTO_HIDE });
    store.dismiss('go');
    expect(states(store)).toEqual([
      { id: 'keep', content: 'Stays', visible: true },
      { id: 'go', content: 'Goes', visible: false },
    ]);
    vi.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(states(store)).toEqual([{ id: 'keep', content: 'Stays', visible: true }]);
  });

  it('ignores dismissing an unknown id and cancels the pending hide of a dismissed toast', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
    const id = store.show({ content: 'Hi', duration: 1000 });
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives each toast its own id and keeps them in the order shown', () => {
    const a = store.show({ content: 'A' });
    const b = store.show({ content: 'B' });
    expect(a).not.toBe(b);
    expect(store.getSnapshot().map((toast) => toast.content)).toEqual(['A', 'B']);
  });
});

describe('toast constants', () => {
  it('lists the variants and colours in the spec order, with a 200 ms animation opening at scale 0.9', () => {
    expect(TOAST_VARIANTS).toEqual(['success', 'error', 'warning', 'info']);
    expect(TOAST_VARIANTS.map((variant) => TOAST_COLORS[variant])).toEqual(['emerald', 'red', 'orange', 'teal']);
    expect(TOAST_ANIMATION_MS).toBe(200);
    expect(TOAST_OPENING_SCALE).toBe(0.9);
  });
});
