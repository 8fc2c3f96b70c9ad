import { useCallback, useEffect, useState } from 'react';

/** Full screen for the room: whether it is on, and whether it is the room's own layout alone. */
export interface FullScreen {
  on: boolean;
  /** The browser has no full screen (an iPhone) or refused it: the room's own layout is all there is. */
  ownOnly: boolean;
  toggle: () => void;
}

/**
 * The room's full screen: the browser's own (Fullscreen API) where it has one, which hides its address
 * bar and the phone's status bar; and, on a phone or where the browser has none, a layout that folds the
 * room bar away (play.css, `.play-full`), so the table takes the screen either way. Leaving the browser's
 * full screen (Esc, the back gesture) leaves the room's too.
 */
export function useFullScreen(target: () => Element | null): FullScreen {
  const [on, setOn] = useState(false);
  const [ownOnly, setOwnOnly] = useState(false);
  useEffect(() => {
    const changed = () => {
      if (document.fullscreenElement == null) setOn(false);
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(() => {
    if (on) {
      setOn(false);
      // A browser that refuses leaves its full screen as it was; the room's layout is back either way.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      return;
    }
    setOn(true);
    const element = target() ?? document.documentElement;
    if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') return setOwnOnly(true);
    setOwnOnly(false);
    void element.requestFullscreen().catch(() => setOwnOnly(true));
  }, [on, target]);
  return { on, ownOnly, toggle };
}
