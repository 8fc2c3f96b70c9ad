import { describe, expect, it } from 'vitest';
import { matchesShortcut } from './shortcuts.ts';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  altKey: Boolean(mods.alt),
  shiftKey: Boolean(mods.shift),
});

describe('a shortcut', () => {
  it('matches its key with Ctrl or Cmd as it says, whatever the letter case', () => {
    const undo = { key: 'z', ctrl: true, shift: false, label: 'Ctrl+Z' };
    expect(matchesShortcut(undo, press('z', { ctrl: true }))).toBe(true);
    expect(matchesShortcut(undo, press('Z', { meta: true }))).toBe(true);
    expect(matchesShortcut(undo, press('z'))).toBe(false);
    expect(matchesShortcut(undo, press('z', { ctrl: true, shift: true }))).toBe(false);
    expect(matchesShortcut(undo, press('z', { ctrl: true, alt: true }))).toBe(false);
  });

  it('leaves Shift to the key when it does not name it, and tells keys apart', () => {
    const flip = { key: 'f', label: 'F' };
    expect(matchesShortcut(flip, press('F', { shift: true }))).toBe(true);
    expect(matchesShortcut(flip, press('f', { ctrl: true }))).toBe(false);
    expect(matchesShortcut({ key: 'arrowleft', label: '←' }, press('ArrowLeft'))).toBe(true);
    expect(matchesShortcut({ key: 'arrowleft', label: '←' }, press('ArrowRight'))).toBe(false);
  });
});
