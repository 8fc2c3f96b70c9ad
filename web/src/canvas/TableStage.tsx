import { listenOnWindow } from './window-listeners.ts';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Stage } from 'react-konva';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Point, Rect } from './geometry.ts';
import { fitRect, fitView, pinch, toTable, turnDegrees, zoomAt, ZOOM_STEP, type Viewport } from './viewport.ts';

/** What a page can ask of the table's viewport (the +/− and "fit table" buttons, drops from outside). */
export interface TableStageHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** Turns the table a quarter turn, or back upright, and fits it that way (kept until turned again). */
  turn(): void;
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
  /** How the table fits (the play table's choices; the editor keeps the defaults). */
  fitting?: Fitting;
  /** The table was turned a quarter turn (true) or back upright, by fitting or by `turn()`. */
  onTurnChange?: (turned: boolean) => void;
}

/** How a stage fits its table. */
export interface Fitting {
  /** The margin left round the table for a view of this size, in pixels (40 without it). */
  margin?: (size: { width: number; height: number }) => number;
  /** A quarter turn may show the table larger (a landscape table on a portrait phone): fitting chooses. */
  mayTurn?: boolean;
  /**
   * Fit again when the stage changes size (a phone turned, a note put away), until someone pans or zooms;
   * and always when the stage turns from portrait to landscape or back.
   */
  refitOnResize?: boolean;
}

type Size = { width: number; height: number };

/** The table fitted into the stage less its insets, upright, turned (`turn`), or as fits best (`turn` null). */
function fitInside(
  bounds: Rect,
  size: Size,
  insets: TableStageProps['fitInsets'],
  fitting: Fitting | undefined,
  turn: 0 | 1 | null,
): Viewport {
  const fit = (area: Size) => {
    const margin = fitting?.margin?.(area);
    return turn === null ? fitView(bounds, area, { margin, mayTurn: fitting?.mayTurn }) : fitRect(bounds, area, margin, turn);
  };
  const left = insets?.left ?? 0;
  const top = insets?.top ?? 0;
  const inner = { width: size.width - left - (insets?.right ?? 0), height: size.height - top - (insets?.bottom ?? 0) };
  // Insets that leave too little room are ignored: the whole stage is better than a sliver.
  if (inner.width < size.width / 2 || inner.height < size.height / 2) return fit(size);
  const viewport = fit(inner);
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
  fitting,
  onTurnChange,
}: TableStageProps) {
  const stageRef = useRef<Konva.Stage>(null);
  const [viewport, setViewport] = useState<Viewport>(() => fitRect(bounds, { width, height }));
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;
  const pan = useRef<{ start: Point; from: Viewport } | null>(null);
  const touches = useRef<{ a: Point; b: Point } | null>(null);
  const fitted = useRef<Size | null>(null);
  // Whether the view is as fitting left it: no pan or zoom since (a resize then fits again).
  const untouched = useRef(true);
  // The turn someone chose with `turn()`; null: fitting chooses.
  const chosenTurn = useRef<0 | 1 | null>(null);
  // Read when fitting, so panels opening or closing never move the table by themselves.
  const insetsRef = useRef(fitInsets);
  insetsRef.current = fitInsets;
  const fittingRef = useRef(fitting);
  fittingRef.current = fitting;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const moveView = (next: Viewport | ((from: Viewport) => Viewport)) => {
    untouched.current = false;
    setViewport(next);
  };
  // Reads the latest bounds, insets and fitting through refs: stable, for the effect and the handle.
  const fitTo = useCallback((size: Size) => {
    fitted.current = size;
    untouched.current = true;
    setViewport(fitInside(boundsRef.current, size, insetsRef.current, fittingRef.current, chosenTurn.current));
  }, []);

  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    const last = fitted.current;
    // The first real size arrives after layout: fit the table to it. Later sizes fit again only when asked.
    const turnedOver = last !== null && width > height !== last.width > last.height;
    if (last === null || (fittingRef.current?.refitOnResize && (untouched.current || turnedOver))) {
      if (last && last.width === width && last.height === height) return;
      // A turn chosen for the phone held one way is no choice for it held the other way.
      if (turnedOver) chosenTurn.current = null;
      fitTo({ width, height });
    }
  }, [width, height, fitTo]);

  const turned = Boolean(viewport.turn);
  useEffect(() => onTurnChange?.(turned), [turned, onTurnChange]);

  useImperativeHandle(
    ref,
    () => ({
      zoomBy: (factor) => moveView((v) => zoomAt(v, factor, { x: width / 2, y: height / 2 })),
      fit: () => fitTo({ width, height }),
      turn: () => {
        chosenTurn.current = viewportRef.current.turn ? 0 : 1;
        fitTo({ width, height });
      },
      clientToTable: (client) => {
        const box = stageRef.current?.container().getBoundingClientRect();
        return toTable(viewportRef.current, { x: client.x - (box?.left ?? 0), y: client.y - (box?.top ?? 0) });
      },
      stage: () => stageRef.current,
    }),
    [width, height, fitTo],
  );

  useEffect(() => {
    const move = (event: PointerEvent) => {
      if (!pan.current || touches.current) return;
      const { start, from } = pan.current;
      moveView({ ...from, x: from.x + event.clientX - start.x, y: from.y + event.clientY - start.y });
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
    moveView((v) => zoomAt(v, factor, pointer));
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
      rotation={turnDegrees(viewport)}
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
        moveView((v) => pinch(v, before.a, before.b, points.a, points.b));
      }}
      onTouchEnd={(event) => {
        if (event.evt.touches.length < 2) touches.current = null;
      }}
    >
      {children}
    </Stage>
  );
}
