import { useEffect, useRef, useState } from 'react';
import { Group, Layer, Line, Rect, Text } from 'react-konva';
import type Konva from 'konva';
import type { RoomView } from '@tablecraft/core/play';
import { PieceNode } from '../../canvas/PieceNode.tsx';
import type { PresenceStore } from '../store/presence-store.ts';
import { HELD_TIMEOUT_MS } from '../store/presence-store.ts';
import type { LookBook } from './looks.ts';
import { reduceMotion } from '../access/motion.ts';

/** How far toward its target a gliding piece or cursor moves each frame (smooths 20 fps updates to 60). */
const GLIDE = 0.35;
/** A cursor still for this long fades away. */
const CURSOR_IDLE_MS = 30_000;
/** A released piece waits this long for its committed move before it is let go anyway. */
const LANDING_WAIT_MS = 1_500;

interface Props {
  presence: PresenceStore;
  view: RoomView;
  looks: LookBook;
  colourOf: (userId: string | null) => string;
  nameOf: (connectionId: string) => string;
  /** Pieces other people hold, reported so the table hides them where they were. */
  onHeldChange: (pieceIds: Set<string>) => void;
}

/**
 * Other people's cursors and the pieces they are dragging, gliding between the positions they send.
 * React renders a node per person when someone starts or stops; the motion itself is done per frame
 * on the nodes, with one batched draw of this layer.
 */
export function RemoteMotion({ presence, view, looks, colourOf, nameOf, onHeldChange }: Props) {
  const [cursorIds, setCursorIds] = useState<string[]>([]);
  const [held, setHeld] = useState<Array<{ connectionId: string; pieceId: string }>>([]);
  const layer = useRef<Konva.Layer>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const onHeldChangeRef = useRef(onHeldChange);
  onHeldChangeRef.current = onHeldChange;

  useEffect(() => {
    let frame = 0;
    const sync = () => {
      const now = Date.now();
      const liveHeld = [...presence.held.values()].filter((h) =>
        h.releasedAt ? now - h.releasedAt < LANDING_WAIT_MS : now - h.at < HELD_TIMEOUT_MS,
      );
      const nextHeld = liveHeld.map((h) => ({ connectionId: h.connectionId, pieceId: h.pieceId }));
      setHeld((before) => (JSON.stringify(before) === JSON.stringify(nextHeld) ? before : nextHeld));
      const nextCursors = [...presence.cursors.entries()].filter(([, c]) => now - c.at < CURSOR_IDLE_MS).map(([id]) => id);
      setCursorIds((before) => (before.join() === nextCursors.join() ? before : nextCursors));
    };
    const step = () => {
      frame = 0;
      let moving = false;
      const still = reduceMotion();
      const scale = layer.current?.getStage()?.scaleX() ?? 1;
      const turn = layer.current?.getStage()?.rotation() ?? 0;
      for (const [key, node] of nodes.current) {
        const [kind, connectionId] = key.split(':') as ['held' | 'cursor', string];
        const target = kind === 'held' ? presence.held.get(connectionId) : presence.cursors.get(connectionId);
        if (!target) continue;
        const dx = target.x - node.x();
        const dy = target.y - node.y();
        // With less motion asked for, a drag jumps to where it is instead of gliding after it.
        if (!still && (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5)) {
          node.position({ x: node.x() + dx * GLIDE, y: node.y() + dy * GLIDE });
          moving = true;
        } else node.position({ x: target.x, y: target.y });
        // Cursors keep their size on screen whatever the zoom, and point up the screen on a turned table.
        if (kind === 'cursor') {
          node.scale({ x: 1 / scale, y: 1 / scale });
          node.rotation(-turn);
        }
      }
      layer.current?.batchDraw();
      if (moving) frame = requestAnimationFrame(step);
    };
    const onMotion = () => {
      sync();
      if (!frame) frame = requestAnimationFrame(step);
    };
    const unsubscribe = presence.onMotion(onMotion);
    // Released pieces and idle cursors expire without any new message.
    const timer = setInterval(sync, 500);
    return () => {
      unsubscribe();
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [presence]);

  useEffect(() => {
    onHeldChangeRef.current(new Set(held.map((h) => h.pieceId)));
  }, [held]);

  const register = (key: string) => (node: Konva.Group | null) => {
    if (node) nodes.current.set(key, node);
    else nodes.current.delete(key);
  };

  return (
    <Layer ref={layer} listening={false}>
      {held.map(({ connectionId, pieceId }) => {
        const piece = view.pieces[pieceId];
        const pileId = pieceId.startsWith('pile:') ? pieceId.slice(5) : null;
        const pile = pileId ? view.piles[pileId] : undefined;
        const look = piece
          ? looks.piece(piece, view.piles[piece.id])
          : pile?.top
            ? looks.piece({
                componentId: pile.top.componentId,
                variantId: pile.top.variantId,
                faceUp: pile.top.variantId !== null,
                rotation: 0,
              })
            : null;
        const start = presence.held.get(connectionId);
        if (!look || !start) return null;
        const userId = start.userId;
        return (
          <Group key={`held:${connectionId}`} ref={register(`held:${connectionId}`)} x={start.x} y={start.y}>
            <PieceNode id={`held-${pieceId}`} look={look} x={0} y={0} outline={colourOf(userId)} listening={false} />
          </Group>
        );
      })}
      {cursorIds.map((connectionId) => {
        const cursor = presence.cursors.get(connectionId);
        if (!cursor) return null;
        const colour = colourOf(cursor.userId);
        const name = nameOf(connectionId);
        return (
          <Group key={`cursor:${connectionId}`} ref={register(`cursor:${connectionId}`)} x={cursor.x} y={cursor.y} name="cursor">
            <Line points={[0, 0, 0, 18, 5, 13, 12, 13]} closed fill={colour} stroke="#fff" strokeWidth={1.5} />
            <Rect x={12} y={14} width={name.length * 7 + 10} height={18} fill={colour} cornerRadius={4} />
            <Text x={17} y={17} text={name} fontSize={12} fill="#fff" />
          </Group>
        );
      })}
    </Layer>
  );
}
