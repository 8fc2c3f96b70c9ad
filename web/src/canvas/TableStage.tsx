import { listenOnWindow } from './window-listeners.ts';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Stage } from 'react-konva';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Point, Rect } from './geometry.ts';
import { fitRect, pinch, toTable, zoomAt, ZOOM_STEP, type Viewport } from './viewport.ts';

/** What a page can ask of the table's viewport (the +/− and "fit table" buttons, drops from outside). */
export interface TableStageHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** A point in the page (clientX/clientY) in table coordinates. */
  clientToTable(client: Point): Point;
  stage(): Konva.Stage | null;
}

interface TableStageProps {
  width: number;
  height: number;
  /** What "fit table" shows; the table is fitted once on first show. */
  bounds: Rect;
  children: ReactNode;
  ref?: Ref<TableStageHandle>;
  /** Pointer moves over the table, in table coordinates (cursors). */
  onPointerMoveTable?: (point: Point) => void;
  /** A press on empty space (before it turns into a pan): clears selections, or starts a selection band. */
  onBackgroundPress?: (event: PointerEvent) => void;
  /**
   * Whether a press on empty space pans (the middle button always does). The play table always pans
   * (the default); the editor draws a selection band there instead, and pans only with Space held.
   */
  panOnBackground?: (event: PointerEvent) => boolean;
  onBackgroundContextMenu?: (client: Point) => void;
  /** What fitting leaves clear at the stage's edges, in pixels: panels lying over the table there. */
  fitInsets?: { left?: number; right?: number; top?: number; bottom?: number };
}

/** The table fitted into the stage less its insets. */
function fitInside(bounds: Rect, size: { width: number; height: number }, insets: TableStageProps['fitInsets']): Viewport {
  const left = insets?.left ?? 0;
  const top = insets?.top ?? 0;
  const inner = { width: size.width - left - (insets?.right ?? 0), height: size.height - top - (insets?.bottom ?? 0) };
  // Insets that leave too little room are ignored: the whole stage is better than a sliver.
  if (inner.width < size.width / 2 || inner.height < size.height / 2) return fitRect(bounds, size);
  const viewport = fitRect(bounds, inner);
  return { ...viewport, x: viewport.x + left, y: viewport.y + top };
}

/**
 * The Konva stage of a table with pan and zoom: drag empty space or hold the middle button to pan,
 * the wheel (or a trackpad pinch) zooms around the pointer, two fingers pan and pinch on touch screens.
 * The viewport lives here, so panning re-renders the stage only, never the pieces inside it.
 */
export function TableStage({
  width,
  height,
  bounds,
  children,
  ref,
  onPointerMoveTable,
  onBackgroundPress,
  panOnBackground,
  onBackgroundContextMenu,
  fitInsets,
}: TableStageProps) {
  const stageRef = useRef<Konva.Stage>(null);
  const [viewport, setViewport] = useState<Viewport>(() => fitRect(bounds, { width, height }));
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;
  const pan = useRef<{ start: Point; from: Viewport } | null>(null);
  const touches = useRef<{ a: Point; b: Point } | null>(null);
  const fitted = useRef(false);
  // Read when fitting, so panels opening or closing never move the table by themselves.
  const insetsRef = useRef(fitInsets);
  insetsRef.current = fitInsets;

  useEffect(() => {
    // The first real size arrives after layout: fit the table to it once.
    if (!fitted.current && width > 0 && height > 0) {
      fitted.current = true;
      setViewport(fitInside(bounds, { width, height }, insetsRef.current));
    }
  }, [width, height, bounds]);

  useImperativeHandle(
    ref,
    () => ({
      zoomBy: (factor) => setViewport((v) => zoomAt(v, factor, { x: width / 2, y: height / 2 })),
      fit: () => setViewport(fitInside(bounds, { width, height }, insetsRef.current)),
      clientToTable: (client) => {
        const box = stageRef.current?.container().getBoundingClientRect();
        return toTable(viewportRef.current, { x: client.x - (box?.left ?? 0), y: client.y - (box?.top ?? 0) });
      },
      stage: () => stageRef.current,
    }),
    [width, height, bounds],
  );

  useEffect(() => {
    const move = (event: PointerEvent) => {
      if (!pan.current || touches.current) return;
      const { start, from } = pan.current;
      setViewport({ ...from, x: from.x + event.clientX - start.x, y: from.y + event.clientY - start.y });
    };
    const up = () => {
      pan.current = null;
    };
    return listenOnWindow({ pointermove: move, pointerup: up, pointercancel: up });
  }, []);

  const onPointerDown = (event: KonvaEventObject<PointerEvent>) => {
    const middle = event.evt.button === 1;
    if (!middle && event.target !== event.target.getStage()) return;
    if (!middle) onBackgroundPress?.(event.evt);
    if (!middle && panOnBackground && !panOnBackground(event.evt)) return;
    if (event.evt.pointerType === 'touch' && touches.current) return;
    event.evt.preventDefault();
    pan.current = { start: { x: event.evt.clientX, y: event.evt.clientY }, from: viewportRef.current };
  };

  const onWheel = (event: KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pointer = stageRef.current?.getPointerPosition();
    if (!pointer) return;
    // Trackpad pinches arrive as wheel events with ctrlKey and small deltas: zoom smoothly by the delta.
    const factor = event.evt.ctrlKey ? Math.exp(-event.evt.deltaY / 100) : event.evt.deltaY > 0 ? 1 / ZOOM_STEP : ZOOM_STEP;
    setViewport((v) => zoomAt(v, factor, pointer));
  };

  const touchPoints = (event: TouchEvent): { a: Point; b: Point } | null => {
    if (event.touches.length !== 2) return null;
    const box = stageRef.current!.container().getBoundingClientRect();
    const at = (touch: Touch) => ({ x: touch.clientX - box.left, y: touch.clientY - box.top });
    return { a: at(event.touches[0]!), b: at(event.touches[1]!) };
  };

  return (
    <Stage
      ref={stageRef}
      width={width}
      height={height}
      x={viewport.x}
      y={viewport.y}
      scaleX={viewport.scale}
      scaleY={viewport.scale}
      onPointerDown={onPointerDown}
      onWheel={onWheel}
      onPointerMove={() => {
        const pointer = stageRef.current?.getPointerPosition();
        if (pointer && onPointerMoveTable) onPointerMoveTable(toTable(viewportRef.current, pointer));
      }}
      onContextMenu={(event) => {
        event.evt.preventDefault();
        if (event.target === event.target.getStage()) onBackgroundContextMenu?.({ x: event.evt.clientX, y: event.evt.clientY });
      }}
      onTouchStart={(event) => {
        const points = touchPoints(event.evt);
        if (points) {
          pan.current = null;
          touches.current = points;
        }
      }}
      onTouchMove={(event) => {
        const points = touchPoints(event.evt);
        if (!points || !touches.current) return;
        event.evt.preventDefault();
        const before = touches.current;
        touches.current = points;
        setViewport((v) => pinch(v, before.a, before.b, points.a, points.b));
      }}
      onTouchEnd={(event) => {
        if (event.evt.touches.length < 2) touches.current = null;
      }}
    >
      {children}
    </Stage>
  );
}
