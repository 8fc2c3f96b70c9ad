import type { KonvaEventObject } from 'konva/lib/Node';
import type { PieceNodeProps } from '../../canvas/PieceNode.tsx';

/**
 * What a table piece's node carries, as the canvas's PieceNode sets it: `piece-{id}` and its label for
 * pages and tests, its place and turn about its centre, and its pointer events with the piece's id.
 */
export function tablePieceAttrs({ id, look, label, x, y, opacity = 1, listening = true, onPointerDown, onContextMenu, onDoubleClick }: PieceNodeProps) {
  return {
    id: `piece-${id}`,
    name: 'piece',
    label: label ?? look.name,
    x,
    y,
    offsetX: look.width / 2,
    offsetY: look.height / 2,
    rotation: look.rotation,
    opacity,
    listening,
    onPointerDown: onPointerDown ? (event: KonvaEventObject<PointerEvent>) => onPointerDown(id, event) : undefined,
    onContextMenu: onContextMenu ? (event: KonvaEventObject<PointerEvent>) => onContextMenu(id, event) : undefined,
    onDblClick: onDoubleClick ? () => onDoubleClick(id) : undefined,
    onDblTap: onDoubleClick ? () => onDoubleClick(id) : undefined,
  };
}
