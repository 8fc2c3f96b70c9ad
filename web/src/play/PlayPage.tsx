import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { GameDocument } from '@tablecraft/core/game';
import { PageHead } from '../shell/head.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { useUserName } from '../routing/user-scope.tsx';
import { gamePath } from '../routing/game-paths.ts';
import { PLAY_ROOM } from './documents.ts';
import { useRoom } from './use-room.ts';
import { normaliseRoomCode, takeEarlyRoomQuery } from './early-room.ts';
import { RoomStatePage } from './RoomStatePage.tsx';
import type { ConnectionFailure } from './connection/room-connection.ts';
import { InviteDoor } from './door/InviteDoor.tsx';
import { inviteIn } from './door/door-links.ts';
import { useRoomInvite } from './door/use-room-invite.ts';
import { GuestEntryContext } from './door/guest-entry.ts';
import './play.css';
import { Loading } from '../shell/loading.tsx';

// The table (Konva and the pieces, most of this page's code) loads once the room query and the socket
// join have been sent, so its download and start-up overlap their round trips instead of delaying them.
let playRoomModule: Promise<typeof import('./PlayRoom.tsx')> | undefined;
const loadPlayRoom = () => (playRoomModule ??= import('./PlayRoom.tsx'));
const PlayRoom = lazy(async () => ({ default: (await loadPlayRoom()).PlayRoom }));

function LoadingRoom() {
  return (
    <main className="play-loading">
      <Loading label="Loading the room…" />
    </main>
  );
}

