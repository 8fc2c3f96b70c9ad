import { describe, expect, it } from 'vitest';
import type { GameDocument } from '@tablecraft/core/game';
import { applyEdit, type Edit } from './changes.ts';
import { SURFACE_ACTIONS, type SurfaceActionContext } from './surface-actions.ts';
import { surfaceScene } from './surface-scene.ts';
import type { Selection } from './selection.ts';
import { testDocument } from './test-document.ts';
import { matchesShortcut } from '../../actions/shortcuts.ts';

// The surface editor by keyboard alone: N and Shift+N pick a part, the arrow keys move it, Shift and an arrow
// resize it, Delete removes it; the keys run the same registered actions as the toolbar.

function editor() {
  let doc: GameDocument = testDocument();
  let selection: Selection = [];
  const context = (): SurfaceActionContext => ({
    doc,
    scene: surfaceScene(doc, 'table'),
    selection,
    commit: (edit: Edit) => {
      const result = applyEdit(doc, edit);
      if (result.ok) doc = result.doc;
      return result.ok;
    },
    select: (next) => void (selection = next),
    undo: () => {},
    redo: () => {},
  });
  const press = (key: string, shiftKey = false) => {
    const event = { key, shiftKey, ctrlKey: false, metaKey: false, altKey: false };
    const action = SURFACE_ACTIONS.find((a) => a.shortcuts?.some((s) => matchesShortcut(s, event)));
    if (action?.enabled(context())) action.perform(context());
  };
  return { press, doc: () => doc, selection: () => selection };
}

describe('the surface editor by keyboard', () => {
  it('steps through the parts in reading order with N, back with Shift+N', () => {
    const e = editor();
    e.press('n');
    expect(e.selection()).toEqual(['object:deck1']);
    e.press('n');
    expect(e.selection()).toEqual(['dropzone:discard']);
    e.press('N', true);
    expect(e.selection()).toEqual(['object:deck1']);
  });

  it('moves the selected part with the arrow keys and resizes it with Shift', () => {
    const e = editor();
    e.press('n');
    e.press('ArrowRight');
    const deck = () => e.doc().objects.find((o) => o.id === 'deck1')!.placement as { x: number; y: number };
    expect(deck().x).toBe(101);
    e.press('ArrowRight', true);
    expect(e.doc().components.find((c) => c.id === 'deck')!.width).toBe(125);
    e.press('n');
    e.press('ArrowDown', true);
    expect(e.doc().dropzones.find((z) => z.id === 'discard')!.height).toBe(205);
    e.press('ArrowLeft');
    expect(e.doc().dropzones.find((z) => z.id === 'discard')!.width).toBe(300);
  });

  it('deletes the selected part with Delete', () => {
    const e = editor();
    e.press('n');
    e.press('Delete');
    expect(e.doc().objects.some((o) => o.id === 'deck1')).toBe(false);
  });
});
