import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM_SELECTOR = ['menuitem', 'menuitemcheckbox', 'menuitemradio'].map((role) => `[role="${role}"]:not([disabled])`).join(', ');

/**
 * Open/close state and keyboard behaviour of a dropdown menu (the WAI-ARIA menu button pattern):
 * opening focuses the first item (the last when opened with the up arrow on the button), arrow keys
 * move between items, Escape closes and returns focus to the button, and a click outside or a Tab away
 * closes it. Items are menuitems, menuitemcheckboxes or menuitemradios.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  // Where focus goes as the menu opens: the last item when the up arrow opened it.
  const focusLast = useRef(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusLast.current ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return {
    open,
    close,
    rootRef,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => {
        focusLast.current = false;
        setOpen((value) => !value);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        focusLast.current = event.key === 'ArrowUp';
        setOpen(true);
      },
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
