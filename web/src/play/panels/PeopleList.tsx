import { useState } from 'react';
import { Avatar } from '../../shell/avatar.tsx';
import { Button } from '../../shell/button.tsx';
import type { RemovedPerson } from '../documents.ts';
import type { RoomPerson } from './people.ts';
import './host-tools.css';

export interface HostActions {
  /** Removes someone from the room (their seat is freed, they stay out until let back in). */
  remove(userId: string, name: string): Promise<void>;
  /** Hands the room over; the new host's tools appear for them at once. */
  makeHost(userId: string, name: string): Promise<void>;
  allowBack(userId: string, name: string): Promise<void>;
  /** Saves the table as it is now under a name; answers whether it worked (absent: not offered). */
  saveTable?(name: string): Promise<boolean>;
}

/** The host's way to seat someone who watches: the seats, and the op that seats them. */
export interface Seating {
  seats: Array<{ id: string; name: string; userId: string | null; reservedFor?: string | null }>;
  onSeat(seatId: string, userId: string): void;
}

/**
 * The seats the host may put someone in: free ones, and the one kept for them (their own cards wait
 * there); never one kept for another player, whose cards the newcomer would see.
 */
export function seatsFor(seating: Seating, userId: string): Array<{ id: string; name: string }> {
  return seating.seats.filter((seat) => seat.userId === null && (!seat.reservedFor || seat.reservedFor === userId));
}

interface Props {
  people: RoomPerson[];
  /** Present for the room's host: each account watching gets a "Seat at …" choice of the seats open to them. */
  seating?: Seating;
  /** The viewer may manage the room (its host, or the game's owner): remove people and let them back. */
  canManage: boolean;
  /**
   * The viewer hosts the room: they may also make someone else the host. The game's owner, who manages
   * every room of the game, may not hand over one they do not host.
   */
  canHandOver?: boolean;
  /** People the host removed, shown to those who may manage the room so they can let them back in. */
  removed: RemovedPerson[];
  actions: HostActions;
}

/**
 * Everyone in the room, seated or watching (spectators and visitors too), with the host marked. Whoever
 * manages the room may remove someone (after saying so once more) and let back in those they removed; the
 * host may also make someone the host.
 */
export function PeopleList({ people, canManage, canHandOver = false, removed, actions, seating }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <div className="people-list">
      <h3>People</h3>
      {people.length === 0 ? <p className="muted">Nobody is here yet.</p> : null}
      <ul aria-label="People in the room">
        {people.map((person) => {
          const tools = canManage && person.userId !== null && !person.me && !person.host;
          // Visitors have no account to seat; the host sits down themselves from the seats above.
          const open =
            seating && person.userId !== null && person.seat === null && person.online && !person.me
              ? seatsFor(seating, person.userId)
              : [];
          return (
            <li key={person.key} className="person" data-person={person.userId ?? 'visitor'}>
              <span className="person-row">
                <Avatar src={person.image} name={person.name} status={person.online ? 'online' : 'offline'} decorative />
                <span className="person-name">{person.name}</span>
                {person.me ? <span className="person-tag">you</span> : null}
                {person.host ? <span className="person-tag person-host">host</span> : null}
                <span className="person-where muted">{person.seat ? person.seat.name : person.online ? 'watching' : 'away'}</span>
              </span>
              {open.length > 0 ? (
                <select
                  className="person-seat"
                  aria-label={`Seat ${person.name} at`}
                  value=""
                  onChange={(event) => {
                    if (event.target.value) seating!.onSeat(event.target.value, person.userId!);
                  }}
                >
                  <option value="">Seat at …</option>
                  {open.map((seat) => (
                    <option key={seat.id} value={seat.id}>
                      {seat.name}
                    </option>
                  ))}
                </select>
              ) : null}
              {tools && confirming !== person.key ? (
                <span className="person-actions">
                  {canHandOver ? (
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={busy}
                      onClick={() => void run(() => actions.makeHost(person.userId!, person.name))}
                      aria-label={`Make ${person.name} the host`}
                    >
                      Make host
                    </Button>
                  ) : null}
                  <Button
                    variant="outlined"
                    size="small"
                    color="red"
                    disabled={busy}
                    onClick={() => setConfirming(person.key)}
                    aria-label={`Remove ${person.name}`}
                  >
                    Remove
                  </Button>
                </span>
              ) : null}
              {tools && confirming === person.key ? (
                <span className="person-confirm" role="group" aria-label={`Remove ${person.name}?`}>
                  <span>
                    Remove {person.name} from this room? {person.seat ? 'Their seat is freed and its cards go face down. ' : ''}They cannot
                    come back until you let them in.
                  </span>
                  <span className="person-actions">
                    <Button
                      size="small"
                      color="red"
                      disabled={busy}
                      onClick={() => void run(() => actions.remove(person.userId!, person.name))}
                    >
                      Remove {person.name}
                    </Button>
                    <Button variant="outlined" size="small" disabled={busy} onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canManage && removed.length > 0 ? (
        <>
          <h3>Removed</h3>
          <ul aria-label="Removed from the room">
            {removed.map(({ user }) => (
              <li key={user.id} className="person">
                <span className="person-row">
                  <Avatar src={user.image} name={user.name} decorative />
                  <span className="person-name">{user.name}</span>
                </span>
                <span className="person-actions">
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy}
                    onClick={() => void run(() => actions.allowBack(user.id, user.name))}
                    aria-label={`Let ${user.name} back in`}
                  >
                    Let back in
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
