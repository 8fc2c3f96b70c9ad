import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { logNamesOf, renderLogLine, Replay, type FairnessTranscript, type LoggedOp, type ReplayWhose } from '@tablecraft/core/play';
import type { GameDocument } from '@tablecraft/core/game';
import { PageHead } from '../../shell/head.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { Loading } from '../../shell/loading.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useUserName } from '../../routing/user-scope.tsx';
import { gamePath } from '../../routing/game-paths.ts';
import { normaliseRoomCode } from '../early-room.ts';
import { loadTranscript } from '../fairness/kept-transcript.ts';
import { LookBook } from '../table/looks.ts';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import { ROOM_REPLAY, SHARE_ROOM_REPLAY } from './documents.ts';
import { ReplayTable } from './ReplayTable.tsx';
import { ReplayHands } from './ReplayHands.tsx';
import { SPEEDS, useReplayPlayer } from './use-replay-player.ts';
import { REPLAY_KEYS, useReplayKeys } from './use-replay-keys.ts';
import '../play.css';
import './replay.css';

/** `?view=`: whose view a replay shows (`everyone`, `visitor`, or a seat's id). */
const whoseOf = (value: string | null): ReplayWhose =>
  value === null || value === 'everyone' ? 'everyone' : value === 'visitor' ? 'visitor' : { seat: value };
const whoseKey = (whose: ReplayWhose) => (typeof whose === 'string' ? whose : whose.seat);

/**
 * /@{userName}/{gameName}/play/{roomCode}/replay: an ended room played back from its revealed record, move by
 * move, each move checked against the commitments sent when it was made before the table after it is shown.
 * Its players', and anyone's who may open the room once they shared it.
 */
