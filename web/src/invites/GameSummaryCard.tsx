import { useState } from 'react';
import { Link } from 'react-router';
import { assetFileUrl } from '../uploads/index.ts';
import type { GameSummaryData } from './documents.ts';
import './invites.css';

/** A game as the invite and key pages show it before the viewer has access: thumbnail, title and owner. */
export function GameSummaryCard({ game, linked = false }: { game: GameSummaryData; linked?: boolean }) {
  // The thumbnail of a private game is only served to people with access: until then, a plain tile.
  const [failed, setFailed] = useState(false);
  return (
    <div className="game-summary-card">
      {game.thumbnailPath && !failed ? (
        <img src={assetFileUrl(game.thumbnailPath)} alt="" width={96} height={96} onError={() => setFailed(true)} />
      ) : (
        <div className="game-summary-tile" aria-hidden="true" />
      )}
      <div>
        <p className="game-summary-title">{linked ? <Link to={game.path}>{game.title}</Link> : game.title}</p>
        <p className="muted">
          by {game.ownerName} (@{game.ownerUserName})
        </p>
      </div>
    </div>
  );
}
