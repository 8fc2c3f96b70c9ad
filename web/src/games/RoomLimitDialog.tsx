import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Button } from '../shell/button.tsx';
import { VIEWER_ROOMS, openRoomsHostedBy, roomPath, RoomStatusButton } from '../accounts/index.ts';
import './room-limit.css';

interface Props {
  /** The server's sentence: which plan allows how many open rooms, and what lifts the limit. */
  message: string;
  /** Opens the room again (Play or Test play, as first asked). */
  onRetry: () => void;
  onCancel: () => void;
  retrying: boolean;
}

/**
 * Shown when Play or Test play meets the plan's open-room limit: the open rooms the viewer hosts, right
 * here, each with Close, so they can make room and try again without leaving the page.
 */
export function RoomLimitDialog({ message, onRetry, onCancel, retrying }: Props) {
  const { data, loading, error, refetch } = useQuery(VIEWER_ROOMS, { fetchPolicy: 'network-only' });
  const [closed, setClosed] = useState(0);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The rooms that count first: closing one of those is what makes room.
  const open = [...openRoomsHostedBy(data?.viewerRooms ?? [], data?.viewer?.id)].sort(
    (a, b) => Number(b.countsTowardLimit) - Number(a.countsTowardLimit),
  );
  const counting = open.filter((room) => room.countsTowardLimit).length;
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="room-limit-backdrop">
      <div ref={dialog} className="room-limit-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>Too many open rooms</h2>
        <p role="alert">{message}</p>
        {loading && !data ? (
          <p className="muted" role="status">
            Loading your open rooms…
          </p>
        ) : error && !data ? (
          <p>
            Your rooms could not be loaded. <Link to="/account/rooms">See your rooms</Link>
          </p>
        ) : open.length === 0 ? (
          <p className="muted">
            {closed > 0 ? 'All closed. Try again to open the new room.' : 'None of your open rooms is left to close here.'}
          </p>
        ) : (
          <>
            <p className="room-limit-counting">
              {counting === 1 ? '1 of these rooms counts' : `${counting} of these rooms count`} toward the limit. A Play now or test play
              room counts only while someone is in it, or for 2 minutes after it was opened.
            </p>
            <ul className="room-limit-list" aria-label="Your open rooms">
              {open.map((room) => (
                <li key={room.id} data-room={room.code} data-counts={room.countsTowardLimit}>
                  <span className="room-limit-room">
                    <span className="room-limit-name">
                      <strong>{room.game.title}</strong> <code>{room.code}</code>
                    </span>
                    <span className={`room-limit-badge${room.countsTowardLimit ? ' room-limit-badge-counts' : ''}`}>
                      {room.countsTowardLimit ? 'Counts toward the limit' : 'Not counted now: nobody is in it'}
                    </span>
                    <span className="muted">
                      {room.testPlay ? 'test play · ' : room.closesWhenIdle ? 'Play now · ' : ''}
                      {room.seatsTaken} of {room.seatCount} seats taken · last active {new Date(room.lastActivityAt).toLocaleString()}
                    </span>
                  </span>
                  <span className="room-limit-actions">
                    <Link to={roomPath(room)}>Open</Link>
                    <RoomStatusButton
                      room={room}
                      onChanged={() => {
                        setClosed((count) => count + 1);
                        // The dialog shows its own query's errors; a failed refetch leaves it as it was.
                        void refetch().catch(() => undefined);
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="room-limit-footer">
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            Try again
          </Button>
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
          <Link to="/account/plan">Upgrade your plan</Link>
        </p>
      </div>
    </div>
  );
}
