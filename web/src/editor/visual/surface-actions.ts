import type { GameDocument } from '@tablecraft/core/game';
import { align, distribute, type AlignMode, type DistributeAxis } from './align.ts';
import type { Edit } from './changes.ts';
import type { SurfaceScene } from './surface-scene.ts';
import { deleteEdit, duplicateEdit, moveObjectsEdit } from './surface-edits.ts';
import type { Selection } from './selection.ts';

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
  /** The shortcut as shown in the button's title. */
  shortcut?: string;
  /** Whether a key press runs this action. */
  keyTest?: (event: KeyboardEvent) => boolean;
  enabled: (context: SurfaceActionContext) => boolean;
  perform: (context: SurfaceActionContext) => void;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;
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
  keyTest: (event) => event.key === key && !mod(event),
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
    shortcut: 'Ctrl+Z',
    keyTest: (event) => mod(event) && !event.shiftKey && event.key.toLowerCase() === 'z',
    enabled: () => true,
    perform: (context) => context.undo(),
  },
  {
    name: 'redo',
    label: 'Redo',
    shortcut: 'Ctrl+Shift+Z',
    keyTest: (event) => mod(event) && ((event.shiftKey && event.key.toLowerCase() === 'z') || event.key.toLowerCase() === 'y'),
    enabled: () => true,
    perform: (context) => context.redo(),
  },
  {
    name: 'duplicate',
    label: 'Duplicate',
    shortcut: 'Ctrl+D',
    keyTest: (event) => mod(event) && event.key.toLowerCase() === 'd',
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
    shortcut: 'Delete',
    keyTest: (event) => event.key === 'Delete' || event.key === 'Backspace',
    enabled: (context) => context.selection.length > 0,
    perform: (context) => {
      if (context.commit(deleteEdit(context.doc, context.selection))) context.select([]);
    },
  },
  {
    name: 'select-all',
    label: 'Select all',
    shortcut: 'Ctrl+A',
    keyTest: (event) => mod(event) && event.key.toLowerCase() === 'a',
    enabled: (context) => context.scene.objects.length > 0,
    perform: (context) => context.select(context.scene.objects.map((item) => item.key)),
  },
  {
    name: 'deselect',
    label: 'Clear selection',
    shortcut: 'Escape',
    keyTest: (event) => event.key === 'Escape',
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
