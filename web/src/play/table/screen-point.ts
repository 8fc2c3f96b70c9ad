import type Konva from 'konva';
import type { RoomView } from '@tablecraft/core/play';
import type { Point } from '../../canvas/geometry.ts';
import type { ActionTarget } from '../actions/registry.ts';

/** The node a piece or pile is drawn with on the table, if it is drawn there. */
export function targetNode(stage: Konva.Stage | null | undefined, view: RoomView | null, target: ActionTarget): Konva.Node | undefined {
  const key =
    target.kind === 'pile'
      ? view?.pieces[target.pileId]
        ? target.pileId
        : `pile:${target.pileId}`
      : target.kind === 'piece'
        ? target.pieceId
        : null;
  return key ? stage?.findOne(`#piece-${key}`) : undefined;
}

/** Where a piece or pile is on the page (its centre), or the middle of the table when it is not drawn. */
export function screenPointOf(stage: Konva.Stage | null | undefined, view: RoomView | null, target: ActionTarget): Point {
  const node = targetNode(stage, view, target);
  const box = stage?.container().getBoundingClientRect();
  if (node && box) {
    const rect = node.getClientRect();
    return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
  }
  return { x: (box?.left ?? 0) + (box?.width ?? 400) / 2, y: (box?.top ?? 0) + (box?.height ?? 300) / 2 };
}
