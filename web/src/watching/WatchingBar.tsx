import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MIN_DELAY_MOVES, MIN_DELAY_SECONDS } from '@tablecraft/core/play';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { ANSWER_ROOM_EVERY_HAND, ROOM_WATCHING, SET_ROOM_EVERY_HAND } from './documents.ts';
import './watching.css';

/** How often the room's people read its spectator mode again: an answer or a new watcher shows within it. */
const POLL_MS = 3000;

interface Props {
  roomId: string;
  roomCode: string;
  /** The room's address: its watch page is `{roomPath}/watch`. */
  roomPath: string;
}

const delayWords = (delay: { delayMoves: number; delaySeconds: number }) =>
  `${delay.delayMoves} moves and ${delay.delaySeconds} seconds behind`;

/**
 * The room's spectator mode, shown to everyone in it (docs/ARCHITECTURE.md, "Watching"): whether watchers
 * see every hand a delay behind, who was asked and who watches. The host turns it on and off and copies
 * the watch link; a seated player who has not answered is asked. Nothing shows while it is off, but the
 * host's button.
 */
export function WatchingBar({ roomId, roomCode, roomPath }: Props) {
  const toast = useToast();
  const { data } = useQuery(ROOM_WATCHING, { variables: { code: roomCode }, pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  const [setEveryHand, setting] = useMutation(SET_ROOM_EVERY_HAND);
  const [answer, answering] = useMutation(ANSWER_ROOM_EVERY_HAND);
  const [choosing, setChoosing] = useState(false);
  const [delayMoves, setDelayMoves] = useState(5);
  const [delaySeconds, setDelaySeconds] = useState(60);
  const watching = data?.room?.watching;
  if (!watching) return null;
  const failed = (failure: unknown) => toast.show({ id: 'watching', content: errorMessage(failure), variant: 'error' });
  const watchUrl = `${window.location.origin}${roomPath}/watch`;
  const { everyHand } = watching;

  if (!everyHand && !watching.viewerMayChoose) return null;
  return (
    <section className="watching-bar" aria-label="Watchers">
      {everyHand ? (
        <p role="status">
          <strong>Watchers {watching.on ? 'see' : 'may see'} every hand</strong>, {delayWords(everyHand)}
          {watching.on
            ? `. Watching: ${watching.watchers.length > 0 ? watching.watchers.join(', ') : 'nobody yet'}.`
            : `, once every player agrees (${watching.asked.filter((a) => a.agreed).length} of ${watching.asked.length} have).`}
        </p>
      ) : (
        <p className="muted">Watchers see the table only.</p>
      )}
      {watching.viewerMustAnswer && everyHand ? (
        <div className="watching-ask" role="alertdialog" aria-label="Show watchers every hand?">
          <span>The host asks to show watchers every hand, {delayWords(everyHand)}. Nobody at this table can see it.</span>
          <Button
            size="small"
            disabled={answering.loading}
            onClick={() => void answer({ variables: { roomId, agree: true } }).catch(failed)}
          >
            Agree
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={answering.loading}
            onClick={() => void answer({ variables: { roomId, agree: false } }).catch(failed)}
          >
            Refuse
          </Button>
        </div>
      ) : null}
      {watching.viewerMayChoose ? (
        <div className="watching-host">
          {everyHand ? (
            <>
              <Button size="small" variant="outlined" onClick={() => void copy(watchUrl, toast)}>
                Copy watch link
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={setting.loading}
                onClick={() => void setEveryHand({ variables: { roomId, on: false } }).catch(failed)}
              >
                Table only
              </Button>
            </>
          ) : choosing ? (
            <form
              className="watching-choose"
              onSubmit={(event) => {
                event.preventDefault();
                setChoosing(false);
                void setEveryHand({ variables: { roomId, on: true, delayMoves, delaySeconds } }).catch(failed);
              }}
            >
              <label>
                Moves behind{' '}
                <input
                  type="number"
                  min={MIN_DELAY_MOVES}
                  max={1000}
                  value={delayMoves}
                  onChange={(event) => setDelayMoves(Number(event.target.value))}
                />
              </label>
              <label>
                Seconds behind{' '}
                <input
                  type="number"
                  min={MIN_DELAY_SECONDS}
                  max={86400}
                  value={delaySeconds}
                  onChange={(event) => setDelaySeconds(Number(event.target.value))}
                />
              </label>
              <Button size="small" type="submit">
                Ask the players
              </Button>
              <Button size="small" variant="outlined" onClick={() => setChoosing(false)}>
                Cancel
              </Button>
            </form>
          ) : (
            <Button size="small" variant="outlined" onClick={() => setChoosing(true)}>
              Show watchers every hand…
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}

async function copy(url: string, toast: ReturnType<typeof useToast>) {
  try {
    await navigator.clipboard.writeText(url);
    toast.show({ id: 'watch-link', content: 'The watch link is copied.', variant: 'info' });
  } catch {
    toast.show({ id: 'watch-link', content: `The watch link: ${url}`, variant: 'info' });
  }
}
