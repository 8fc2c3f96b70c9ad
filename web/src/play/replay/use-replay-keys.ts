import { useEffect } from 'react';

interface ReplayControls {
  step: number;
  length: number;
  playing: boolean;
  play: () => void;
  pause: () => void;
  goTo: (step: number) => void;
}

/** The replay's keys, as video players have them; each control also names its keys (aria-keyshortcuts). */
export const REPLAY_KEYS = {
  playPause: 'k Space',
  previous: 'j ArrowLeft',
  next: 'l ArrowRight',
} as const;

/** Whether a key press belongs to the element it was pressed in: a field, a list, or a button's own Space. */
function ownedByTarget(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return false;
  if (target.isContentEditable || target.closest('input, select, textarea')) return true;
  return (event.key === ' ' || event.key === 'Enter') && target.closest('button, a, [role="button"]') !== null;
}

/**
 * Keys for the whole replay page: K or Space plays and pauses, J or ← steps back, L or → steps on, Home goes
 * to the start and End to the last move. A key pressed in a field (the scrubber's own arrows, the view and
 * speed lists) or with a modifier is left to the browser.
 */
export function useReplayKeys(controls: ReplayControls): void {
  const { step, length, playing, play, pause, goTo } = controls;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownedByTarget(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action =
        key === 'k' || key === ' '
          ? () => (playing ? pause() : play())
          : key === 'j' || key === 'ArrowLeft'
            ? () => goTo(step - 1)
            : key === 'l' || key === 'ArrowRight'
              ? () => goTo(step + 1)
              : key === 'Home'
                ? () => goTo(0)
                : key === 'End'
                  ? () => goTo(length)
                  : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step, length, playing, play, pause, goTo]);
}
