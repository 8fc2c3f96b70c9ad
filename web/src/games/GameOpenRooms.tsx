import { Link } from 'react-router';
import type { GamePageRoom } from './documents.ts';
import { gamePath } from '../routing/game-paths.ts';

/** The open rooms of this game the viewer hosts or has played in: the way back to a game night. */
export function GameOpenRooms({ rooms, userName, gameName }: { rooms: GamePageRoom[]; userName: string; gameName: string }) {
  if (rooms.length === 0) return null;
  return (
    <section className="game-open-rooms" aria-labelledby="game-open-rooms-title">
      <h2 id="game-open-rooms-title">Your open rooms</h2>
      <ul>
        {rooms.map((room) => (
          <li key={room.id} data-room={room.code}>
            <Link to={gamePath(userName, gameName, 'play', room.code)}>Join room {room.code}</Link>
            <span className="muted">
              {' '}
              · hosted by {room.host.name} · {room.seatsTaken} of {room.seatCount} seats taken
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
