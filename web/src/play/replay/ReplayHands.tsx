import type { RoomView } from '@tablecraft/core/play';
import { withScriptLabel, type LookBook } from '../table/looks.ts';
import { HtmlFace } from '../panels/HtmlFace.tsx';

interface Props {
  view: RoomView;
  looks: LookBook;
  /** The seats whose hands are drawn, in the table's order. */
  seatIds: readonly string[];
  /** A seat's name as the replay names it ("North (Alice)"). */
  seatName: (seatId: string) => string;
}

/**
 * The hands under a replay's table: each shown seat's cards as that seat saw them, or how many it held
 * where the view shows no faces (a visitor's view of someone else's hand).
 */
export function ReplayHands({ view, looks, seatIds, seatName }: Props) {
  if (seatIds.length === 0) return null;
  return (
    <section className="replay-hands" aria-label="Hands">
      {seatIds.map((seatId) => {
        const hand = view.hands[seatId];
        const seat = view.seats.find((s) => s.id === seatId);
        const cards = (hand?.cards ?? []).map((id) => view.pieces[id]).filter((piece) => piece !== undefined);
        const count = hand?.count ?? 0;
        return (
          <div key={seatId} className="replay-hand" data-seat={seatId}>
            <h3 className="replay-hand-name">
              <span className="replay-seat-dot" style={{ background: seat?.color ?? 'transparent' }} aria-hidden="true" />
              {seatName(seatId)}
            </h3>
            {hand?.cards ? (
              cards.length === 0 ? (
                <p className="muted">No cards</p>
              ) : (
                <ul className="replay-hand-cards" aria-label={`${seatName(seatId)}'s hand`}>
                  {cards.map((piece) => {
                    const look = looks.piece(piece, undefined, true);
                    const name = withScriptLabel(looks.nameOf(piece), piece.label);
                    return (
                      <li key={piece.id} className="replay-hand-card" style={{ aspectRatio: `${look.width} / ${look.height}` }}>
                        {/* The item stays a list item (the list holds nothing else); the card is the picture in it. */}
                        <div className="replay-hand-face" role="img" aria-label={name} title={name}>
                          <HtmlFace face={look.side} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )
            ) : (
              <p className="muted">{count === 1 ? '1 card, hidden' : `${count} cards, hidden`}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
