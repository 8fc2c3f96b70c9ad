import { useMemo, useState } from 'react';
import type { RoomView } from '@tablecraft/core/play';
import { ReleaseSeat, type PileChoice } from './ReleaseSeat.tsx';
import { Avatar } from '../../shell/avatar.tsx';
import { Button } from '../../shell/button.tsx';
import type { Presence } from '../store/presence-store.ts';
import { peopleInRoom, type Person } from './people.ts';
import { PeopleList, type HostActions } from './PeopleList.tsx';
import { SaveTableForm } from '../../games/index.ts';
import type { RemovedPerson } from '../documents.ts';

interface Props {
  view: RoomView;
  mySeatId: string | null;
  myUserId: string | null;
  canPlay: boolean;
  /** The room's host, who may free a seat kept for someone else. */
  isHost: boolean;
  people: Map<string, Person>;
  online: Set<string>;
  presence: Record<string, Presence>;
  /** Where a released seat's cards may go. */
  piles: PileChoice[];
  onClaim: (seatId: string) => void;
  onLeave: () => void;
  onRelease: (seatId: string, pileId: string | null) => void;
  /** Who hosts the room now (marked in the people list). */
  hostId?: string | null;
  /** The viewer may manage the room (its host, or the game's owner): remove people and let them back (handing it over is the host's). */
  canManage?: boolean;
  removed?: RemovedPerson[];
  hostActions?: HostActions;
  /** The host seats someone who watches (assignSeat). */
  onAssign?: (seatId: string, userId: string) => void;
  /** A visitor where guests may sit: "Sit here" asks their name first. */
  onVisitorSit?: (seatId: string) => void;
}

const NO_ACTIONS: HostActions = { remove: async () => undefined, makeHost: async () => undefined, allowBack: async () => undefined };

/** Who a seat is kept for: a player who left it with cards in hand (they, or the host, may free it). */
export function reservedFor(seat: RoomView['seats'][number]): string | null {
  return seat.reservedFor ?? null;
}

/**
 * The seats: who sits where (online or not), how many cards each holds, a seat to take, a seat kept for a
 * player who left it with cards (to take back, or to release); then everyone in the room, watching too,
 * with the host's tools for whoever manages the room.
 */
