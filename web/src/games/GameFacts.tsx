import { playerCountText } from '../settings/logic/page-input.ts';

interface GameFactsProps {
  page: { minPlayers: number | null; maxPlayers: number | null; playMinutes: number | null };
  /** Seats of the newest published revision, when there is one. */
  seatCount: number | null;
}

/**
 * Players and play time, as the author set them on the game page; without a player count, the seats
 * of the published game say how many can play. A fact nobody gave is left out, not shown as unknown.
 */
export function GameFacts({ page, seatCount }: GameFactsProps) {
  const players = playerCountText(page.minPlayers, page.maxPlayers) ?? (seatCount ? `up to ${seatCount} player${seatCount === 1 ? '' : 's'}` : null);
  const facts = [
    players ? { label: 'Players', text: players } : null,
    seatCount ? { label: 'Seats', text: String(seatCount) } : null,
    page.playMinutes ? { label: 'Play time', text: `${page.playMinutes} min` } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="game-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
