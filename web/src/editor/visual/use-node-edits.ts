import { useMemo, type RefObject } from 'react';
import { dropzoneBox, type GameDocument } from '@tablecraft/core/game';
import type { TableStageHandle } from '../../canvas/index.ts';
import { clickSelect, type Selection } from './selection.ts';
import { keyOf } from './surface-scene.ts';
import { moveAnchorEdit, transformObjectEdit, transformZoneEdit } from './surface-edits.ts';
import type { Edit } from './changes.ts';
import type { ObjectNodeHandlers } from './ObjectNode.tsx';
import type { ZoneNodeHandlers } from './ZoneEditNode.tsx';
import { nodeOf } from './use-selection-handles.ts';

interface EditInputs {
  doc: GameDocument;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  commit: (edit: Edit) => boolean;
  carryContents: boolean;
}

/**
 * What a press, a turn or a resize on a node does: presses select, and a node Konva moved or scaled is
 * saved as an edit, or put back where the document has it when the edit is refused. The handlers are made
 * once and read the latest props, so the memoised nodes never redraw for a new handler.
 */
export function useNodeEdits(stage: RefObject<TableStageHandle | null>, latest: RefObject<EditInputs>) {
  const objectHandlers = useMemo<Pick<ObjectNodeHandlers, 'onPress' | 'onTransformEnd'>>(
    () => ({
      onPress: (id, event) => {
        if (event.evt.button !== 0) return;
        const { selection, onSelectionChange } = latest.current;
        onSelectionChange(clickSelect(selection, keyOf.object(id), { toggle: event.evt.shiftKey }));
      },
      onTransformEnd: (id) => {
        const node = nodeOf(stage, keyOf.object(id));
        const { doc, commit } = latest.current;
        const object = doc.objects.find((candidate) => candidate.id === id);
        const component = object && doc.components.find((candidate) => candidate.id === object.componentId);
        if (!node || !component) return;
        const width = component.width * node.scaleX();
        const height = component.height * node.scaleY();
        node.scale({ x: 1, y: 1 });
        const ok = commit(transformObjectEdit(doc, id, { x: node.x(), y: node.y(), rotation: node.rotation(), width, height }));
        if (!ok && object.placement.type === 'surface') {
          node.position({ x: object.placement.x, y: object.placement.y });
          node.rotation(object.placement.rotation);
        }
      },
    }),
    [stage, latest],
  );

  const zoneHandlers = useMemo<ZoneNodeHandlers>(
    () => ({
      onPress: (key, event) => {
        if (event.evt.button !== 0) return;
        event.cancelBubble = true;
        const { selection, onSelectionChange } = latest.current;
        onSelectionChange(clickSelect(selection, key, { toggle: event.evt.shiftKey }));
      },
      onZoneDragEnd: (id) => {
        const node = nodeOf(stage, keyOf.dropzone(id));
        const { doc, commit, carryContents } = latest.current;
        const zone = doc.dropzones.find((candidate) => candidate.id === id);
        if (!node || !zone) return;
        const box = { x: node.x(), y: node.y(), width: zone.width, height: zone.height };
        if (!commit(transformZoneEdit(doc, id, box, { carry: carryContents }))) node.position(dropzoneBox(zone));
      },
      onZoneTransformEnd: (id) => {
        const node = nodeOf(stage, keyOf.dropzone(id));
        const { doc, commit, carryContents } = latest.current;
        const zone = doc.dropzones.find((candidate) => candidate.id === id);
        if (!node || !zone) return;
        const box = { x: node.x(), y: node.y(), width: zone.width * node.scaleX(), height: zone.height * node.scaleY() };
        node.scale({ x: 1, y: 1 });
        if (!commit(transformZoneEdit(doc, id, box, { carry: carryContents }))) node.position(dropzoneBox(zone));
      },
      onAnchorDragEnd: (id, x, y) => {
        const { doc, commit } = latest.current;
        const anchor = doc.anchors.find((candidate) => candidate.id === id);
        if (!commit(moveAnchorEdit(doc, id, { x, y })) && anchor) nodeOf(stage, keyOf.anchor(id))?.position({ x: anchor.x, y: anchor.y });
      },
    }),
    [stage, latest],
  );

  return { objectHandlers, zoneHandlers };
}
