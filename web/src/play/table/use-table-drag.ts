import { listenOnWindow } from '../../canvas/window-listeners.ts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type Konva from 'konva';
import { snapInZone, type RoomView, type Target } from '@tablecraft/core/play';
import type { Point } from '../../canvas/geometry.ts';
import type { PieceLook } from '../../canvas/piece-look.ts';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import { dropTargetAt, type TableLayout } from './table-layout.ts';

/** What is being dragged: a piece (on the table or from the hand) or the top of a pile. */
export type DragSource = { kind: 'piece'; pieceId: string } | { kind: 'pile'; pileId: string };

/** The piece in the viewer's hand (pointer) right now. */
export interface Held {
  source: DragSource;
  look: PieceLook;
  /** Where it was when the drag began (later moves are applied to the node directly). */
  at: Point;
}

/** Where a held piece would land: the zone to highlight and, snapped, the outline of the piece in it. */
export interface DropHover {
  zoneId: string | null;
  ghost: { x: number; y: number; width: number; height: number } | null;
  overHand: boolean;
}

interface Press {
  timer: ReturnType<typeof setTimeout>;
  source: DragSource;
  look: PieceLook;
  start: Point;
  /** Pointer minus the piece's centre, in table units: the piece is held where it was grabbed. */
  grab: Point;
  started: boolean;
  watchOnly: boolean;
}

const DRAG_THRESHOLD_PX = 4;
/** Drag frames are sent at most this often (the server relays 30 transient frames a second). */
const DRAG_FRAME_MS = 50;

export interface TableDragOptions {
  stage: RefObject<TableStageHandle | null>;
  handBar: RefObject<HTMLElement | null>;
  /** The current view and layout (read when the pointer moves, so always fresh). */
  current: RefObject<{ view: RoomView; layout: TableLayout } | null>;
  canAct: () => boolean;
  /** Commits a drop; returns nothing (a refusal snaps back with a toast). */
  drop(source: DragSource, target: Target): void;
  sendDrag(pieceId: string, point: Point, done: boolean): void;
  /** A long press that did not move (touch screens have no right button): open the piece's menu. */
  longPress(source: DragSource, client: Point): void;
  /** Someone who may not act tried to drag a piece: told how to take a seat. */
  refused?(): void;
}

/** How long a still press lasts before it opens the menu. */
const LONG_PRESS_MS = 550;

/**
 * Dragging pieces with the pointer: the held piece is drawn on its own layer and moved imperatively
 * (no React render per frame), so it follows the pointer at once on a table of a thousand cards.
 */
