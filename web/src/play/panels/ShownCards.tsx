import { useEffect, useState } from 'react';
import type { RevealView, RoomView } from '@tablecraft/core/play';
import type { LookBook } from '../table/looks.ts';
import { Button } from '../../shell/button.tsx';
import { HtmlFace } from './HtmlFace.tsx';

/** How long cards someone showed stay in front of everyone: long enough to read a hand of seven. */
export const SHOWN_FOR_MS = 8000;

interface Props {
  shown: (RevealView & { seq: number }) | null;
  view: RoomView;
  looks: LookBook;
  playerName: (seatId: string) => string;
}

/** Cards a player showed everyone, for a moment: then they are back in that hand, out of sight. */
export function ShownCards({ shown, view, looks, playerName }: Props) {
  const [closed, setClosed] = useState<number | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setClosed(shown.seq), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown || closed === shown.seq) return null;
  const who = shown.seatId === view.seatId ? 'You show' : `${playerName(shown.seatId)} shows`;
  const title = `${who} ${shown.cards.length === 1 ? 'a card' : `${shown.cards.length} cards`}`;
  return (
    <section className="shown-cards" role="status" aria-label={title}>
      <header>
        <h2>{title}</h2>
        <Button size="small" variant="outlined" onClick={() => setClosed(shown.seq)}>
          Close
        </Button>
      </header>
      <ul>
        {shown.cards.map((card, index) => {
          const look = looks.piece({ ...card, faceUp: true, rotation: 0 }, undefined, true);
          return (
            <li key={index} aria-label={looks.nameOf(card)}>
              <span className="look-card-face" style={{ aspectRatio: `${look.width} / ${look.height}` }}>
                <HtmlFace face={look.side} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
