import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import type { EveryHandView, RoomView } from '@tablecraft/core/play';
import type { GameDocument } from '@tablecraft/core/game';
import { PageHead } from '../../shell/head.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { Loading } from '../../shell/loading.tsx';
import { normaliseRoomCode } from '../early-room.ts';
import { LookBook } from '../table/looks.ts';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import { ReplayTable } from '../replay/ReplayTable.tsx';
import { ReplayHands } from '../replay/ReplayHands.tsx';
import { WATCH_ROOM } from './documents.ts';
import '../play.css';
import '../replay/replay.css';
import './watching.css';

/** How often the watch page asks for the table again: it moves on as the delay lets it, never sooner. */
const POLL_MS = 2000;

/** This page's own id, so the players count a visitor once however often the page asks. */
function watcherId(): string {
  try {
    const kept = sessionStorage.getItem('tablecraft-watcher');
    if (kept) return kept;
    const made = crypto.randomUUID();
    sessionStorage.setItem('tablecraft-watcher', made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * /@{userName}/{gameName}/play/{roomCode}/watch: every hand and the table, a delay behind, for a stream or a
 * commentator. No chrome: the table with the hands above and below it, and one line saying how far behind.
 * What it shows is the server's: it is never sent anything newer than the delay the host chose.
 */
export function WatchPage() {
  const { roomCode = '' } = useParams();
  const code = normaliseRoomCode(roomCode);
  const [watcher] = useState(watcherId);
  // `?seat=`: following that seat (its player agreed), live; without it, every hand a delay behind.
  const [search] = useSearchParams();
  const seat = search.get('seat');
  const { data, loading, error } = useQuery(WATCH_ROOM, {
    variables: { code, watcher, seat: seat ?? '', following: seat !== null },
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  const room = data?.room;
  const document = room?.revision.document as GameDocument | undefined;
  const looks = useMemo(() => (document ? new LookBook(document) : null), [document]);
  const stage = useRef<TableStageHandle>(null);

  if (loading && !data) return <Loading label="Loading the room…" />;
  if (error && !data) return <ErrorPage code={500} />;
  if (!room || !document || !looks) return <ErrorPage code={404} />;
  const table = seat !== null ? room.followTable : room.everyHandTable;
  const delay = room.watching.everyHand;
  const names = new Map(room.players.map((player) => [player.user.id, player.user.name]));
  if (!table) {
    return (
      <main className="watch-page watch-waiting">
        <PageHead title={`Watching room ${room.code}`} robots="noindex" />
        <h1 className="visually-hidden">Watching room {room.code}</h1>
        <p role="status">
          {seat !== null
            ? `The seat ${seat} shows here while the host lets watchers follow it and its player agrees. Nobody at the table can follow it.`
            : !room.watching.on || !delay
              ? 'Every hand shows here once the host turns it on and every player agrees. Nobody at the table can watch it.'
              : !room.watching.viewerMayWatch
                ? 'You are at this table: while the game goes on, nobody at the table can watch every hand.'
                : `Every hand shows here once the table is ${delay.delayMoves} moves and ${delay.delaySeconds} seconds old.`}
        </p>
      </main>
    );
  }
  const view = table.view as EveryHandView | RoomView;
  const seatName = (seatId: string) => {
    const seat = view.seats.find((s) => s.id === seatId);
    const name = seat?.userId ? names.get(seat.userId) : undefined;
    return `${seat?.name ?? seatId}${name ? ` (${name})` : ''}`;
  };
  // Following: the seat's own hand under the table; every hand: each seat's, above and below it.
  const seats = seat !== null ? [] : view.seats.map((s) => s.id);
  const half = Math.ceil(seats.length / 2);
  return (
    <main className="watch-page">
      <PageHead title={`Watching room ${room.code}`} robots="noindex" />
      <h1 className="visually-hidden">Watching room {room.code}</h1>
      <ReplayHands view={view} looks={looks} seatIds={seats.slice(0, half)} seatName={seatName} />
      <div className="watch-table">
        <ReplayTable view={view} looks={looks} document={document} stage={stage} />
      </div>
      <ReplayHands view={view} looks={looks} seatIds={seat !== null ? [seat] : seats.slice(half)} seatName={seatName} />
      <p className="watch-caption" role="status" data-testid="watch-caption">
        {room.game.title} ·{' '}
        {seat !== null
          ? `following ${seatName(seat)}`
          : `every hand, ${delay ? `${delay.delayMoves} moves and ${delay.delaySeconds} s behind` : 'delayed'}`}{' '}
        · after move {table.seq}
      </p>
    </main>
  );
}
