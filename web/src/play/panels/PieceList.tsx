import { useState } from 'react';
import type { RoomView } from '@tablecraft/core/play';
import { withScriptLabel, type LookBook } from '../table/looks.ts';
import type { ActionTarget } from '../actions/registry.ts';

interface Props {
  view: RoomView;
  looks: LookBook;
  selected: ActionTarget;
  onSelect: (target: ActionTarget) => void;
}

/**
 * The table in words, for keyboards and screen readers: every pile and piece on the table as a button.
 * Choosing one selects it on the canvas; then the shortcuts (F, Q, E, D, …) or the menu key act on it.
 * Built only while open, so a table of a thousand cards costs nothing until someone asks for it.
 */
export function PieceList({ view, looks, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="piece-list" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Pieces on the table</summary>
      {open ? <PieceButtons view={view} looks={looks} selected={selected} onSelect={onSelect} /> : null}
    </details>
  );
}

function PieceButtons({ view, looks, selected, onSelect }: Props) {
  const piles = Object.values(view.zones)
    .filter((zone) => zone.layout.type === 'stack')
    .map((zone) => ({ target: { kind: 'pile', pileId: zone.id } as ActionTarget, label: looks.pileLabel(view, zone.id) }));
  const pieces = Object.values(view.pieces)
    .filter((piece) => piece.location.type !== 'hand')
    .map((piece) => ({
      target: (piece.id in view.piles ? { kind: 'pile', pileId: piece.id } : { kind: 'piece', pieceId: piece.id }) as ActionTarget,
      // The text the game's scripts put on a piece is read with its name (a container's too).
      label: withScriptLabel(piece.id in view.piles ? looks.pileLabel(view, piece.id) : looks.labelOf(piece), piece.label),
    }));
  const key = (target: ActionTarget) => (target.kind === 'pile' ? `pile:${target.pileId}` : target.kind === 'piece' ? target.pieceId : '');
  const selectedKey = key(selected);
  return (
    <ul>
      {[...piles, ...pieces].map(({ target, label }) => (
        <li key={key(target)}>
          <button type="button" className="piece-list-item" aria-pressed={key(target) === selectedKey} onClick={() => onSelect(target)}>
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
