import type { RoomView } from '@tablecraft/core/play';
import { Avatar } from '../../shell/avatar.tsx';
import { Button } from '../../shell/button.tsx';
import type { Presence } from '../store/presence-store.ts';
import type { Person } from './people.ts';

interface Props {
  view: RoomView;
  mySeatId: string | null;
  myUserId: string | null;
  canPlay: boolean;
  people: Map<string, Person>;
  online: Set<string>;
  presence: Record<string, Presence>;
  onClaim: (seatId: string) => void;
  onLeave: () => void;
}

/** The seats: who sits where (online or not), how many cards each holds, a seat to take; then who watches. */
export function SeatsPanel({ view, mySeatId, myUserId, canPlay, people, online, presence, onClaim, onLeave }: Props) {
  const seated = new Set(view.seats.map((seat) => seat.userId).filter(Boolean));
  const watchers = Object.values(presence).filter((p) => !p.userId || !seated.has(p.userId));
  const meWatching = myUserId !== null && !seated.has(myUserId);
  return (
    <section className="play-panel seats-panel" aria-labelledby="seats-heading">
      <h2 id="seats-heading">Seats</h2>
      <ul className="seat-list">
        {view.seats.map((seat) => {
          const person = seat.userId ? people.get(seat.userId) : undefined;
          const hand = view.hands[seat.id];
          const mine = seat.id === mySeatId;
          return (
            <li key={seat.id} className="seat" style={{ borderColor: seat.color }} data-seat={seat.id}>
              <span className="seat-colour" style={{ background: seat.color }} aria-hidden="true" />
              <span className="seat-body">
                <span className="seat-name">{seat.name}</span>
                {seat.userId ? (
                  <span className="seat-holder">
                    <Avatar src={person?.image} name={person?.name} status={online.has(seat.userId) ? 'online' : 'offline'} decorative />
                    {person?.name ?? 'A player'}
                    {mine ? ' (you)' : ''}
                  </span>
                ) : (
                  <span className="seat-holder muted">Empty</span>
                )}
                <span className="seat-hand" aria-label={`${hand?.count ?? 0} cards in hand`}>
                  {hand?.count ?? 0} in hand
                </span>
              </span>
              {mine ? (
                <Button variant="outlined" size="small" onClick={onLeave} disabled={!canPlay}>
                  Leave seat
                </Button>
              ) : !seat.userId ? (
                <Button size="small" onClick={() => onClaim(seat.id)} disabled={!canPlay} aria-label={`Sit at ${seat.name}`}>
                  Sit here
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h3>Watching</h3>
      {watchers.length === 0 && !meWatching ? (
        <p className="muted">Nobody is watching.</p>
      ) : (
        <ul className="watcher-list">
          {meWatching ? <li>You</li> : null}
          {watchers.map((watcher) => (
            <li key={watcher.connectionId}>{watcher.name ?? (watcher.userId ? (people.get(watcher.userId)?.name ?? 'A player') : 'A visitor')}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