export function SeatsPanel({
  view,
  mySeatId,
  myUserId,
  canPlay,
  isHost,
  people,
  online,
  presence,
  piles,
  onClaim,
  onLeave,
  onRelease,
  hostId = null,
  canManage = false,
  removed = [],
  hostActions = NO_ACTIONS,
  onAssign,
  onVisitorSit,
}: Props) {
  const [releasing, setReleasing] = useState<string | null>(null);
  // One seat per person: someone seated is offered another seat only as a move, which frees the first
  // (its cards go as a freed seat's do), asked first when cards would go.
  const [moving, setMoving] = useState<string | null>(null);
  const myCards = mySeatId ? (view.hands[mySeatId]?.count ?? 0) : 0;
  const mySeatName = view.seats.find((seat) => seat.id === mySeatId)?.name ?? 'your seat';
  const moveTo = (seatId: string) => {
    setMoving(null);
    onClaim(seatId);
    // The seat left behind is kept for the mover while it holds cards: freed now, so nobody holds two.
    if (mySeatId && myCards > 0) onRelease(mySeatId, null);
  };
  const everyone = useMemo(
    () => peopleInRoom({ seats: view.seats, presence, people, me: myUserId, hostId }),
    [view.seats, presence, people, myUserId, hostId],
  );
  return (
    <section className="play-panel seats-panel" aria-labelledby="seats-heading">
      <h2 id="seats-heading">Seats</h2>
      <ul className="seat-list">
        {view.seats.map((seat) => {
          const person = seat.userId ? people.get(seat.userId) : undefined;
          const hand = view.hands[seat.id];
          const mine = seat.id === mySeatId;
          const keptFor = seat.userId ? null : reservedFor(seat);
          const keptForMe = keptFor !== null && keptFor === myUserId;
          const keptName = keptFor ? (keptForMe ? 'you' : (people.get(keptFor)?.name ?? 'a player')) : '';
          // The player a seat is kept for may free it; the host may free any other seat, also one still held
          // (a player removed from the game, or gone for good), and its cards go face down.
          const releasable = (keptFor !== null && (keptForMe || isHost)) || (seat.userId !== null && !mine && isHost);
          return (
            <li key={seat.id} className="seat" style={{ borderColor: seat.color }} data-seat={seat.id}>
              <span className="seat-row">
                <span className="seat-colour" style={{ background: seat.color }} aria-hidden="true" />
                <span className="seat-body">
                  <span className="seat-name">{seat.name}</span>
                  {seat.userId ? (
                    <span className="seat-holder">
                      <Avatar src={person?.image} name={person?.name} status={online.has(seat.userId) ? 'online' : 'offline'} decorative />
                      {person?.name ?? 'A player'}
                      {mine ? ' (you)' : ''}
                    </span>
                  ) : keptFor ? (
                    <span
                      className="seat-holder seat-kept"
                      title="Left with cards in hand: the seat and its cards wait for their player, until they or the host release it."
                    >
                      Kept for {keptName}
                    </span>
                  ) : (
                    <span className="seat-holder muted">Empty</span>
                  )}
                  <span className="seat-hand" aria-label={`${hand?.count ?? 0} cards in hand`}>
                    {hand?.count ?? 0} in hand
                  </span>
                </span>
                <span className="seat-actions">
                  {mine ? (
                    <Button variant="outlined" size="small" onClick={onLeave} disabled={!canPlay}>
                      Leave seat
                    </Button>
                  ) : mySeatId && (keptForMe || (!seat.userId && !keptFor)) ? (
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => (myCards > 0 ? setMoving(seat.id) : moveTo(seat.id))}
                      disabled={!canPlay || moving === seat.id}
                      aria-label={`Move to ${seat.name}`}
                    >
                      Move here
                    </Button>
                  ) : keptForMe ? (
                    <Button size="small" onClick={() => onClaim(seat.id)} disabled={!canPlay} aria-label={`Take back ${seat.name}`}>
                      Take it back
                    </Button>
                  ) : !seat.userId && !keptFor ? (
                    <Button
                      size="small"
                      onClick={() => (onVisitorSit ? onVisitorSit(seat.id) : onClaim(seat.id))}
                      disabled={!canPlay && !onVisitorSit}
                      aria-label={`Sit at ${seat.name}`}
                    >
                      Sit here
                    </Button>
                  ) : null}
                  {releasable && releasing !== seat.id ? (
                    <Button
                      variant="outlined"
                      size="small"
                      color="red"
                      onClick={() => setReleasing(seat.id)}
                      disabled={!canPlay}
                      aria-label={`Release ${seat.name}`}
                    >
                      Release seat
                    </Button>
                  ) : null}
                </span>
              </span>
              {moving === seat.id ? (
                <div className="release-seat" role="group" aria-label={`Move to ${seat.name}?`}>
                  <p>
                    Move to {seat.name}? {mySeatName} is freed: your {myCards === 1 ? 'card goes' : `${myCards} cards go`} face down to the
                    middle of the table.
                  </p>
                  <span className="release-seat-actions">
                    <Button size="small" onClick={() => moveTo(seat.id)}>
                      Move to {seat.name}
                    </Button>
                    <Button variant="outlined" size="small" onClick={() => setMoving(null)}>
                      Cancel
                    </Button>
                  </span>
                </div>
              ) : null}
              {releasable && releasing === seat.id ? (
                <ReleaseSeat
                  seatName={seat.name}
                  whose={keptForMe ? 'your' : `${seat.userId ? (person?.name ?? 'the player') : keptName}’s`}
                  cardCount={hand?.count ?? 0}
                  piles={piles}
                  onCancel={() => setReleasing(null)}
                  onRelease={(pileId) => {
                    setReleasing(null);
                    onRelease(seat.id, pileId);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <PeopleList
        people={everyone}
        canManage={canManage}
        canHandOver={isHost}
        removed={removed}
        actions={hostActions}
        seating={isHost && canPlay && onAssign ? { seats: view.seats, onSeat: onAssign } : undefined}
      />
      {/* Saving is the host's (a save holds every hand): not the game's owner's in a room they do not host. */}
      {isHost && hostActions.saveTable ? <SaveTableForm onSave={hostActions.saveTable} /> : null}
    </section>
  );
}
