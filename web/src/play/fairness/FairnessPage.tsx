import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { ButtonLink } from '../../shell/button.tsx';
import { useUserName } from '../../routing/user-scope.tsx';
import { gamePath } from '../../games/paths.ts';
import { normaliseRoomCode } from '../early-room.ts';
import { ROOM_FAIRNESS } from './documents.ts';
import { checkFairness } from './check-fairness.ts';
import './fairness.css';

/**
 * /@{userName}/{gameName}/play/{roomCode}/fairness: checks a closed room's shuffles and rolls in this
 * browser. The room's record reveals every seed once it is closed; each must hash to the commitment all
 * players received when the move happened, and replaying the moves must give the table they saw.
 */
export function FairnessPage() {
  const userName = useUserName();
  const { gameName = '', roomCode = '' } = useParams();
  const code = normaliseRoomCode(roomCode);
  const { data, loading, error } = useQuery(ROOM_FAIRNESS, { variables: { code }, fetchPolicy: 'network-only' });
  const room = data?.room;
  const fairness = room?.fairness ?? null;
  // The replay runs the room engine over the whole log: once per load, not on every render.
  const result = useMemo(() => (fairness ? checkFairness(fairness.initialState, fairness.ops) : null), [fairness]);
  const roomHref = gamePath(userName, gameName, 'play', code);

  if (loading && !data) {
    return (
      <main className="page narrow fairness-page" role="status">
        <PageHead title={`Fairness of room ${code}`} robots="noindex" />
        Loading the room's record…
      </main>
    );
  }
  if (error && !data) return <ErrorPage code={500} />;
  if (!room) return <ErrorPage code={404} />;
  // A link from before the game or its owner was renamed: the same room at its address now.
  if (room.game.gameName !== gameName || room.game.owner.userName !== userName)
    return <Navigate to={gamePath(room.game.owner.userName, room.game.gameName, 'play', room.code, 'fairness')} replace />;

  return (
    <main className="page narrow fairness-page">
      <PageHead title={`Fairness of room ${room.code}`} robots="noindex" />
      <h1>Is room {room.code} fair?</h1>
      {!fairness ? (
        <p>
          This room is still open. Its shuffles and rolls are sealed as they happen, and the seeds behind them are revealed when the host
          closes it: come back then to check them.
        </p>
      ) : result?.ok ? (
        <div className="fairness-result fairness-ok" role="status">
          <h2>Verified</h2>
          <p>
            Verified: {result.moves} {result.moves === 1 ? 'move' : 'moves'}, every shuffle and roll matches its commitment.
          </p>
        </div>
      ) : (
        <div className="fairness-result fairness-failed" role="alert">
          <h2>Verification failed</h2>
          <p>
            Replaying this room's record did not match what its players were promised
            {result && result.moves > 0 ? ` (checked ${result.moves} moves before the first problem)` : ''}:
          </p>
          <ul>
            {result?.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <h2>What was checked</h2>
      <p>
        Every shuffle, roll and new card identity in a room comes from a fresh 256-bit random seed on the server. When the move happens,
        everyone at the table receives its commitment, the SHA-256 fingerprint of that seed, before anyone could know the outcome. When the
        room closes, the seeds are published. This page, in your browser, replays the room from its starting table with the same engine the
        server uses, and checks that each seed matches the commitment sent at the time: nobody, not even the server, could have picked or
        changed a result afterwards.
      </p>
      <p className="room-state-actions">
        <ButtonLink to={roomHref} variant="outlined">
          Back to the room
        </ButtonLink>
        <ButtonLink to={gamePath(userName, gameName)} variant="outlined">
          Go to the game
        </ButtonLink>
      </p>
    </main>
  );
}
