import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shell/button.tsx';
import { logInThenBack, signUpThenBack } from '../door/door-links.ts';
import type { SeatWay } from './take-a-seat.ts';

/** How long the note stays when nobody closes it. */
const SHOWN_MS = 9000;

interface Props {
  way: SeatWay;
  roomPath: string;
  /** A visitor where guests may sit: asks their name and seats them (the door's form). */
  onSit: () => void;
  /** A player without a seat: shows the seats (a sheet on a phone). */
  onPickSeat: () => void;
  onClose: () => void;
  /** The table's edge it goes along: away from the action strip. */
  side?: 'top' | 'bottom';
}

/**
 * "Take a seat to play", over the top of the table, with the way to do it from where the viewer is: told
 * when someone watching tries to move, roll, draw or press something, by mouse, touch or key.
 */
export function TakeASeat({ way, roomPath, onSit, onPickSeat, onClose, side = 'top' }: Props) {
  const accounts = (
    <>
      <Link to={logInThenBack(roomPath)}>log in</Link> or <Link to={signUpThenBack(roomPath)}>sign up</Link>
    </>
  );
  return (
    <div className={`take-a-seat take-a-seat-${side}`} role="alert">
      <p>
        <strong>Take a seat to play.</strong>{' '}
        {way === 'sit-as-guest' ? (
          <>Sit down with a name, no account needed, or {accounts}.</>
        ) : way === 'log-in' ? (
          <>To play here, {accounts}: you come back to this room.</>
        ) : way === 'ask-host' ? (
          <>You are watching: only the host can seat you here, so ask them.</>
        ) : (
          <>Pick a free seat to join the game.</>
        )}
      </p>
      <span className="take-a-seat-actions">
        {way === 'sit-as-guest' ? (
          <Button size="small" onClick={onSit}>
            Sit here
          </Button>
        ) : way === 'pick-seat' ? (
          <Button size="small" onClick={onPickSeat}>
            Choose a seat
          </Button>
        ) : null}
        <Button variant="outlined" size="small" onClick={onClose} aria-label="Hide this note">
          ×
        </Button>
      </span>
    </div>
  );
}

/** Whether the note is shown, and a way to show it again (each try restarts its time) or hide it. */
export function useSeatPrompt(): { shown: boolean; show: () => void; hide: () => void } {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, show, hide };
}
