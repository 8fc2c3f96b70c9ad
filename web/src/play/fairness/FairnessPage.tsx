import { useEffect, useMemo, useState } from 'react';
import type { FairnessTranscript } from '@tablecraft/core/play';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useParams } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';
import { useUserName } from '../../routing/user-scope.tsx';
import { gamePath } from '../../routing/game-paths.ts';
import { normaliseRoomCode } from '../early-room.ts';
import { ROOM_FAIRNESS } from './documents.ts';
import { checkFairness } from './check-fairness.ts';
import { loadTranscript } from './kept-transcript.ts';
import './fairness.css';
import { Loading } from '../../shell/loading.tsx';

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
  // This browser's own copy of what the room committed to while it played here (undefined: still reading it).
  const [copy, setCopy] = useState<FairnessTranscript | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadTranscript(code).then(
      (transcript) => live && setCopy(transcript),
      () => live && setCopy(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  // The replay runs the room engine over the whole log: once per load, not on every render.
  const result = useMemo(
    () =>
      fairness && copy !== undefined ? checkFairness(fairness.initialState, fairness.ops, copy ?? undefined, fairness.roomSecret) : null,
    [fairness, copy],
  );
  const roomHref = gamePath(userName, gameName, 'play', code);

  if ((loading && !data) || (fairness && !result)) {
    return (
      <main className="page narrow fairness-page">
        <PageHead title={`Fairness of room ${code}`} robots="noindex" />
        <Loading label="Loading the room's record…" />
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
          This room’s game has not ended. Its shuffles and rolls are sealed as they happen, and the seeds behind them are revealed when the
          host ends the game: come back then to check them.
        </p>
      ) : result?.ok ? (
        <div className="fairness-result fairness-ok" role="status">
          <h2>Verified</h2>
          <p>
            Verified: {result.moves} {result.moves === 1 ? 'move' : 'moves'}, every shuffle and roll matches the fingerprint sent when it
            happened, and every server seed is the one the room’s secret seed gives that move.
          </p>
          {copy ? (
            <>
              <p>
                Checked against this browser’s own copy: the room’s secret seed and starting table it was promised before it sent anything,{' '}
                {result.fromCopy} {result.fromCopy === 1 ? 'move' : 'moves'} it received fingerprints for, and {result.own} of your own{' '}
                {result.own === 1 ? 'move' : 'moves'}, each mixing randomness this browser sent under its own number: nobody could choose
                their outcome.
              </p>
              {result.others > 0 ? (
                <p>
                  {result.others} {result.others === 1 ? 'move' : 'moves'} by other players: the server’s half of each is checked; the
                  randomness in them is theirs to check in their own browsers.
                </p>
              ) : null}
            </>
          ) : (
            <p>
              This browser kept no copy of this room (it was played in another browser, or this one’s data was cleared), so this only shows
              that the room’s record agrees with itself.
            </p>
          )}
          {result.asYouElsewhere.length > 0 ? (
            <p className="fairness-warning">
              Moves made as you from a tab this browser never had: {result.asYouElsewhere.join(', ')}. If you played only in this browser,
              they are not yours.
            </p>
          ) : null}
          {result.unchecked.length > 0 ? (
            <>
              <p>What this check cannot vouch for:</p>
              <ul>
                {result.unchecked.map(({ seq, why }) => (
                  <li key={seq}>
                    Move {seq}: {why}.
                  </li>
                ))}
              </ul>
            </>
          ) : null}
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
      {copy ? (
        <p>
          <Button variant="outlined" onClick={() => download(copy)}>
            Download this browser’s copy
          </Button>{' '}
          to check the room yourself with <code>npm run verify-room</code>.
        </p>
      ) : null}
      <h2>What was checked</h2>
      <p>
        Before your browser could send anything, it received fingerprints (SHA-256) of the room’s secret seed and of the starting table.
        Every move your browser sent carried randomness of its own and its number in this tab; the server’s half of each move’s seed is
        fixed by the room’s secret seed and that move’s tab and number, so the server had nothing left to pick once it had your randomness,
        and sending a move again gives the same result. A deck shuffled when the room opened mixed the randomness of the first browser to
        offer it. Every move’s fingerprint reached your browser as it happened, and your browser kept them all at once. Once the game ends,
        the secret seed, every move and the starting table are published; this page replays the room with the same engine the server uses
        and checks the record against your browser’s copy. It cannot tell whether another player’s randomness was really theirs (their
        browser can), and it lists moves drawn by the server alone. More in <Link to="/learn/playing-in-a-room">Playing in a room</Link>.
      </p>
      <p className="room-state-actions">
        {fairness ? (
          <ButtonLink to={gamePath(userName, gameName, 'play', code, 'replay')} variant="outlined">
            Watch the replay
          </ButtonLink>
        ) : null}
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

/** Saves this browser's copy of a room as a JSON file (the player's transcript for `npm run verify-room`). */
function download(transcript: FairnessTranscript): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(transcript, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `tablecraft-${transcript.roomCode}-fairness.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
