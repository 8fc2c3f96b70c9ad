import type { GameDocument } from '@tablecraft/core/game';
import { align, distribute, type AlignMode, type DistributeAxis } from './align.ts';
import type { Edit } from './changes.ts';
import type { SurfaceScene } from './surface-scene.ts';
import { deleteEdit, duplicateEdit, moveObjectsEdit } from './surface-edits.ts';
import type { Selection } from './selection.ts';
import type { Shortcut } from '../../actions/shortcuts.ts';

// The surface editor's commands, registered once with their label and shortcut: the toolbar's buttons
// and the keyboard both run them from this list, so they always agree.

export interface SurfaceActionContext {
  doc: GameDocument;
  scene: SurfaceScene;
  selection: Selection;
  commit: (edit: Edit) => boolean;
  select: (selection: Selection) => void;
  undo: () => void;
  redo: () => void;
}

export interface SurfaceAction {
  name: string;
  label: string;
  /** The keys that run it; the first is shown in the button's title. */
  shortcuts?: Shortcut[];
  enabled: (context: SurfaceActionContext) => boolean;
  perform: (context: SurfaceActionContext) => void;
}

const selectedObjects = (context: SurfaceActionContext) => {
  const keys = new Set(context.selection);
  return context.scene.objects.filter((item) => keys.has(item.key));
};

const alignAction = (mode: AlignMode, label: string): SurfaceAction => ({
  name: `align-${mode}`,
  label,
  enabled: (context) => selectedObjects(context).length >= 2,
  perform: (context) => {
    const moves = align(
      selectedObjects(context).map((item) => ({ id: item.object.id, box: item.box })),
      mode,
    );
    context.commit(moveObjectsEdit(context.doc, moves, { label }));
  },
});

const distributeAction = (axis: DistributeAxis, label: string): SurfaceAction => ({
  name: `distribute-${axis}`,
  label,
  enabled: (context) => selectedObjects(context).length >= 3,
  perform: (context) => {
    const moves = distribute(
      selectedObjects(context).map((item) => ({ id: item.object.id, box: item.box })),
      axis,
    );
    context.commit(moveObjectsEdit(context.doc, moves, { label }));
  },
});

const nudge = (name: string, key: string, dx: number, dy: number): SurfaceAction => ({
  name,
  label: name,
  shortcuts: [{ key: key.toLowerCase(), label: key }],
  enabled: (context) => selectedObjects(context).length > 0,
  perform: (context) => {
    const step = 1;
    context.commit(
      moveObjectsEdit(
        context.doc,
        selectedObjects(context).map((item) => ({ id: item.object.id, dx: dx * step, dy: dy * step })),
        { label: 'Nudge' },
      ),
    );
  },
});

export const SURFACE_ACTIONS: SurfaceAction[] = [
  {
    name: 'undo',
    label: 'Undo',
    shortcuts: [{ key: 'z', ctrl: true, shift: false, label: 'Ctrl+Z' }],
    enabled: () => true,
    perform: (context) => context.undo(),
  },
  {
    name: 'redo',
    label: 'Redo',
    shortcuts: [
      { key: 'z', ctrl: true, shift: true, label: 'Ctrl+Shift+Z' },
      { key: 'y', ctrl: true, label: 'Ctrl+Y' },
    ],
    enabled: () => true,
    perform: (context) => context.redo(),
  },
  {
    name: 'duplicate',
    label: 'Duplicate',
    shortcuts: [{ key: 'd', ctrl: true, label: 'Ctrl+D' }],
    enabled: (context) => selectedObjects(context).length > 0,
    perform: (context) => {
      const { edit, ids } = duplicateEdit(
        context.doc,
        selectedObjects(context).map((item) => item.object.id),
      );
      if (context.commit(edit)) context.select(ids.map((id) => `object:${id}`));
    },
  },
  {
    name: 'delete',
    label: 'Delete',
    shortcuts: [
      { key: 'delete', label: 'Delete' },
      { key: 'backspace', label: 'Backspace' },
    ],
    enabled: (context) => context.selection.length > 0,
    perform: (context) => {
      if (context.commit(deleteEdit(context.doc, context.selection))) context.select([]);
    },
  },
  {
    name: 'select-all',
    label: 'Select all',
    shortcuts: [{ key: 'a', ctrl: true, label: 'Ctrl+A' }],
    enabled: (context) => context.scene.objects.length > 0,
    perform: (context) => context.select(context.scene.objects.map((item) => item.key)),
  },
  {
    name: 'deselect',
    label: 'Clear selection',
    shortcuts: [{ key: 'escape', label: 'Escape' }],
    enabled: (context) => context.selection.length > 0,
    perform: (context) => context.select([]),
  },
  alignAction('left', 'Align left'),
  alignAction('center', 'Align centres'),
  alignAction('right', 'Align right'),
  alignAction('top', 'Align top'),
  alignAction('middle', 'Align middles'),
  alignAction('bottom', 'Align bottom'),
  distributeAction('horizontal', 'Distribute horizontally'),
  distributeAction('vertical', 'Distribute vertically'),
  nudge('Nudge left', 'ArrowLeft', -1, 0),
  nudge('Nudge right', 'ArrowRight', 1, 0),
  nudge('Nudge up', 'ArrowUp', 0, -1),
  nudge('Nudge down', 'ArrowDown', 0, 1),
];

/** An action by name. */
export function surfaceAction(name: string): SurfaceAction {
  const action = SURFACE_ACTIONS.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`No surface action "${name}"`);
  return action;
}

/** Whether a key press should be left to the page (typing in a field). */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