export function useTableDrag(options: TableDragOptions) {
  const [held, setHeld] = useState<Held | null>(null);
  const [hover, setHover] = useState<DropHover | null>(null);
  const heldNode = useRef<Konva.Group>(null);
  const press = useRef<Press | null>(null);
  const lastSent = useRef(0);
  const lastHover = useRef('');
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const centreAt = (client: Point, grab: Point): Point => {
    const table = optionsRef.current.stage.current?.clientToTable(client) ?? { x: 0, y: 0 };
    return { x: table.x - grab.x, y: table.y - grab.y };
  };

  const overHand = (client: Point) => {
    const box = optionsRef.current.handBar.current?.getBoundingClientRect();
    return Boolean(box && client.x >= box.left && client.x <= box.right && client.y >= box.top && client.y <= box.bottom);
  };

  /** Starts a press on a piece or pile; it becomes a drag once the pointer moves a few pixels. */
  const begin = useCallback((source: DragSource, look: PieceLook, client: Point, grab: Point) => {
    if (press.current) clearTimeout(press.current.timer);
    const timer = setTimeout(() => {
      const current = press.current;
      if (!current || current.started) return;
      press.current = null;
      optionsRef.current.longPress(current.source, current.start);
    }, LONG_PRESS_MS);
    // Someone watching may still open a menu with a long press; only players move pieces.
    press.current = { timer, source, look, start: client, grab, started: false, watchOnly: !optionsRef.current.canAct() };
  }, []);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const current = press.current;
      if (!current) return;
      const client = { x: event.clientX, y: event.clientY };
      if (!current.started) {
        if (Math.hypot(client.x - current.start.x, client.y - current.start.y) < DRAG_THRESHOLD_PX) return;
        clearTimeout(current.timer);
        if (current.watchOnly) {
          press.current = null;
          optionsRef.current.refused?.();
          return;
        }
        current.started = true;
        setHeld({ source: current.source, look: current.look, at: centreAt(client, current.grab) });
      }
      const centre = centreAt(client, current.grab);
      const node = heldNode.current;
      if (node) {
        node.position(centre);
        node.getLayer()?.batchDraw();
      }
      const pieceId = current.source.kind === 'piece' ? current.source.pieceId : `pile:${current.source.pileId}`;
      const now = performance.now();
      if (now - lastSent.current >= DRAG_FRAME_MS) {
        lastSent.current = now;
        optionsRef.current.sendDrag(pieceId, centre, false);
      }
      const next = hoverAt(centre, client, current);
      const key = JSON.stringify(next);
      // Re-render only when the landing place changes, not on every pointer move.
      if (key !== lastHover.current) {
        lastHover.current = key;
        setHover(next);
      }
    };
    const up = (event: PointerEvent) => {
      const current = press.current;
      press.current = null;
      if (current) clearTimeout(current.timer);
      if (!current?.started) return;
      const client = { x: event.clientX, y: event.clientY };
      const centre = centreAt(client, current.grab);
      const state = optionsRef.current.current.current;
      const heldId = current.source.kind === 'piece' ? current.source.pieceId : null;
      const target: Target | null = overHand(client)
        ? { type: 'hand' }
        : state
          ? dropTargetAt(state.view, state.layout, centre, heldId)
          : null;
      const pieceId = current.source.kind === 'piece' ? current.source.pieceId : `pile:${current.source.pileId}`;
      optionsRef.current.sendDrag(pieceId, centre, true);
      const alreadyInHand =
        target?.type === 'hand' && current.source.kind === 'piece' && state?.view.pieces[current.source.pieceId]?.location.type === 'hand';
      const samePile = target?.type === 'pile' && current.source.kind === 'pile' && target.pileId === current.source.pileId;
      if (target && !alreadyInHand && !samePile) optionsRef.current.drop(current.source, target);
      setHeld(null);
      setHover(null);
      lastHover.current = '';
    };
    const cancel = () => {
      if (press.current) clearTimeout(press.current.timer);
      press.current = null;
      setHeld(null);
      setHover(null);
    };
    return listenOnWindow({ pointermove: move, pointerup: up, pointercancel: cancel });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the window listeners are added once; they read the latest state through refs (hoverAt too)
  }, []);

  const hoverAt = (centre: Point, client: Point, current: Press): DropHover => {
    if (overHand(client)) return { zoneId: null, ghost: null, overHand: true };
    const state = optionsRef.current.current.current;
    if (!state) return { zoneId: null, ghost: null, overHand: false };
    const target = dropTargetAt(state.view, state.layout, centre, current.source.kind === 'piece' ? current.source.pieceId : null);
    if (target?.type === 'pile')
      return { zoneId: target.pileId in state.layout.zones ? target.pileId : null, ghost: null, overHand: false };
    if (target?.type === 'zone') {
      const zone = state.view.zones[target.dropzoneId]!;
      const snapped = zone.layout.type === 'spread' ? null : snapInZone(zone, target.x, target.y);
      return {
        zoneId: zone.id,
        ghost: snapped ? { ...snapped, width: current.look.width, height: current.look.height } : null,
        overHand: false,
      };
    }
    return { zoneId: null, ghost: null, overHand: false };
  };

  return { held, hover: held ? hover : null, heldNode, begin };
}
