import { Link } from 'react-router';
import { Button } from '../../shell/button.tsx';
import { logInThenBack, signUpThenBack } from './door-links.ts';
import './door.css';

/**
 * What a visitor watching a room is told: sit down as a guest where guests may (the name comes next), or
 * log in or sign up, both of which come back to this room.
 */
export function VisitorDoor({
  roomPath,
  guestsMaySit,
  full = false,
  sitting,
  onSit,
}: {
  roomPath: string;
  guestsMaySit: boolean;
  /** Every seat is held or kept: nobody is offered one, and the note says so. */
  full?: boolean;
  sitting: boolean;
  onSit: () => void;
}) {
  return (
    <span className="visitor-door">
      <span>{full ? 'You are watching this room: every seat is taken.' : 'You are watching this room.'}</span>
      {guestsMaySit && !sitting && !full ? (
        <Button size="small" onClick={onSit}>
          Sit here
        </Button>
      ) : null}
      <span>
        {guestsMaySit ? 'Or ' : 'To play, '}
        <Link to={logInThenBack(roomPath)}>log in</Link> or <Link to={signUpThenBack(roomPath)}>sign up</Link>
        {guestsMaySit ? '.' : ': you come back to this room.'}
      </span>
    </span>
  );
}

/** A guest at the table: who they are to the others, and how to keep their seat with an account. */
export function GuestNote({ roomPath, name }: { roomPath: string; name: string }) {
  return (
    <div className="spectator-banner guest-note" role="status">
      You are playing as {name} (guest). <Link to={signUpThenBack(roomPath)}>Sign up</Link> to keep your seat and hand with an account, here
      and in every room you joined.
    </div>
  );
}
