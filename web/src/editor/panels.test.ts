import { describe, expect, it } from 'vitest';
import { panelStorageKey, readPanels, togglePanel } from './panels.ts';

const store = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('the editor’s panels', () => {
  it('start open on a wide screen and closed on a phone', () => {
    expect(readPanels(store({}), false)).toEqual({ parts: true, palette: true, inspector: true });
    expect(readPanels(null, true)).toEqual({ parts: false, palette: false, inspector: false });
  });

  it('come back as the browser left them, per form factor', () => {
    const stored = store({ [panelStorageKey(false)]: JSON.stringify({ parts: false, palette: true, inspector: false }) });
    expect(readPanels(stored, false)).toEqual({ parts: false, palette: true, inspector: false });
    // What a laptop remembered does not open sheets over a phone's table.
    expect(readPanels(stored, true)).toEqual({ parts: false, palette: false, inspector: false });
  });

  it('fall back to the defaults for anything unreadable', () => {
    expect(readPanels(store({ [panelStorageKey(false)]: '{not json' }), false)).toEqual({ parts: true, palette: true, inspector: true });
    expect(readPanels(store({ [panelStorageKey(false)]: JSON.stringify({ parts: 'yes' }) }), false)).toEqual({
      parts: true,
      palette: true,
      inspector: true,
    });
  });

  it('show one sheet at a time on a phone, and any number on a wide screen', () => {
    const none = { parts: false, palette: false, inspector: false };
    const palette = togglePanel(none, 'palette', true);
    expect(palette).toEqual({ parts: false, palette: true, inspector: false });
    expect(togglePanel(palette, 'parts', true)).toEqual({ parts: true, palette: false, inspector: false });
    expect(togglePanel(palette, 'palette', true)).toEqual(none);
    expect(togglePanel(palette, 'parts', false)).toEqual({ parts: true, palette: true, inspector: false });
    // A phone that somehow stored several open keeps only the first.
    expect(readPanels(store({ [panelStorageKey(true)]: JSON.stringify({ parts: false, palette: true, inspector: true }) }), true)).toEqual({
      parts: false,
      palette: true,
      inspector: false,
    });
  });
});
