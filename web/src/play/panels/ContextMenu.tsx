import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ActionContext, PlayAction } from '../actions/registry.ts';

interface Props {
  at: { x: number; y: number };
  title: string;
  actions: PlayAction[];
  context: ActionContext;
  onClose: () => void;
  /**
   * Someone not playing chose an action: told how to take a seat. Without it (input paused while
   * reconnecting) the actions are disabled while they cannot be played.
   */
  onRefused?: () => void;
}

/** Margin kept between the menu and the window's edges. */
const EDGE = 8;

/**
 * Where a menu of `size` opened at `at` goes so all of it is in the window: at the pointer when it fits,
 * else moved up or left as far as it must (and scrolling inside itself when taller than the window).
 */
export function placeWithin(
  at: { x: number; y: number },
  size: { width: number; height: number },
  window: { width: number; height: number },
): { x: number; y: number } {
  const x = Math.max(EDGE, Math.min(at.x, window.width - size.width - EDGE));
  const y = Math.max(EDGE, Math.min(at.y, window.height - size.height - EDGE));
  return { x, y };
}

/**
 * The actions of a piece or pile at the pointer, with their shortcuts; arrow keys move, Escape closes.
 * An action that asks something (how many, to whom) lists its answers under its name.
 */
export function ContextMenu({ at, title, actions, context, onClose, onRefused }: Props) {
  // Watching: the actions are shown as they would be for a player, and choosing one says how to play.
  const refusing = !context.canPlay && onRefused !== undefined;
  const perform = (action: PlayAction, choice?: string) => {
    onClose();
    if (refusing) onRefused();
    else action.perform(context, choice);
  };
  const menu = useRef<HTMLDivElement>(null);
  // Measured before it is painted, so a menu opened near an edge never shows cut off, even for a frame.
  const [place, setPlace] = useState(at);
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (box) setPlace(placeWithin(at, box, { width: window.innerWidth, height: window.innerHeight }));
  }, [at, actions.length]);
  // Closed from the keyboard, the focus goes back where it was (the piece or card the menu was opened on),
  // so Escape always backs out to the same place.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const inside = menu.current;
    return () => {
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || inside?.contains(now))) opener.focus();
    };
  }, []);
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    window.addEventListener('pointerdown', away, true);
    return () => window.removeEventListener('pointerdown', away, true);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };

  return (
    <div ref={menu} className="context-menu" role="menu" aria-label={title} style={{ left: place.x, top: place.y }} onKeyDown={onKeyDown}>
      <div className="context-menu-title">{title}</div>
      {actions.length === 0 ? <div className="context-menu-empty">Nothing to do here.</div> : null}
      {actions.map((action) => {
        const choices = action.choices?.(context);
        if (choices) {
          // An action that asks something: its answers, each a menu item named with the action.
          return (
            <div key={action.id} role="group" aria-label={action.label} className="context-menu-group">
              <div className="context-menu-group-label" aria-hidden="true">
                <span>{action.label}</span>
                {action.shortcuts[0] ? <kbd>{action.shortcuts[0].label}</kbd> : null}
              </div>
              {choices.map((choice) => (
                <button
                  key={choice.id}
                  type="button"
                  role="menuitem"
                  className="context-menu-item context-menu-choice"
                  aria-label={`${action.label}: ${choice.label}`}
                  disabled={!context.canPlay && !refusing}
                  aria-disabled={refusing || undefined}
                  onClick={() => perform(action, choice.id)}
                >
                  <span>{choice.label}</span>
                </button>
              ))}
            </div>
          );
        }
        return (
          <button
            key={action.id}
            type="button"
            role="menuitem"
            className="context-menu-item"
            disabled={!context.canPlay && !refusing}
            aria-disabled={refusing || undefined}
            onClick={() => perform(action)}
          >
            <span>{action.label}</span>
            {action.shortcuts[0] ? <kbd>{action.shortcuts[0].label}</kbd> : null}
          </button>
        );
      })}
    </div>
  );
}
