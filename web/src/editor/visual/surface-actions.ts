import type { GameDocument } from '@tablecraft/core/game';
import { align, distribute, type AlignMode, type DistributeAxis } from './align.ts';
import type { Edit } from './changes.ts';
import type { SurfaceScene } from './surface-scene.ts';
import { deleteEdit, duplicateEdit, moveObjectsEdit, transformObjectEdit, transformZoneEdit } from './surface-edits.ts';
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

/** The one dropzone selected, when nothing else is: the arrow keys move it and Shift and an arrow resize it. */
const onlyZone = (context: SurfaceActionContext) => {
  if (context.selection.length !== 1) return undefined;
  return context.scene.zones.find((item) => item.key === context.selection[0]);
};

const nudge = (name: string, key: string, dx: number, dy: number): SurfaceAction => ({
  name,
  label: name,
  shortcuts: [{ key: key.toLowerCase(), shift: false, label: key }],
  enabled: (context) => selectedObjects(context).length > 0 || onlyZone(context) !== undefined,
  perform: (context) => {
    const step = 1;
    const zone = onlyZone(context);
    if (zone) {
      context.commit(transformZoneEdit(context.doc, zone.zone.id, { ...zone.box, x: zone.box.x + dx * step, y: zone.box.y + dy * step }));
      return;
    }
    context.commit(
      moveObjectsEdit(
        context.doc,
        selectedObjects(context).map((item) => ({ id: item.object.id, dx: dx * step, dy: dy * step })),
        { label: 'Nudge' },
      ),
    );
  },
});

/** How much Shift and an arrow resize a part by, in pixels. */
const RESIZE_STEP = 5;

/** Resizes the one selected part (an object's component, so every copy of it, or a dropzone) from the keyboard. */
const resize = (name: string, key: string, dw: number, dh: number): SurfaceAction => ({
  name,
  label: name,
  shortcuts: [{ key: key.toLowerCase(), shift: true, label: `Shift+${key}` }],
  enabled: (context) => context.selection.length === 1 && (selectedObjects(context).length === 1 || onlyZone(context) !== undefined),
  perform: (context) => {
    const zone = onlyZone(context);
    if (zone) {
      const box = zone.box;
      context.commit(
        transformZoneEdit(context.doc, zone.zone.id, {
          ...box,
          width: Math.max(RESIZE_STEP, box.width + dw * RESIZE_STEP),
          height: Math.max(RESIZE_STEP, box.height + dh * RESIZE_STEP),
        }),
      );
      return;
    }
    const item = selectedObjects(context)[0];
    if (!item) return;
    context.commit(
      transformObjectEdit(context.doc, item.object.id, {
        x: item.x,
        y: item.y,
        rotation: item.rotation,
        width: Math.max(RESIZE_STEP, item.component.width + dw * RESIZE_STEP),
        height: Math.max(RESIZE_STEP, item.component.height + dh * RESIZE_STEP),
      }),
    );
  },
});

/** Every object and dropzone on the surface in reading order (rows, then left to right): what N steps through. */
function partsInOrder(scene: SurfaceScene): string[] {
  return [
    ...scene.objects.map((item) => ({ key: item.key, box: item.box })),
    ...scene.zones.map((item) => ({ key: item.key, box: item.box })),
  ]
    .sort((a, b) => Math.floor(a.box.y / 40) - Math.floor(b.box.y / 40) || a.box.x - b.box.x || a.key.localeCompare(b.key))
    .map((item) => item.key);
}

/** Selects the next (or previous) part after the one selected last: a keyboard's way to pick a part on the canvas. */
const step = (name: string, label: string, shift: boolean, by: 1 | -1): SurfaceAction => ({
  name,
  label,
  shortcuts: [{ key: 'n', shift, label: shift ? 'Shift+N' : 'N' }],
  enabled: (context) => context.scene.objects.length + context.scene.zones.length > 0,
  perform: (context) => {
    const keys = partsInOrder(context.scene);
    const at = keys.indexOf(context.selection.at(-1) ?? '');
    const next = at < 0 ? (by === 1 ? 0 : keys.length - 1) : (at + by + keys.length) % keys.length;
    context.select([keys[next]!]);
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
  resize('Make wider', 'ArrowRight', 1, 0),
  resize('Make narrower', 'ArrowLeft', -1, 0),
  resize('Make taller', 'ArrowDown', 0, 1),
  resize('Make shorter', 'ArrowUp', 0, -1),
  step('select-next', 'Select the next part', false, 1),
  step('select-previous', 'Select the previous part', true, -1),
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
