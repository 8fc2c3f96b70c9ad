import { useEffect, useState, type RefObject } from 'react';
import type Konva from 'konva';

/**
 * The scale the stage holding `node` draws at, re-rendering when it zooms: for the few nodes that keep a
 * readable or finger-sized size on screen whatever the zoom (a piece's label and buttons). 1 until mounted.
 */
export function useStageScale(node: RefObject<Konva.Node | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const stage = node.current?.getStage();
    if (!stage) return;
    const update = () => setScale(Math.abs(stage.scaleX()) || 1);
    update();
    stage.on('scaleXChange', update);
    return () => void stage.off('scaleXChange', update);
  }, [node]);
  return scale;
}