/** /@{userName}/{gameName}/play/{roomCode}: a room of a game, live with everyone in it. */
export function PlayPage() {
  const userName = useUserName();
  const { gameName = '', roomCode = '' } = useParams();
  const location = useLocation();
  const code = normaliseRoomCode(roomCode);
  // Fresh from the network, unless the address's early load (early-room.ts) has just asked for it.
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() => (takeEarlyRoomQuery(code) ? 'cache-first' : 'network-only'));
  const { data, loading, error, refetch } = useQuery(PLAY_ROOM, { variables: { code }, fetchPolicy });
  // The socket joins while the game loads: the table is ready as soon as both have arrived.
  const live = useRoom(code);
  // Read here too (only these two, so a move does not re-render the page): a refused join must be told
  // even when the room query found nothing to show.
  const liveStatus = useSyncExternalStore(live.store.subscribe, () => live.store.getSnapshot().status);
  const liveFailure = useSyncExternalStore(live.store.subscribe, () => live.store.getSnapshot().failure);
  const [failure, setFailure] = useState<ConnectionFailure | null>(null);
  const onFailure = useCallback((next: ConnectionFailure) => setFailure(next), []);
  const refreshPlayers = useCallback(() => void refetch(), [refetch]);
  useEffect(() => void loadPlayRoom(), []);
  // Closed while here: read the room again, so the page says whether it closed for now or its game ended.
  const closedLive = failure?.kind === 'closed';
  useEffect(() => {
    // The page shows its own query's errors; a failed refetch leaves it as it was.
    if (closedLive) void refetch().catch(() => undefined);
  }, [closedLive, refetch]);
  const gameHref = gamePath(userName, gameName);
  const roomPath = gamePath(userName, gameName, 'play', code);
  const client = useApolloClient();
  const navigate = useNavigate();
  // Someone let in while on this page (a guest the door has just made, or whoever the invite link admitted)
  // comes in here, without loading the page again: the socket joins again as them, the address says which
  // seat to take, and every query (the room's, the header's) answers for them.
  const comeIn = useCallback(
    async (path: string) => {
      live.comeInAgain();
      navigate(path, { replace: true });
      // A query that fails shows its own error where it is used.
      await client.resetStore().catch(() => undefined);
    },
    [live, navigate, client],
  );
  // An invite link: used once; whoever is let in plays in the room, at the first free seat (comeIn
  // catches its own failures: nobody waits for it).
  const invite = inviteIn(location.search);
  const inviteState = useRoomInvite(code, invite, () => void comeIn(`${roomPath}?sit=any`));

  // Admitted, the page waits for the address without the invite (comeIn), then shows the room.
  if (invite && (inviteState.kind === 'checking' || inviteState.kind === 'admitted')) return <LoadingRoom />;
  if (inviteState.kind === 'door' && invite) {
    return (
      <GuestEntryContext value={comeIn}>
        <InviteDoor
          roomCode={code}
          roomPath={roomPath}
          invite={invite}
          gameTitle={inviteState.gameTitle}
          hostName={inviteState.hostName}
          seatsFree={inviteState.seatsFree}
          previousName={data?.guest?.name ?? null}
        />
      </GuestEntryContext>
    );
  }
  if (inviteState.kind === 'refused')
    return (
      <RoomStatePage kind="unauthorized" roomCode={code} gameHref={gameHref} signedIn={Boolean(data?.viewer)} reason={inviteState.reason} />
    );
  if (loading && !data) return <LoadingRoom />;
  if (error && !data) return <ErrorPage code={500} />;
  const room = data?.room;
  const signedIn = Boolean(data?.viewer);
  // Not open to the viewer: the socket says why (removed by the host, not allowed) a moment later.
  const refusal = failure ?? (liveStatus === 'failed' ? liveFailure : null);
  if (!room && (refusal?.kind === 'removed' || refusal?.kind === 'unauthorized')) {
    return <RoomStatePage kind={refusal.kind} roomCode={code} gameHref={gameHref} signedIn={signedIn} reason={refusal.reason} />;
  }
  if (!room && signedIn && liveStatus === 'connecting') return <LoadingRoom />;
  if (!room || failure?.kind === 'notFound') {
    return <RoomStatePage kind="missing" roomCode={code} gameHref={gameHref} signedIn={signedIn} />;
  }
  // A room is found by its code alone: an address with the game's or its owner's old name (a link shared
  // before a rename) is sent to the room's address as it is now, as the game page does.
  const canonical = gamePath(room.game.owner.userName, room.game.gameName, 'play', room.code);
  if (room.game.gameName !== gameName || room.game.owner.userName !== userName || roomCode !== room.code) {
    return <Navigate to={`${canonical}${location.search}${location.hash}`} replace />;
  }
  if (room.status === 'CLOSED' || failure?.kind === 'closed') {
    return (
      <RoomStatePage
        kind="closed"
        roomCode={room.code}
        gameHref={gameHref}
        roomId={room.id}
        canReopen={room.viewerCanManage}
        ended={room.ended}
        fairnessHref={gamePath(userName, gameName, 'play', room.code, 'fairness')}
        replayHref={gamePath(userName, gameName, 'play', room.code, 'replay')}
        reason={failure?.kind === 'closed' ? failure.reason : null}
        onReopened={() => {
          setFailure(null);
          // The page shows its own query's errors; a failed refetch leaves it as it was.
          void refetch().catch(() => undefined);
        }}
      />
    );
  }
  // Access ended while playing (removed, signed out) or was never there: say which, instead of reconnecting.
  if (failure?.kind === 'removed' || failure?.kind === 'signedOut' || failure?.kind === 'unauthorized') {
    return (
      <RoomStatePage
        kind={failure.kind}
        roomCode={room.code}
        gameHref={gameHref}
        signedIn={signedIn && failure.kind !== 'signedOut'}
        reason={failure.reason}
      />
    );
  }
  // Its host's counted rooms fill their plan: the host is offered their rooms to close, anyone else whom to ask.
  if (failure?.kind === 'limited') {
    return (
      <RoomStatePage
        kind="limited"
        roomCode={room.code}
        gameHref={gameHref}
        reason={failure.reason}
        isHost={Boolean(data?.viewer) && data?.viewer?.id === room.host.id}
      />
    );
  }
  if (failure) return <RoomStatePage kind="outdated" reason={failure.reason} />;

  return (
    <GuestEntryContext value={comeIn}>
      <main className="play-page">
        <PageHead title={`${room.game.title} · Room ${room.code}`} robots="noindex" />
        <h1 className="visually-hidden">
          {room.game.title}, room {room.code}
        </h1>
        <Suspense
          fallback={
            <div className="play-loading">
              <Loading label="Loading the table…" />
            </div>
          }
        >
          <PlayRoom
            key={room.code}
            room={live}
            roomId={room.id}
            roomCode={room.code}
            // A stored document is a game document: the API validates each one before storing it.
            document={room.revision.document as GameDocument}
            gameTitle={room.game.title}
            gameHref={gameHref}
            hostId={room.host.id}
            ownerId={room.game.owner.id}
            players={room.players}
            removed={room.removedPeople}
            roomPath={canonical}
            testPlay={room.testPlay}
            guestsMaySit={room.guestsMaySit}
            guestName={data?.guest?.name ?? null}
            inviteToken={room.invite ?? null}
            refreshPlayers={refreshPlayers}
            onFailure={onFailure}
          />
        </Suspense>
      </main>
    </GuestEntryContext>
  );
}
