import { playerCountText } from './player-count.ts';

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
  const told = playerCountText(page.minPlayers, page.maxPlayers);
  const seats = seatCount ? `${seatCount} seat${seatCount === 1 ? '' : 's'}` : null;
  // Seats say the most who can sit down; alone they stand for the player count.
  const players = told ?? (seatCount ? `up to ${seatCount} player${seatCount === 1 ? '' : 's'}` : null);
  const facts = [players, told ? seats : null, page.playMinutes ? `about ${page.playMinutes} min` : null].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="game-facts" aria-label="About the game">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
