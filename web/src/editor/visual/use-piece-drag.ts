import { useMemo, useRef, useState, type RefObject } from 'react';
import type Konva from 'konva';
import type { GameDocument } from '@tablecraft/core/game';
import type { TableStageHandle } from '../../canvas/index.ts';
import type { Box, Point } from './geometry.ts';
import { heldBox, sameGuides, snapDrag, snapLinesFor, type SnapSettings } from './piece-drag.ts';
import type { Selection } from './selection.ts';
import type { Guide, SnapLine } from './snapping.ts';
import { containerAt, keyOf, parseKey, type SurfaceScene } from './surface-scene.ts';
import { moveObjectsEdit } from './surface-edits.ts';
import type { Edit } from './changes.ts';
import type { ObjectNodeHandlers } from './ObjectNode.tsx';

interface DragInputs {
  doc: GameDocument;
  scene: SurfaceScene;
  selection: Selection;
  snap: SnapSettings;
  commit: (edit: Edit) => boolean;
  surface: { width: number; height: number };
}

interface DragState {
  ids: string[];
  starts: Map<string, Point>;
  /** The held objects' nodes, found once: looking each up per frame walks the whole stage. */
  nodes: Map<string, Konva.Node>;
  /** Where each held node stood among the objects, to put it back in the same stacking order. */
  zIndexes: Map<string, number>;
  box: Box;
  lines: SnapLine[];
}

interface PieceDragOptions {
  stage: RefObject<TableStageHandle | null>;
  /** The layer the objects lie on, and the empty one held objects are lifted onto while they move. */
  objectsLayer: RefObject<Konva.Layer | null>;
  dragLayer: RefObject<Konva.Layer | null>;
  latest: RefObject<DragInputs>;
  /** Takes the resize handles off while a group moves. */
  hideHandles: () => void;
  /** Puts the resize handles back on the selection when a move is not saved. */
  restoreHandles: () => void;
}

/**
 * Dragging pieces on the surface editor: the selection moves together, snapping to the lines around it
 * with guides drawn, and is dropped into the container under the pointer when there is one. Konva moves
 * the pressed node; this moves the rest of the selection with it and saves the move on release. Its own
 * hook so the canvas only wires it to the nodes; the snap maths is in piece-drag.ts.
 */
export function usePieceDrag({ stage, objectsLayer, dragLayer, latest, hideHandles, restoreHandles }: PieceDragOptions) {
  const [guides, setGuides] = useState<Guide[]>([]);
  const [targetId, setTargetId] = useState<string | null>(null);
  const drag = useRef<DragState | null>(null);
  // The handlers are made once (so memoised nodes do not redraw); what they call may change.
  const callbacks = useRef({ hideHandles, restoreHandles });
  callbacks.current = { hideHandles, restoreHandles };

  const handlers = useMemo<Pick<ObjectNodeHandlers, 'onDragStart' | 'onDragMove' | 'onDragEnd'>>(() => {
    const konva = () => stage.current?.stage() ?? null;
    const pointerTable = (): Point | null => konva()?.getRelativePointerPosition() ?? null;

    /** Returns lifted nodes to the objects layer, lowest first, each at the place it had. */
    const putBack = (state: DragState) => {
      const layer = objectsLayer.current;
      if (!layer || state.zIndexes.size === 0) return;
      const order = [...state.zIndexes].sort((a, b) => a[1] - b[1]);
      for (const [objectId, zIndex] of order) {
        const node = state.nodes.get(objectId);
        if (!node) continue;
        node.moveTo(layer);
        node.zIndex(Math.min(zIndex, layer.children.length - 1));
      }
      dragLayer.current?.batchDraw();
    };

    return {
      onDragStart: (id) => {
        const { scene, selection, surface } = latest.current;
        const key = keyOf.object(id);
        const keys = selection.includes(key) ? selection.filter((k) => parseKey(k).kind === 'object') : [key];
        const ids = keys.map((k) => parseKey(k).id);
        const held = new Set(ids);
        const starts = new Map<string, Point>();
        for (const item of scene.objects) if (held.has(item.object.id)) starts.set(item.object.id, { x: item.x, y: item.y });
        const nodes = new Map<string, Konva.Node>();
        for (const node of konva()?.find('.object') ?? []) {
          const objectId = node.id().slice('object-'.length);
          if (held.has(objectId)) nodes.set(objectId, node);
        }
        // What is held (one piece too: a face with art is costly to draw a thousand times) is lifted onto
        // the drag layer while it moves, so each frame redraws only the held pieces, not the whole table
        // beneath them; dropping puts them back in their stacking order.
        const zIndexes = new Map<string, number>();
        if (dragLayer.current) {
          for (const [objectId, node] of nodes) zIndexes.set(objectId, node.zIndex());
          for (const node of nodes.values()) node.moveTo(dragLayer.current);
          objectsLayer.current?.batchDraw();
        }
        drag.current = { ids, starts, nodes, zIndexes, box: heldBox(scene, held), lines: snapLinesFor(scene, held, surface) };
        // The handles would follow every held node on every move, measuring all of them each time
        // (quadratic in the selection); they come back with the selection once the move is saved.
        if (ids.length > 1) callbacks.current.hideHandles();
      },
      onDragMove: (id) => {
        const state = drag.current;
        const node = state?.nodes.get(id);
        if (!state || !node) return;
        const start = state.starts.get(id)!;
        const { snap, scene } = latest.current;
        const scale = Math.abs(konva()?.scaleX() ?? 1) || 1;
        const { dx, dy, guides: next } = snapDrag(state.box, state.lines, { dx: node.x() - start.x, dy: node.y() - start.y }, snap, scale);
        for (const other of state.ids) {
          const from = state.starts.get(other);
          state.nodes.get(other)?.position({ x: from!.x + dx, y: from!.y + dy });
        }
        // Same guides, same state: no render of the whole surface for a move that changes none.
        setGuides((current) => (sameGuides(current, next) ? current : next));
        const pointer = pointerTable();
        const target = pointer ? containerAt(scene, pointer, new Set(state.ids)) : null;
        setTargetId(target?.object.id ?? null);
      },
      onDragEnd: (id) => {
        const state = drag.current;
        drag.current = null;
        setGuides([]);
        setTargetId(null);
        const node = state?.nodes.get(id);
        if (!state || !node) return;
        putBack(state);
        const start = state.starts.get(id)!;
        const dx = node.x() - start.x;
        const dy = node.y() - start.y;
        const { doc, scene, commit } = latest.current;
        const pointer = pointerTable();
        const into = pointer ? containerAt(scene, pointer, new Set(state.ids)) : null;
        const ok =
          (dx !== 0 || dy !== 0 || into) &&
          commit(
            moveObjectsEdit(
              doc,
              state.ids.map((moved) => ({ id: moved, dx, dy })),
              { into: into?.object.id ?? null },
            ),
          );
        // Konva moved the nodes itself: put them back when nothing changed in the document.
        if (!ok) {
          for (const moved of state.ids) state.nodes.get(moved)?.position(state.starts.get(moved)!);
          callbacks.current.restoreHandles();
        }
      },
    };
  }, [stage, objectsLayer, dragLayer, latest]);

  return { guides, targetId, handlers };
}
