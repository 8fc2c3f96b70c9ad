import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MIN_DELAY_MOVES, MIN_DELAY_SECONDS } from '@tablecraft/core/play';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { ALLOW_ROOM_FOLLOW, ANSWER_ROOM_EVERY_HAND, ROOM_WATCHING, SET_ROOM_EVERY_HAND, SET_ROOM_FOLLOW } from './documents.ts';
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

/** The room's spectator mode, read by both of its parts (one request: they share it). */
function useWatching(roomCode: string) {
  const { data } = useQuery(ROOM_WATCHING, { variables: { code: roomCode }, pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  return data?.room ?? null;
}

function useFailed() {
  const toast = useToast();
  return (failure: unknown) => toast.show({ id: 'watching', content: errorMessage(failure), variant: 'error' });
}

/**
 * The room's spectator mode, over the table, while one is chosen (docs/ARCHITECTURE.md, "Watching"):
 * what watchers see, who was asked and who watches, the host's links and "Table only", and a seated
 * player's question. Nothing while watchers see the table only (the default).
 */
export function WatchingBar({ roomId, roomCode, roomPath }: Props) {
  const toast = useToast();
  const failed = useFailed();
  const room = useWatching(roomCode);
  const [setEveryHand, setting] = useMutation(SET_ROOM_EVERY_HAND);
  const [answer, answering] = useMutation(ANSWER_ROOM_EVERY_HAND);
  if (!room) return null;
  const { watching, following } = room;
  const { everyHand } = watching;
  if (!everyHand && !following.on) return null;
  const watchUrl = `${window.location.origin}${roomPath}/watch`;
  const watchingNow = `Watching: ${watching.watchers.length > 0 ? watching.watchers.join(', ') : 'nobody yet'}.`;
  return (
    <section className="watching-bar" aria-label="Watchers">
      {everyHand ? (
        <p role="status">
          <strong>Watchers {watching.on ? 'see' : 'may see'} every hand</strong>, {delayWords(everyHand)}
          {watching.on
            ? `. ${watchingNow}`
            : `, once every player agrees (${watching.asked.filter((a) => a.agreed).length} of ${watching.asked.length} have).`}
        </p>
      ) : (
        <p role="status">
          <strong>Watchers may follow a seat</strong> whose player agrees (
          {following.seats.length > 0 ? following.seats.join(', ') : 'none yet'}). {watchingNow}
        </p>
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
            <Button size="small" variant="outlined" onClick={() => void copy(watchUrl, 'The watch link', toast)}>
              Copy watch link
            </Button>
          ) : (
            following.seats.map((seatId) => (
              <Button
                key={seatId}
                size="small"
                variant="outlined"
                onClick={() => void copy(`${watchUrl}?seat=${encodeURIComponent(seatId)}`, `The link to follow ${seatId}`, toast)}
              >
                Copy link to follow {seatId}
              </Button>
            ))
          )}
          <Button
            size="small"
            variant="outlined"
            disabled={setting.loading}
            onClick={() => void setEveryHand({ variables: { roomId, on: false } }).catch(failed)}
          >
            Table only
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Beside the table, with the seats: the host's choice of what watchers see (the table only, every hand a
 * delay behind, or a seat whose player agrees), and a seated player's own "let watchers follow my seat".
 */
export function WatchingTools({ roomId, roomCode }: Omit<Props, 'roomPath'>) {
  const failed = useFailed();
  const room = useWatching(roomCode);
  const [setEveryHand, setting] = useMutation(SET_ROOM_EVERY_HAND);
  const [setFollow, settingFollow] = useMutation(SET_ROOM_FOLLOW);
  const [allowFollow, allowing] = useMutation(ALLOW_ROOM_FOLLOW);
  const [choosing, setChoosing] = useState(false);
  const [delayMoves, setDelayMoves] = useState(5);
  const [delaySeconds, setDelaySeconds] = useState(60);
  if (!room) return null;
  const { watching, following } = room;
  const off = !watching.everyHand && !following.on;
  const mayAllow = following.on && following.viewerSeat !== null;
  if (!(watching.viewerMayChoose && off) && !mayAllow) return null;
  return (
    <section className="watching-tools" aria-label="What watchers see">
      <h2>Watchers</h2>
      {watching.viewerMayChoose && off ? (
        choosing ? (
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
            <Button size="small" type="submit" disabled={setting.loading}>
              Ask the players
            </Button>
            <Button size="small" variant="outlined" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <>
            <p className="muted">Watchers see the table only.</p>
            <div className="watching-host">
              <Button size="small" variant="outlined" onClick={() => setChoosing(true)}>
                Show watchers every hand…
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={settingFollow.loading}
                onClick={() => void setFollow({ variables: { roomId, on: true } }).catch(failed)}
              >
                Let watchers follow a seat
              </Button>
            </div>
          </>
        )
      ) : null}
      {mayAllow ? (
        <Button
          size="small"
          variant="outlined"
          disabled={allowing.loading}
          onClick={() => void allowFollow({ variables: { roomId, allow: !following.viewerAllows } }).catch(failed)}
        >
          {following.viewerAllows ? 'Stop letting watchers follow my seat' : 'Let watchers follow my seat'}
        </Button>
      ) : null}
    </section>
  );
}

async function copy(url: string, what: string, toast: ReturnType<typeof useToast>) {
  try {
    await navigator.clipboard.writeText(url);
    toast.show({ id: 'watch-link', content: `${what} is copied.`, variant: 'info' });
  } catch {
    toast.show({ id: 'watch-link', content: `${what}: ${url}`, variant: 'info' });
  }
}
