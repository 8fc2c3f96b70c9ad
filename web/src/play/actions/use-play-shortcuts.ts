import { useEffect, useRef } from 'react';
import type { Point } from '../../canvas/geometry.ts';
import { PLAY_ACTIONS } from './play-actions.ts';
import { actionForKey, type ActionContext, type ActionTarget } from './registry.ts';

interface Options {
  selected: ActionTarget;
  /** The action context for a target, or null before the room is shown. */
  context: (target: ActionTarget) => ActionContext | null;
  /** Where on screen a target is, for a menu opened from the keyboard. */
  screenPointOf: (target: ActionTarget) => Point;
  openMenu: (target: ActionTarget, at: Point) => void;
  clearSelection: () => void;
  /** An action's key was pressed by someone who may not act now: told why (how to take a seat). */
  refused?: () => void;
}

/**
 * The keyboard on the table: each action's shortcut acts on the selection (Ctrl+Z undoes), the menu key
 * or Shift+F10 opens its menu, Escape lets go of it. Typing in a field or a menu is left alone.
 */
export function usePlayShortcuts(options: Options): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = event.target as HTMLElement | null;
      if (element?.closest?.('input, textarea, select, [contenteditable="true"], [role="menu"]')) return;
      const { selected, context, screenPointOf, openMenu, clearSelection, refused } = latest.current;
      if (event.key === 'Escape') return clearSelection();
      const ctx = context(selected);
      if (!ctx) return;
      if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
        event.preventDefault();
        openMenu(selected, screenPointOf(selected));
        return;
      }
      const action = actionForKey(PLAY_ACTIONS, ctx, event);
      if (!action) return;
      event.preventDefault();
      if (!ctx.canPlay) refused?.();
      // One that would take something from someone's hand asks first, in its menu.
      else if (action.asksFirst?.(ctx)) openMenu(selected, screenPointOf(selected));
      else action.perform(ctx);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
