import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { PageHead } from '../shell/head.tsx';
import { Button, ButtonLink } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { logInPath } from '../routing/game-paths.ts';
import { REOPEN_PLAY_ROOM } from './documents.ts';
import { RoomLimitDialog, isOpenRoomLimit } from '../games/index.ts';

type Props =
  | { kind: 'missing'; roomCode: string; gameHref: string; signedIn: boolean }
  | {
      kind: 'closed';
      roomCode: string;
      gameHref: string;
      roomId: string;
      canReopen: boolean;
      /** Its game was ended and revealed: final, and its record may be checked. Otherwise it is closed for now. */
      ended: boolean;
      fairnessHref: string;
      /** Where its players (and whoever they shared it with) watch the ended game again. */
      replayHref?: string;
      reason: string | null;
      onReopened: () => void;
    }
  /** Never allowed in (unauthorized), access taken away while here (removed), or the session ended (signedOut). */
  | { kind: 'unauthorized' | 'removed' | 'signedOut'; roomCode: string; gameHref: string; signedIn: boolean; reason: string }
  | { kind: 'outdated'; reason: string }
  /** The room's host has as many rooms open or in use as their plan allows, and this one would be one more. */
  | { kind: 'limited'; roomCode: string; gameHref: string; reason: string; isHost: boolean };

/**
 * A clear page instead of a table: no such room, a closed room, no access (never, or no longer), signed
 * out, or an old version of the page. Each says why in one sentence, instead of reconnecting forever.
 */
export function RoomStatePage(props: Props) {
  const here = typeof window === 'undefined' ? '/' : window.location.pathname;
  return (
    <main className="page narrow room-state-page">
      {props.kind === 'missing' ? (
        <>
          <PageHead title="Room not found" robots="noindex" />
          <h1>Room not found</h1>
          <p>
            There is no room with the code <code>{props.roomCode}</code>, or it is not open to you. Ask the host for the room&apos;s invite
            link{props.signedIn ? '' : ", or log in if you are one of the game's members or players"}.
          </p>
          <RefusalActions offerLogIn={!props.signedIn} here={here} />
        </>
      ) : props.kind === 'closed' ? (
        <ClosedRoom {...props} />
      ) : props.kind === 'limited' ? (
        <LimitedRoom {...props} />
      ) : props.kind === 'outdated' ? (
        <>
          <PageHead title="Reload to play" robots="noindex" />
          <h1>This page is out of date</h1>
          <p>{props.reason}</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </>
      ) : (
        <>
          <PageHead title={ACCESS_TITLES[props.kind].title} robots="noindex" />
          <h1>{ACCESS_TITLES[props.kind].heading}</h1>
          <p>{props.reason}</p>
          {props.kind === 'removed' && props.reason === REMOVED_BY_HOST ? (
            <p>Only the host can let you back in: ask them to, from the people they removed.</p>
          ) : null}
          <RefusalActions offerLogIn={!props.signedIn && /log in/i.test(props.reason)} here={here} />
        </>
      )}
    </main>
  );
}

/** What the socket says to someone the host removed (socket/src/rooms/access-watch.ts). */
const REMOVED_BY_HOST = 'The host removed you from this room.';

/**
 * A refusal page's ways on: logging in, offered only where the page's sentence says it helps (and for whom),
 * and the home page. Never the game's page: for a private game, or someone removed, that is a page they may
 * not see either.
 */
function RefusalActions({ offerLogIn, here }: { offerLogIn: boolean; here: string }) {
  return (
    <p className="room-state-actions">
      {offerLogIn ? <ButtonLink to={logInPath(here)}>Log in</ButtonLink> : null}
      <ButtonLink to="/" variant={offerLogIn ? 'outlined' : 'solid'}>
        Find a game to play
      </ButtonLink>
    </p>
  );
}

const ACCESS_TITLES = {
  unauthorized: { title: 'Not allowed in this room', heading: "You can't join this room" },
  removed: { title: 'No longer in this room', heading: 'You can no longer join this room' },
  signedOut: { title: 'Signed out', heading: 'You were signed out' },
} as const;

function ClosedRoom(props: Extract<Props, { kind: 'closed' }>) {
  const { roomCode, gameHref, roomId, ended, fairnessHref, replayHref, reason, onReopened } = props;
  const canReopen = props.canReopen && !ended;
  const [reopen, { loading }] = useMutation(REOPEN_PLAY_ROOM);
  const toast = useToast();
  // Refused for the plan's open-room limit: the open rooms are offered to close, then Reopen is tried again.
  const [limited, setLimited] = useState<string | null>(null);
  const tryReopen = async () => {
    try {
      await reopen({ variables: { id: roomId } });
      onReopened();
    } catch (error) {
      if (isOpenRoomLimit(error)) setLimited(errorMessage(error));
      else toast.show({ id: 'reopen', content: errorMessage(error), variant: 'error' });
    }
  };
  return (
    <>
      <PageHead title={ended ? 'Game over' : 'Room closed'} robots="noindex" />
      <h1>{ended ? 'This game is over' : 'This room is closed for now'}</h1>
      {ended ? (
        <p>
          Room <code>{roomCode}</code> was ended by its host, for good. Every shuffle and roll here was sealed with a commitment when it
          happened, and now its seeds are revealed to its players: <Link to={fairnessHref}>Verify fairness</Link>.
          {replayHref ? (
            <>
              {' '}
              Or play the game back, move by move: <Link to={replayHref}>Watch the replay</Link>.
            </>
          ) : null}
        </p>
      ) : (
        <>
          <p>
            {reason && reason !== 'The host closed this room.' ? `${reason} ` : ''}Room <code>{roomCode}</code> has been closed by its host.
            The table is kept as it was left, every card still secret
            {canReopen ? ': reopen it to play on.' : '; ask the host to reopen it, or start a new room.'}
          </p>
          <p className="muted">
            Every shuffle and roll is sealed with a commitment; they can be checked once the host ends the game and reveals them.
          </p>
        </>
      )}
      {limited ? (
        <RoomLimitDialog
          message={limited}
          retrying={loading}
          onRetry={() => {
            setLimited(null);
            // tryReopen catches its own failures and shows them.
            void tryReopen();
          }}
          onCancel={() => setLimited(null)}
        />
      ) : null}
      <p className="room-state-actions">
        {canReopen ? (
          <Button disabled={loading} onClick={() => void tryReopen()}>
            Reopen the room
          </Button>
        ) : null}
        <ButtonLink to={gameHref} variant="outlined">
          Go to the game
        </ButtonLink>
        <Link to="/account/rooms">Your rooms</Link>
      </p>
    </>
  );
}

/**
 * A test play or Play now room its host's plan has no place for now (the socket refused the join): the host
 * gets their open rooms to close, here, and comes in once one is; anyone else is told whom to ask.
 */
function LimitedRoom({ roomCode, gameHref, reason, isHost }: Extract<Props, { kind: 'limited' }>) {
  const [choosing, setChoosing] = useState(isHost);
  const comeIn = () => window.location.reload();
  return (
    <>
      <PageHead title="Too many open rooms" robots="noindex" />
      <h1>Room {roomCode} cannot open right now</h1>
      <p>{reason}</p>
      {choosing ? <RoomLimitDialog message={reason} retrying={false} onRetry={comeIn} onCancel={() => setChoosing(false)} /> : null}
      <p className="room-state-actions">
        {isHost ? <Button onClick={() => setChoosing(true)}>Close a room</Button> : <Button onClick={comeIn}>Try again</Button>}
        <ButtonLink to={gameHref} variant="outlined">
          Go to the game
        </ButtonLink>
      </p>
    </>
  );
}
