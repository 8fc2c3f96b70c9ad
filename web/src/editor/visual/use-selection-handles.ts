import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type Konva from 'konva';
import type { GameDocument } from '@tablecraft/core/game';
import type { TableStageHandle } from '../../canvas/index.ts';
import type { Selection } from './selection.ts';
import { parseKey, type SurfaceScene } from './surface-scene.ts';

/** The Konva node drawn for a selection key (`#object-…`, `#dropzone-…`, `#anchor-…`). */
export function nodeOf(stage: RefObject<TableStageHandle | null>, key: string): Konva.Node | null {
  const { kind, id } = parseKey(key);
  return stage.current?.stage()?.findOne(`#${kind}-${id}`) ?? null;
}

/** How the handles behave for a selection: one object turns (in its component's steps) and resizes, one dropzone resizes. */
export function handleSettings(doc: GameDocument, selection: Selection) {
  const single = selection.length === 1 ? parseKey(selection[0]!) : null;
  const object = single?.kind === 'object' ? doc.objects.find((candidate) => candidate.id === single.id) : undefined;
  const orientations = object ? (doc.components.find((component) => component.id === object.componentId)?.orientations ?? 4) : 4;
  return {
    rotateEnabled: single?.kind === 'object',
    resizeEnabled: single !== null && single.kind !== 'anchor',
    rotationSnaps: Array.from({ length: orientations }, (_, i) => (i * 360) / orientations),
    rotationSnapTolerance: 360 / orientations / 2,
  };
}

/**
 * The transformer's handles follow the selection (none while the surface is read-only). Its own hook
 * because a drag takes them off and puts them back too, and it must read the latest selection then.
 */
export function useSelectionHandles(
  stage: RefObject<TableStageHandle | null>,
  latest: RefObject<{ selection: Selection; readOnly: boolean }>,
  shown: { selection: Selection; scene: SurfaceScene; readOnly: boolean },
) {
  const transformer = useRef<Konva.Transformer>(null);
  const restore = useCallback(() => {
    const handles = transformer.current;
    if (!handles) return;
    const { selection, readOnly } = latest.current;
    const nodes = selection
      .filter((key) => parseKey(key).kind !== 'anchor')
      .map((key) => nodeOf(stage, key))
      .filter((node): node is Konva.Node => node !== null);
    handles.nodes(readOnly ? [] : nodes);
    handles.getLayer()?.batchDraw();
  }, [stage, latest]);
  const hide = useCallback(() => void transformer.current?.nodes([]), []);
  const { selection, scene, readOnly } = shown;
  useEffect(restore, [restore, selection, scene, readOnly]);
  return { transformer, restore, hide };
}
