import { listenOnWindow } from '../../canvas/window-listeners.ts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { TableStageHandle } from '../../canvas/index.ts';
import { rectFromCorners, type Box, type Point } from './geometry.ts';
import { bandSelection } from './rubber-band.ts';
import type { Selection } from './selection.ts';
import type { SurfaceScene } from './surface-scene.ts';

interface BandInputs {
  scene: SurfaceScene;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
}

/**
 * The surface editor's rubber band: a left press on empty space starts it, the pointer is followed over
 * the whole window (a band may leave the canvas), and the release selects what it meets. Its own hook
 * because it is pointer tracking beside the stage's: the stage pans only when this does not take the press.
 * A second finger while a band is drawn means a pinch: the band is dropped and the stage zooms instead.
 */
export function useRubberBand(stage: RefObject<TableStageHandle | null>, latest: RefObject<BandInputs>) {
  const [band, setBand] = useState<Box | null>(null);
  const start = useRef<{ at: Point; additive: boolean; pointerId: number } | null>(null);

  useEffect(() => {
    const toTable = (event: PointerEvent) => stage.current?.clientToTable({ x: event.clientX, y: event.clientY }) ?? null;
    const move = (event: PointerEvent) => {
      const started = start.current;
      const at = started && event.pointerId === started.pointerId ? toTable(event) : null;
      if (started && at) setBand(rectFromCorners(started.at, at));
    };
    const up = (event: PointerEvent) => {
      const started = start.current;
      if (!started || event.pointerId !== started.pointerId) return;
      start.current = null;
      setBand(null);
      const at = toTable(event);
      if (event.type === 'pointercancel' || !at) return;
      const { scene, selection, onSelectionChange } = latest.current;
      const next = bandSelection(
        selection,
        scene.objects.map((item) => ({ id: item.key, box: item.box })),
        started.at,
        at,
        started.additive,
      );
      if (next !== selection) onSelectionChange(next);
    };
    return listenOnWindow({ pointermove: move, pointerup: up, pointercancel: up });
  }, [stage, latest]);

  /** Starts a band at a press on empty space (left button only). */
  const begin = useCallback(
    (event: PointerEvent) => {
      if (start.current) {
        if (event.pointerId !== start.current.pointerId) {
          start.current = null;
          setBand(null);
        }
        return;
      }
      const at = event.button === 0 ? stage.current?.clientToTable({ x: event.clientX, y: event.clientY }) : undefined;
      if (at) start.current = { at, additive: event.shiftKey, pointerId: event.pointerId };
    },
    [stage],
  );

  return { band, begin };
}