export function ReplayPage() {
  const userName = useUserName();
  const { gameName = '', roomCode = '' } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const code = normaliseRoomCode(roomCode);
  const { data, loading, error } = useQuery(ROOM_REPLAY, { variables: { code }, fetchPolicy: 'network-only' });
  const room = data?.room;
  const fairness = room?.fairness ?? null;
  // This browser's own copy of the room, when it played here: the record must be the one it was promised.
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

  const document = room?.revision.document as GameDocument | undefined;
  const players = room?.players;
  const replay = useMemo(() => {
    if (!fairness || !document || copy === undefined) return null;
    const names = new Map((players ?? []).map((player) => [player.user.id, player.user.name]));
    return new Replay(
      { initialState: fairness.initialState, roomSecret: fairness.roomSecret, ops: fairness.ops as LoggedOp[] },
      { names: logNamesOf(document), nameOf: (userId) => names.get(userId), transcript: copy ?? undefined },
    );
  }, [fairness, document, players, copy]);

  if ((loading && !data) || (fairness && copy === undefined)) {
    return (
      <main className="replay-loading">
        <PageHead title={`Replay of room ${code}`} robots="noindex" />
        <Loading label="Loading the room's record…" />
      </main>
    );
  }
  if (error && !data) return <ErrorPage code={500} />;
  if (!room || !document) return <ErrorPage code={404} />;
  if (room.game.gameName !== gameName || room.game.owner.userName !== userName || room.code !== roomCode)
    return (
      <Navigate to={`${gamePath(room.game.owner.userName, room.game.gameName, 'play', room.code, 'replay')}${location.search}`} replace />
    );

  const roomHref = gamePath(userName, gameName, 'play', room.code);
  if (!replay) {
    return (
      <main className="page narrow replay-unavailable">
        <PageHead title={`Replay of room ${room.code}`} robots="noindex" />
        <h1>Replay of room {room.code}</h1>
        <p>
          {room.ended
            ? 'This replay is for the room’s players. They can share it with anyone who may open the room.'
            : 'This room’s game has not ended. Its moves are sealed while it goes on; once the host ends the game, its players can watch it again here.'}
        </p>
        {room.ended ? <ShareReplay roomId={room.id} shared={room.replayShared} mayShare={room.viewerMayShareReplay} /> : null}
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
  return (
    <ReplayView
      key={room.code}
      replay={replay}
      document={document}
      title={room.game.title}
      roomCode={room.code}
      roomId={room.id}
      gameHref={gamePath(userName, gameName)}
      fairnessHref={gamePath(userName, gameName, 'play', room.code, 'fairness')}
      shared={room.replayShared}
      mayShare={room.viewerMayShareReplay}
      nameOf={(userId) => players?.find((player) => player.user.id === userId)?.user.name}
      whose={whoseOf(search.get('view'))}
      start={Number(search.get('move')) || 0}
      onWhose={(whose) =>
        setSearch(
          (params) => {
            params.set('view', whoseKey(whose));
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}

interface ViewProps {
  replay: Replay;
  document: GameDocument;
  title: string;
  roomCode: string;
  roomId: string;
  gameHref: string;
  fairnessHref: string;
  shared: boolean;
  mayShare: boolean;
  nameOf: (userId: string) => string | undefined;
  whose: ReplayWhose;
  start: number;
  onWhose: (whose: ReplayWhose) => void;
}

function ReplayView(props: ViewProps) {
  const { replay, document, whose } = props;
  const player = useReplayPlayer(replay, props.start);
  const { step } = player;
  useReplayKeys({ step, length: replay.length, playing: player.playing, play: player.play, pause: player.pause, goTo: player.goTo });
  const looks = useMemo(() => new LookBook(document), [document]);
  const stage = useRef<TableStageHandle>(null);
  const state = replay.stateAt(step);
  const view = useMemo(() => replay.viewAt(step, whose), [replay, step, whose]);
  const seats = state.seats;
  const seatName = (seatId: string) => {
    const seat = seats.find((s) => s.id === seatId);
    const name = seat?.userId ? props.nameOf(seat.userId) : undefined;
    return `${seat?.name ?? seatId}${name ? ` (${name})` : ''}`;
  };
  const shownHands = whose === 'everyone' ? seats.map((seat) => seat.id) : whose === 'visitor' ? [] : [whose.seat];
  const moves = replay.moves();
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Braced: newer browsers return a promise from scrolling, which React would take for a cleanup.
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  const stopped = replay.stopped;

  return (
    <main className="replay-page">
      <PageHead title={`Replay · ${props.title} · Room ${props.roomCode}`} robots="noindex" />
      <header className="replay-bar">
        <h1>
          <Link to={props.gameHref}>{props.title}</Link> <span className="replay-bar-room">· Replay of room {props.roomCode}</span>
        </h1>
        <label className="replay-whose">
          Show{' '}
          <select value={whoseKey(whose)} onChange={(event) => props.onWhose(whoseOf(event.target.value))}>
            <option value="everyone">Every hand</option>
            <option value="visitor">The table only</option>
            {seats.map((seat) => (
              <option key={seat.id} value={seat.id}>
                {seatName(seat.id)}’s view
              </option>
            ))}
          </select>
        </label>
        <ShareReplay roomId={props.roomId} shared={props.shared} mayShare={props.mayShare} compact />
      </header>
      {stopped ? (
        <div className="replay-stopped" role="alert">
          <strong>
            {stopped.seq === 0
              ? 'This replay does not start: the room’s record is not the one this browser was promised while it played here.'
              : `The replay stopped before move ${stopped.seq}: it does not match what the room promised when it was made.`}
          </strong>
          <ul>
            {stopped.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
          <Link to={props.fairnessHref}>Check this room’s fairness</Link>
        </div>
      ) : null}
      <div className="replay-main">
        <div className="replay-table-column">
          <div className="replay-table-area">
            <ReplayTable view={view} looks={looks} document={document} stage={stage} />
          </div>
          <ReplayHands view={view} looks={looks} seatIds={shownHands} seatName={seatName} />
        </div>
        <aside className="replay-log" aria-label="Log">
          <h2>Log</h2>
          <ol>
            <li className={step === 0 ? 'replay-log-current' : undefined} ref={step === 0 ? current : undefined}>
              <button type="button" onClick={() => player.goTo(0)} aria-current={step === 0 ? 'step' : undefined}>
                The room opened
              </button>
            </li>
            {moves.map((move, index) => {
              const at = index + 1;
              const line = move.fact ? renderLogLine(move.fact, null, move.seq, '') : null;
              const text = line ? `${line.actor.name} ${line.text}` : move.refused ? 'A move the room refused' : 'The table changed';
              return (
                <li
                  key={move.seq}
                  className={`${at === step ? 'replay-log-current' : ''}${at > step ? ' replay-log-ahead' : ''}`}
                  ref={at === step ? current : undefined}
                >
                  <button type="button" onClick={() => player.goTo(at)} aria-current={at === step ? 'step' : undefined}>
                    <span className="replay-log-seq">{move.seq}</span>
                    {line?.actor.color ? (
                      <span className="replay-seat-dot" style={{ background: line.actor.color }} aria-hidden="true" />
                    ) : null}
                    {text}
                  </button>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
      <div className="replay-controls" role="group" aria-label="Replay controls">
        <Button
          variant="outlined"
          size="small"
          onClick={() => player.goTo(step - 1)}
          disabled={step === 0}
          aria-label="Previous move"
          aria-keyshortcuts={REPLAY_KEYS.previous}
          title="Previous move (J or ←)"
        >
          ‹
        </Button>
        {player.playing ? (
          <Button
            variant="outlined"
            size="small"
            onClick={player.pause}
            aria-keyshortcuts={REPLAY_KEYS.playPause}
            title="Pause (K or Space)"
          >
            Pause
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            onClick={player.play}
            disabled={player.atEnd && stopped !== null}
            aria-keyshortcuts={REPLAY_KEYS.playPause}
            title="Play (K or Space)"
          >
            Play
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          onClick={() => player.goTo(step + 1)}
          disabled={player.atEnd}
          aria-label="Next move"
          aria-keyshortcuts={REPLAY_KEYS.next}
          title="Next move (L or →)"
        >
          ›
        </Button>
        <input
          className="replay-scrubber"
          type="range"
          min={0}
          max={replay.length}
          value={step}
          onChange={(event) => player.goTo(Number(event.target.value))}
          aria-label="Move"
          aria-valuetext={step === 0 ? 'The room opened' : `Move ${step} of ${replay.length}`}
        />
        <span className="replay-position" aria-live="polite" data-testid="replay-position">
          {step} / {replay.length}
        </span>
        <label className="replay-speed">
          <span className="visually-hidden">Speed</span>
          <select value={player.speed} onChange={(event) => player.setSpeed(Number(event.target.value))}>
            {SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
        </label>
        <span className="replay-keys-hint" aria-hidden="true">
          K play · J L step · Home End
        </span>
      </div>
    </main>
  );
}

/** The players' choice of who may watch the replay: a switch for its players, a sentence for anyone else. */
function ShareReplay({
  roomId,
  shared,
  mayShare,
  compact = false,
}: {
  roomId: string;
  shared: boolean;
  mayShare: boolean;
  compact?: boolean;
}) {
  const toast = useToast();
  const [share, { loading }] = useMutation(SHARE_ROOM_REPLAY);
  const [copied, setCopied] = useState(false);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      toast.show({ id: 'replay-link', content: `The replay’s link: ${window.location.href}`, variant: 'info' });
    }
  };
  if (!mayShare)
    return compact ? null : (
      <p className="muted">{shared ? 'Its players shared this replay.' : 'Only its players can watch this replay.'}</p>
    );
  return (
    <div className="replay-share">
      <label>
        <input
          type="checkbox"
          checked={shared}
          disabled={loading}
          onChange={(event) =>
            void share({
              variables: { roomId, shared: event.target.checked },
              // The box follows the hand at once; a refusal puts it back.
              optimisticResponse: { shareRoomReplay: { __typename: 'Room', id: roomId, replayShared: event.target.checked } },
            }).catch((failure: unknown) => toast.show({ id: 'replay-share', content: errorMessage(failure), variant: 'error' }))
          }
        />{' '}
        Anyone who may open this room can watch
      </label>
      <Button variant="outlined" size="small" onClick={() => void copyLink()}>
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
    </div>
  );
}
