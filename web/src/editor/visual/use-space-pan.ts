import { listenOnWindow } from '../../canvas/window-listeners.ts';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether a press on the editor's empty surface pans: only while Space is held. In the editor a plain
 * drag on empty space draws a selection band, so panning needs Space (or the middle button, which the
 * shared table stage always takes). Pass the result as the stage's `panOnBackground`.
 */
export function useSpacePan(): () => boolean {
  const held = useRef(false);
  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (event.code === 'Space') held.current = event.type === 'keydown';
    };
    // A Space released while the window was in the background never arrives as a keyup.
    const blur = () => {
      held.current = false;
    };
    return listenOnWindow({ keydown: key, keyup: key, blur });
  }, []);
  return useCallback(() => held.current, []);
}
