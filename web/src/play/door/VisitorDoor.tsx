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
  sitting,
  onSit,
}: {
  roomPath: string;
  guestsMaySit: boolean;
  sitting: boolean;
  onSit: () => void;
}) {
  return (
    <span className="visitor-door">
      <span>You are watching this room.</span>
      {guestsMaySit && !sitting ? (
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
