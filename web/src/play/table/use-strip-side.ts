import { useEffect, useState, type RefObject } from 'react';
import type Konva from 'konva';
import type { RoomView } from '@tablecraft/core/play';
import type { ActionTarget } from '../actions/registry.ts';
import { targetNode } from './screen-point.ts';
import { stripSide } from './strip-side.ts';

/** A one-row strip's size before it is measured. */
const GUESS = { width: 320, height: 52 };

/**
 * The edge of the table the selection's action strip goes along (strip-side.ts), followed as the piece
 * moves and as the table is panned, zoomed or turned under it.
 */
export function useStripSide(
  stage: () => Konva.Stage | null | undefined,
  view: RoomView | null,
  selected: ActionTarget,
  strip: RefObject<HTMLElement | null>,
): 'top' | 'bottom' {
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  useEffect(() => {
    const konva = stage();
    if (!konva || selected.kind === 'none') return setSide('bottom');
    const update = () => {
      const node = targetNode(konva, view, selected);
      const size = strip.current ? { width: strip.current.offsetWidth, height: strip.current.offsetHeight } : GUESS;
      setSide(stripSide(node ? node.getClientRect() : null, { width: konva.width(), height: konva.height() }, size));
    };
    update();
    konva.on('xChange.strip yChange.strip scaleXChange.strip rotationChange.strip widthChange.strip heightChange.strip', update);
    return () => void konva.off('.strip');
  }, [stage, view, selected, strip]);
  return side;
}
