import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, getByText, render } from '../../test/render.tsx';
import { PLAY_ACTIONS } from '../actions/play-actions.ts';
import { DOUBLE_CLICK_ACTIONS, shortcutSheet } from '../actions/shortcut-sheet.ts';
import { ShortcutHelp } from './ShortcutSheet.tsx';

afterEach(() => cleanup());

const press = (key: string, target: EventTarget = window) =>
  act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

// Nothing on the table said which keys there are, nor that right-click, long-press and double-click
// do anything. The sheet is made from the action registry, so it lists exactly what the keys do.
describe('the keys and gestures sheet', () => {
  it('lists every shortcut of the registry, with its action, and the mouse and touch gestures', () => {
    const rows = shortcutSheet().flatMap((section) => section.rows);
    for (const action of PLAY_ACTIONS) {
      for (const shortcut of action.shortcuts)
        expect(
          rows.some((row) => row.label === action.label && row.keys.includes(shortcut.label)),
          `${action.id} ${shortcut.label}`,
        ).toBe(true);
    }
    expect(rows.find((row) => row.label === 'Undo')?.keys).toEqual(['Ctrl+Z']);
    expect(rows.find((row) => row.keys.includes('Right-click'))?.keys).toEqual(['Right-click', 'Long-press']);
    const double = rows.find((row) => row.keys.includes('Double-click'))!;
    for (const id of DOUBLE_CLICK_ACTIONS) expect(double.label).toContain(PLAY_ACTIONS.find((a) => a.id === id)!.label);
    expect(rows.some((row) => row.keys.includes('?'))).toBe(true);
    expect(rows.some((row) => row.keys.includes('Shift+F10'))).toBe(true);
  });

  it('opens from its button and from "?", and closes with Escape, but not while typing', async () => {
    const { container } = await render(
      <>
        <input aria-label="Chat" />
        <ShortcutHelp />
      </>,
    );
    const dialog = () => document.querySelector('[role="dialog"]');
    await click(getByText(container, '?', 'button'));
    expect(dialog()?.textContent).toContain('Keys and gestures');
    expect(dialog()?.textContent).toContain('Ctrl+Z');
    await press('Escape');
    expect(dialog()).toBeNull();
    await press('?');
    expect(dialog()?.textContent).toContain('Double-click');
    await press('?');
    expect(dialog()).toBeNull();
    await press('?', container.querySelector('input')!);
    expect(dialog()).toBeNull();
  });
});

describe('the sheet over the table', () => {
  it('keeps keys from acting on the table while it is open', async () => {
    const seen: string[] = [];
    const listener = (event: KeyboardEvent) => seen.push(event.key);
    window.addEventListener('keydown', listener);
    try {
      const { container } = await render(<ShortcutHelp />);
      await click(getByText(container, '?', 'button'));
      await press('f');
      expect(seen).toEqual([]);
      await press('Escape');
      await press('f');
      expect(seen).toEqual(['f']);
    } finally {
      window.removeEventListener('keydown', listener);
    }
  });
});
