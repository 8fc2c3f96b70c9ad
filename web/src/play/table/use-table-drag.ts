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

/** What the drag reads as the pointer moves: refs the table keeps for its whole life, each read when needed. */
export interface TableDragRefs {
  /** The table's stage, which turns a place on the screen into table units. */
  stageRef: RefObject<TableStageHandle | null>;
  /** The hand's bar below the table: a piece let go over it goes into the hand. */
  handBarRef: RefObject<HTMLElement | null>;
  /** The view and layout drawn now (read when the pointer moves, so always fresh). */
  drawnRef: RefObject<{ view: RoomView; layout: TableLayout } | null>;
}

/** What the drag tells the room, and asks it. */
export interface TableDragCallbacks {
  canAct: () => boolean;
  /** Commits a drop; returns nothing (a refusal snaps back with a toast). */
  drop(source: DragSource, target: Target): void;
  sendDrag(pieceId: string, point: Point, done: boolean): void;
  /** A long press that did not move (touch screens have no right button): open the piece's menu. */
  longPress(source: DragSource, client: Point): void;
  /** Someone who may not act tried to drag a piece: told how to take a seat. */
  refused?(): void;
}

export type TableDragOptions = TableDragRefs & TableDragCallbacks;

/** How long a still press lasts before it opens the menu. */
const LONG_PRESS_MS = 550;

/**
 * Dragging pieces with the pointer: the held piece is drawn on its own layer and moved imperatively
 * (no React render per frame), so it follows the pointer at once on a table of a thousand cards.
 */
export function useTableDrag({ stageRef, handBarRef, drawnRef, ...callbacks }: TableDragOptions) {
  const [held, setHeld] = useState<Held | null>(null);
  const [hover, setHover] = useState<DropHover | null>(null);
  /** The held piece's node on its own layer, moved without a render. */
  const heldNodeRef = useRef<Konva.Group>(null);
  const pressRef = useRef<Press | null>(null);
  /** When the last drag frame was sent (performance.now()). */
  const lastFrameAtRef = useRef(0);
  /** The landing place last drawn, as a key: a new one re-renders. */
  const lastHoverKeyRef = useRef('');
  // The callbacks of the latest render: the window's listeners outlive renders, and call them through here.
  // The refs above need no such care: each is the same object for the table's life.
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  const centreAt = (client: Point, grab: Point): Point => {
    const table = stageRef.current?.clientToTable(client) ?? { x: 0, y: 0 };
    return { x: table.x - grab.x, y: table.y - grab.y };
  };

  const overHand = (client: Point) => {
    const box = handBarRef.current?.getBoundingClientRect();
    return Boolean(box && client.x >= box.left && client.x <= box.right && client.y >= box.top && client.y <= box.bottom);
  };

  /** Starts a press on a piece or pile; it becomes a drag once the pointer moves a few pixels. */
  const begin = useCallback((source: DragSource, look: PieceLook, client: Point, grab: Point) => {
    if (pressRef.current) clearTimeout(pressRef.current.timer);
    const timer = setTimeout(() => {
      const pressed = pressRef.current;
      if (!pressed || pressed.started) return;
      pressRef.current = null;
      callbacksRef.current.longPress(pressed.source, pressed.start);
    }, LONG_PRESS_MS);
    // Someone watching may still open a menu with a long press; only players move pieces.
    pressRef.current = { timer, source, look, start: client, grab, started: false, watchOnly: !callbacksRef.current.canAct() };
  }, []);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const pressed = pressRef.current;
      if (!pressed) return;
      const client = { x: event.clientX, y: event.clientY };
      if (!pressed.started) {
        if (Math.hypot(client.x - pressed.start.x, client.y - pressed.start.y) < DRAG_THRESHOLD_PX) return;
        clearTimeout(pressed.timer);
        if (pressed.watchOnly) {
          pressRef.current = null;
          callbacksRef.current.refused?.();
          return;
        }
        pressed.started = true;
        setHeld({ source: pressed.source, look: pressed.look, at: centreAt(client, pressed.grab) });
      }
      const centre = centreAt(client, pressed.grab);
      const node = heldNodeRef.current;
      if (node) {
        node.position(centre);
        node.getLayer()?.batchDraw();
      }
      const pieceId = pressed.source.kind === 'piece' ? pressed.source.pieceId : `pile:${pressed.source.pileId}`;
      const now = performance.now();
      if (now - lastFrameAtRef.current >= DRAG_FRAME_MS) {
        lastFrameAtRef.current = now;
        callbacksRef.current.sendDrag(pieceId, centre, false);
      }
      const next = hoverAt(centre, client, pressed);
      const key = JSON.stringify(next);
      // Re-render only when the landing place changes, not on every pointer move.
      if (key !== lastHoverKeyRef.current) {
        lastHoverKeyRef.current = key;
        setHover(next);
      }
    };
    const up = (event: PointerEvent) => {
      const pressed = pressRef.current;
      pressRef.current = null;
      if (pressed) clearTimeout(pressed.timer);
      if (!pressed?.started) return;
      const client = { x: event.clientX, y: event.clientY };
      const centre = centreAt(client, pressed.grab);
      const state = drawnRef.current;
      const heldId = pressed.source.kind === 'piece' ? pressed.source.pieceId : null;
      const target: Target | null = overHand(client)
        ? { type: 'hand' }
        : state
          ? dropTargetAt(state.view, state.layout, centre, heldId)
          : null;
      const pieceId = pressed.source.kind === 'piece' ? pressed.source.pieceId : `pile:${pressed.source.pileId}`;
      callbacksRef.current.sendDrag(pieceId, centre, true);
      const alreadyInHand =
        target?.type === 'hand' && pressed.source.kind === 'piece' && state?.view.pieces[pressed.source.pieceId]?.location.type === 'hand';
      const samePile = target?.type === 'pile' && pressed.source.kind === 'pile' && target.pileId === pressed.source.pileId;
      if (target && !alreadyInHand && !samePile) callbacksRef.current.drop(pressed.source, target);
      setHeld(null);
      setHover(null);
      lastHoverKeyRef.current = '';
    };
    const cancel = () => {
      if (pressRef.current) clearTimeout(pressRef.current.timer);
      pressRef.current = null;
      setHeld(null);
      setHover(null);
    };
    return listenOnWindow({ pointermove: move, pointerup: up, pointercancel: cancel });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the window listeners are added once; they read the latest state through refs (hoverAt too)
  }, []);

  const hoverAt = (centre: Point, client: Point, pressed: Press): DropHover => {
    if (overHand(client)) return { zoneId: null, ghost: null, overHand: true };
    const state = drawnRef.current;
    if (!state) return { zoneId: null, ghost: null, overHand: false };
    const target = dropTargetAt(state.view, state.layout, centre, pressed.source.kind === 'piece' ? pressed.source.pieceId : null);
    if (target?.type === 'pile')
      return { zoneId: target.pileId in state.layout.zones ? target.pileId : null, ghost: null, overHand: false };
    if (target?.type === 'zone') {
      const zone = state.view.zones[target.dropzoneId]!;
      const snapped = zone.layout.type === 'spread' ? null : snapInZone(zone, target.x, target.y);
      return {
        zoneId: zone.id,
        ghost: snapped ? { ...snapped, width: pressed.look.width, height: pressed.look.height } : null,
        overHand: false,
      };
    }
    return { zoneId: null, ghost: null, overHand: false };
  };

  return { held, hover: held ? hover : null, heldNode: heldNodeRef, begin };
}
