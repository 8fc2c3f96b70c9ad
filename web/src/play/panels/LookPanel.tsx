import { useEffect, useRef, useState } from 'react';
import type { OpInput, RoomView } from '@tablecraft/core/play';
import type { LookBook } from '../table/looks.ts';
import { Button } from '../../shell/button.tsx';
import { HtmlFace } from './HtmlFace.tsx';

interface Props {
  view: RoomView;
  looks: LookBook;
  canPlay: boolean;
  submit: (op: OpInput) => void;
}

/**
 * The cards of a pile this player is looking at, top first: only they see this panel. A card can be taken
 * into the hand or put at the bottom; "Done" ends the look (everyone sees it end), shuffling if asked.
 */
export function LookPanel({ view, looks, canPlay, submit }: Props) {
  const [shuffle, setShuffle] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const looking = view.looking;
  const lookKey = looking ? `${looking.pileId}:${looking.count}` : null;
  // A look opened from the keys goes on by the keys: focus moves into the panel (Tab, Enter, Escape).
  useEffect(() => {
    if (lookKey) panel.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [lookKey]);
  if (!looking) return null;
  const pileName = looks.pileName(view, looking.pileId);
  const title =
    looking.count === null ? `Searching ${pileName}` : `Top ${looking.count === 1 ? 'card' : `${looking.count} cards`} of ${pileName}`;
  const done = () => submit({ type: 'stopLooking', ...(shuffle ? { shuffle: true } : {}) });
  return (
    <section ref={panel} className="look-panel" role="dialog" aria-label={title} onKeyDown={(event) => event.key === 'Escape' && done()}>
      <header className="look-panel-header">
        <h2>{title}</h2>
        <p className="muted">Only you see these cards; the others see that you are looking.</p>
      </header>
      {looking.cards.length === 0 ? (
        <p className="muted">None of them are left in the pile.</p>
      ) : (
        <ol className="look-cards">
          {looking.cards.map((card, index) => {
            const look = looks.piece({ ...card, faceUp: true, rotation: 0 }, undefined, true);
            const name = looks.nameOf(card);
            return (
              <li key={card.id} className="look-card">
                <span className="look-card-face" style={{ aspectRatio: `${look.width} / ${look.height}` }} aria-hidden="true">
                  <HtmlFace face={look.side} />
                </span>
                <span className="look-card-name">
                  {index === 0 ? 'Top: ' : ''}
                  {name}
                </span>
                <span className="look-card-actions">
                  <Button
                    size="small"
                    disabled={!canPlay}
                    aria-label={`Take ${name} into your hand`}
                    onClick={() => submit({ type: 'move', pieceId: card.id, to: { type: 'hand' } })}
                  >
                    Take
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!canPlay || looking.cards.length < 2}
                    aria-label={`Put ${name} at the bottom`}
                    onClick={() =>
                      submit({ type: 'move', pieceId: card.id, to: { type: 'pile', pileId: looking.pileId, position: 'bottom' } })
                    }
                  >
                    Bottom
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <footer className="look-panel-footer">
        <label>
          <input type="checkbox" checked={shuffle} onChange={(event) => setShuffle(event.target.checked)} /> Shuffle {pileName} afterwards
        </label>
        <Button disabled={!canPlay} onClick={done}>
          Done
        </Button>
      </footer>
    </section>
  );
}
