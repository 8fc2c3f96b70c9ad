import type { RoomView } from '@tablecraft/core/play';
import type { LookBook } from '../table/looks.ts';

interface Props {
  view: RoomView;
  looks: LookBook;
  /** A seated player's name (the seat's own name when the player is not known). */
  playerName: (seatId: string) => string;
}

/** Who is looking at which pile right now ("Alice is searching Deck"): everyone but the looker sees it. */
export function LooksBanner({ view, looks, playerName }: Props) {
  const others = Object.entries(view.looks ?? {}).filter(([seatId]) => seatId !== view.seatId);
  if (others.length === 0) return null;
  return (
    <ul className="looks-banner" aria-label="Looking at piles" aria-live="polite">
      {others.map(([seatId, look]) => {
        const pile = looks.pileName(view, look.pileId);
        const colour = view.seats.find((seat) => seat.id === seatId)?.color;
        return (
          <li key={seatId} style={colour ? { borderColor: colour } : undefined}>
            {playerName(seatId)}{' '}
            {look.count === null
              ? `is searching ${pile}`
              : `is looking at the top ${look.count === 1 ? 'card' : `${look.count} cards`} of ${pile}`}
          </li>
        );
      })}
    </ul>
  );
}
