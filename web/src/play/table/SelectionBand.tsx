import { useEffect, useRef, useState } from 'react';
import type { Point } from '../../canvas/geometry.ts';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import './selection.css';

/** A band drawn over the table, in table coordinates; `moved` is false for a mere tap on empty table. */
export interface BandDone {
  from: Point;
  to: Point;
  additive: boolean;
  moved: boolean;
}

const BAND_THRESHOLD_PX = 4;

/**
 * Draws a selection band over empty table: with shift held, or any press while selecting by touch. The
 * press is taken before the stage sees it (a capture listener on the table's element), so the table
 * does not pan meanwhile; a press on a piece is left to the piece. The band itself is plain DOM over the
 * canvas, so drawing it never redraws the pieces.
 */
export function SelectionBand({
  stage,
  active,
  onBand,
}: {
  stage: () => TableStageHandle | null;
  active: boolean;
  onBand: (band: BandDone) => void;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [band, setBand] = useState<{ start: Point; end: Point } | null>(null);
  const latest = useRef({ active, onBand, stage });
  latest.current = { active, onBand, stage };

  useEffect(() => {
    const table = anchor.current?.parentElement;
    if (!table) return;
    const down = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.shiftKey || latest.current.active)) return;
      const konva = latest.current.stage()?.stage();
      if (!konva) return;
      const box = konva.container().getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside || konva.getIntersection({ x: event.clientX - box.left, y: event.clientY - box.top })) return;
      event.stopPropagation();
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY };
      let end = start;
      const additive = event.shiftKey;
      setBand({ start, end });
      const move = (e: PointerEvent) => {
        end = { x: e.clientX, y: e.clientY };
        setBand({ start, end });
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', up);
        setBand(null);
        const handle = latest.current.stage();
        if (!handle) return;
        const moved = Math.hypot(end.x - start.x, end.y - start.y) >= BAND_THRESHOLD_PX;
        latest.current.onBand({ from: handle.clientToTable(start), to: handle.clientToTable(end), additive, moved });
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', up);
    };
    table.addEventListener('pointerdown', down, { capture: true });
    return () => table.removeEventListener('pointerdown', down, { capture: true });
  }, []);

  return (
    <span ref={anchor} hidden={!band}>
      {band ? (
        <span
          className="selection-band"
          data-testid="selection-band"
          style={{
            left: Math.min(band.start.x, band.end.x),
            top: Math.min(band.start.y, band.end.y),
            width: Math.abs(band.end.x - band.start.x),
            height: Math.abs(band.end.y - band.start.y),
          }}
        />
      ) : null}
    </span>
  );
}
