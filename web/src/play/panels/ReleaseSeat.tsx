import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../shell/button.tsx';

export interface PileChoice {
  id: string;
  name: string;
}

interface Props {
  seatName: string;
  /** Whose cards these are: "Alice’s", or "your" for the player themself. */
  whose: string;
  cardCount: number;
  piles: PileChoice[];
  onRelease: (pileId: string | null) => void;
  onCancel: () => void;
}

/**
 * Frees a seat kept for a player who left it with cards: the host (or that player) chooses where the
 * cards go. They always go face down, with new ids, so nobody learns what the hand held.
 */
export function ReleaseSeat({ seatName, whose, cardCount, piles, onRelease, onCancel }: Props) {
  const [choice, setChoice] = useState<string>(piles[0]?.id ?? '');
  const name = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRelease(choice === '' ? null : choice);
  };
  const cards = cardCount === 1 ? 'card' : 'cards';
  return (
    <form className="release-seat" onSubmit={submit} aria-label={`Release ${seatName}`}>
      <fieldset>
        <legend>
          Free {seatName} for anyone. Where do {whose} {cardCount} {cards} go? They stay face down.
        </legend>
        {piles.map((pile) => (
          <label key={pile.id}>
            <input type="radio" name={name} value={pile.id} checked={choice === pile.id} onChange={() => setChoice(pile.id)} />
            Into {pile.name}
          </label>
        ))}
        <label>
          <input type="radio" name={name} value="" checked={choice === ''} onChange={() => setChoice('')} />
          On the table
        </label>
      </fieldset>
      <span className="release-seat-actions">
        <Button type="submit" size="small" color="red">
          Release seat
        </Button>
        <Button variant="outlined" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
