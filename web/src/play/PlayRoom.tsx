import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OpInput } from '@tablecraft/core/play';
import type { GameDocument } from '@tablecraft/core/game';
import type { TableStageHandle } from '../canvas/TableStage.tsx';
import type { Point } from '../canvas/geometry.ts';
import { useLiveHost, useRoomSnapshot, usePresence, useScriptLog, useTalk, type Room } from './use-room.ts';
import { RoomLogPanel } from './panels/RoomLogPanel.tsx';
import { ScriptLogPanel } from './panels/ScriptLogPanel.tsx';
import { LookBook } from './table/looks.ts';
import { layoutTable, besidePile, tableCentre } from './table/table-layout.ts';
import { useTableDrag, type DragSource } from './table/use-table-drag.ts';
import { PlayTable } from './table/PlayTable.tsx';
import { surfaceImageUrl } from '../canvas/face/index.ts';
import { menuActions, playAction } from './actions/play-actions.ts';
import type { ActionContext, ActionTarget } from './actions/registry.ts';
import { usePlayShortcuts } from './actions/use-play-shortcuts.ts';
import { screenPointOf } from './table/screen-point.ts';
import { groupMove } from './table/selection.ts';
import { useTableSelection } from './table/use-table-selection.ts';
import { useSidePanels } from './panels/use-side-panels.ts';
import { RoomBar } from './panels/RoomBar.tsx';
import { SeatsPanel } from './panels/SeatsPanel.tsx';
import { HandBar } from './panels/HandBar.tsx';
import { ContextMenu } from './panels/ContextMenu.tsx';
import { SelectionToolbar } from './panels/SelectionToolbar.tsx';
import { LookPanel } from './panels/LookPanel.tsx';
import { LooksBanner } from './panels/LooksBanner.tsx';
import { ShownCards } from './panels/ShownCards.tsx';
import { PieceList } from './panels/PieceList.tsx';
import { NO_SEAT_COLOUR } from './panels/people.ts';
import { usePeople } from './panels/use-people.ts';
import type { RemovedPerson, RoomPlayer } from './documents.ts';
import { useHostTools } from './panels/use-host-tools.ts';
import type { ConnectionFailure } from './connection/room-connection.ts';
import { useToast } from '../shell/toasts.tsx';
import { useSeatFromAddress } from './door/use-seat-from-address.ts';
import { Loading } from '../shell/loading.tsx';
import { Button } from '../shell/button.tsx';
import { RoomNotes } from './panels/RoomNotes.tsx';
import { TakeASeat, useSeatPrompt } from './panels/TakeASeat.tsx';
import { seatWay } from './panels/take-a-seat.ts';
import { useStripSide } from './table/use-strip-side.ts';
import { PHONE_QUERY, useMediaQuery } from './phone-layout.ts';
import { useFullScreen } from './use-full-screen.ts';
import { TableTree, type Carrying } from './table/TableTree.tsx';
import { destinations, nudged, tableWords, type Destination, type TableSeat } from './table/table-words.ts';
import { reachablePiles } from './actions/names.ts';
import { Announcer } from './access/Announcer.tsx';
import { WatchingBar, WatchingTools } from './watching/WatchingBar.tsx';

// The guides panel brings the Markdown renderer: loaded when someone opens it, not with the table.
const GuidesPanel = lazy(async () => ({ default: (await import('./panels/GuidesPanel.tsx')).GuidesPanel }));

interface Props {
  /** The live room (socket, store, presence), joined by the page. */
  room: Room;
  roomCode: string;
  document: GameDocument;
  gameTitle: string;
  gameHref: string;
  roomId: string;
  /** The room's host as the room query read it: may free a seat kept for someone else. */
  hostId: string;
  /** The game's owner, who manages every room of the game as its host does. */
  ownerId: string;
  players: RoomPlayer[];
  /** People the host removed (listed for those who manage the room, to let them back in). */
  removed: RemovedPerson[];
  /** Asks the API again who has played here (someone joined whose name this page does not know yet). */
  refreshPlayers: () => void;
  /** The socket gave up (room closed, not found, not allowed): the page shows why. */
  onFailure: (failure: ConnectionFailure) => void;
  /** The room's address (without a query): where a guest comes back to, and what an invite link extends. */
  roomPath?: string;
  testPlay?: boolean;
  /** Someone without an account may sit here as a guest (the game lets anyone play). */
  guestsMaySit?: boolean;
  /** The name this browser's guest used before, offered again. */
  guestName?: string | null;
  /** The room's invite token, for whoever manages the room (null: off, or not theirs to see). */
  inviteToken?: string | null;
}

const CURSOR_FRAME_MS = 120;

/** A room in play: the table, the hand, the seats, the room bar, and the keyboard and menu actions. */
export function PlayRoom({
  room,
  roomId,
  roomCode,
  document: gameDocument,
  gameTitle,
  gameHref,
  hostId: queriedHostId,
  ownerId,
  players,
  removed,
  refreshPlayers,
  onFailure,
  roomPath = '',
  testPlay = false,
  guestsMaySit = false,
  guestName = null,
  inviteToken = null,
}: Props) {
  const toast = useToast();
  const snapshot = useRoomSnapshot(room);
  const presence = usePresence(room);
  // A handover reaches the page over the socket: the tools move at once, and the room is read again.
  const liveHostId = useLiveHost(room);
  const hostId = liveHostId ?? queriedHostId;
  useEffect(() => {
    if (liveHostId && liveHostId !== queriedHostId) refreshPlayers();
  }, [liveHostId, queriedHostId, refreshPlayers]);
  const myId = snapshot.me?.id ?? null;
  const canManage = myId !== null && (myId === hostId || myId === ownerId);
  const hostTools = useHostTools(roomId, refreshPlayers);
  const stage = useRef<TableStageHandle>(null);
  const handBar = useRef<HTMLElement>(null);
  const [menu, setMenu] = useState<{ target: ActionTarget; at: Point } | null>(null);
  const panels = useSidePanels();
  const talk = useTalk(room);
  const scriptLog = useScriptLog(room);
  const looks = useMemo(() => new LookBook(gameDocument), [gameDocument]);
  const view = snapshot.view;
  const layout = useMemo(() => (view ? layoutTable(view) : null), [view]);
  const drawn = useRef<{ view: NonNullable<typeof view>; layout: NonNullable<typeof layout> } | null>(null);
  drawn.current = view && layout ? { view, layout } : null;
  const { selected, setSelected, group, setGroup, groupRef, selecting, setSelecting, onTableSelect, onBand, onDoneSelecting } =
    useTableSelection(view, drawn);
  const lastCursor = useRef(0);

  useEffect(() => {
    if (snapshot.status === 'failed' && snapshot.failure) onFailure(snapshot.failure);
  }, [snapshot.status, snapshot.failure, onFailure]);

  const canPlay = snapshot.status === 'open' && snapshot.role === 'player' && snapshot.me !== null;
  // A visitor where guests may sit: "Sit here" asks a name first (sittingAt: the seat, or `any`).
  const visitorMaySit = snapshot.status === 'open' && snapshot.me === null && guestsMaySit;
  const [sittingAt, setSittingAt] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const roomElement = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(useCallback(() => roomElement.current?.closest('.play-page') ?? roomElement.current, []));
  const [turned, setTurned] = useState(false);
  // Someone not playing who tries to is told how to take a seat, instead of nothing happening.
  const way = seatWay({ known: snapshot.me !== null, role: snapshot.role, seated: snapshot.seatId !== null, guestsMaySit });
  const seatPrompt = useSeatPrompt();
  const wayNow = useRef(way);
  wayNow.current = snapshot.status === 'open' ? way : null;
  const refuse = useCallback(() => {
    // While reconnecting, the banner already says moves are paused.
    if (wayNow.current) seatPrompt.show();
  }, [seatPrompt]);

  const submit = useCallback((op: OpInput) => void room.store.submit(op), [room]);
  // Sent back from the door (`?sit=`): take that seat (or the first free one) once seated as a player.
  useSeatFromAddress(canPlay && !snapshot.seatId ? view : null, submit, snapshot.me?.id ?? null);

  const drag = useTableDrag({
    stageRef: stage,
    handBarRef: handBar,
    drawnRef: drawn,
    canAct: () => room.store.canAct(),
    drop: (source: DragSource, target) => {
      // One of several selected pieces carries the others: one op, applied to all of them or none.
      const state = drawn.current;
      if (source.kind === 'piece' && state && groupRef.current.length > 1 && groupRef.current.includes(source.pieceId))
        return submit(groupMove(state.view, state.layout, groupRef.current, source.pieceId, target));
      return source.kind === 'piece'
        ? submit({ type: 'move', pieceId: source.pieceId, to: target })
        : submit({ type: 'take', pileId: source.pileId, to: target });
    },
    longPress: (source, client) => {
      const target: ActionTarget =
        source.kind === 'pile' ? { kind: 'pile', pileId: source.pileId } : { kind: 'piece', pieceId: source.pieceId };
      setSelected(target);
      setMenu({ target, at: client });
    },
    sendDrag: (pieceId, point, done) =>
      room.sendTransient({ kind: 'drag', pieceId, x: Math.round(point.x), y: Math.round(point.y), ...(done ? { done } : {}) }),
    refused: refuse,
  });

  const context = useCallback(
    (target: ActionTarget): ActionContext | null => {
      const state = drawn.current;
      if (!state) return null;
      return {
        view: state.view,
        seatId: room.store.getSnapshot().seatId,
        canPlay: room.store.canAct(),
        target,
        submit,
        besidePile: (pileId) => besidePile(state.view, state.layout, pileId),
        tableCentre: (pieceId) => tableCentre(state.view, pieceId),
        document: gameDocument,
        group: groupRef.current,
        startSelecting: (pieceId) => {
          setSelecting(true);
          setGroup([pieceId]);
          setSelected({ kind: 'piece', pieceId });
        },
      };
    },
    // The selection's setters and ref are stable (useTableSelection): listed, they change nothing.
    [room, submit, gameDocument, groupRef, setGroup, setSelected, setSelecting],
  );

  usePlayShortcuts({
    selected,
    context,
    screenPointOf: (target) => screenPointOf(stage.current?.stage(), drawn.current?.view ?? null, target),
    openMenu: (target, at) => setMenu({ target, at }),
    clearSelection: () => {
      setSelected({ kind: 'none' });
      setGroup([]);
      setSelecting(false);
    },
    refused: refuse,
  });

  const { people, online, colourOf, nameOf } = usePeople({
    players,
    presence: presence.people,
    me: snapshot.me,
    seats: view?.seats,
    refreshPlayers,
  });
  // A seat by its player's name, for "Alice is searching Deck" and "Alice shows 2 cards".
  const playerName = useCallback(
    (seatId: string) => {
      const seat = view?.seats.find((s) => s.id === seatId);
      return (seat?.userId ? people.get(seat.userId)?.name : undefined) ?? seat?.name ?? 'Someone';
    },
    [view?.seats, people],
  );
  // Whoever sits in a seat, by name, for the table in words; null for an empty seat.
  const playerOf = useCallback(
    (seatId: string) => (view?.seats.find((s) => s.id === seatId)?.userId ? playerName(seatId) : null),
    [view?.seats, playerName],
  );
  const words = useMemo(
    () =>
      view && layout
        ? tableWords(
            view,
            looks,
            (pieceId) => layout.pieces[pieceId],
            (zoneId) => layout.zones[zoneId],
            playerOf,
          )
        : { groups: [], seats: [] },
    [view, layout, looks, playerOf],
  );
  // \`refuse\` changes with every render (the seat prompt's object): read through a ref, so the table's tree,
  // memoised, is not re-rendered by every drag.
  const refuseRef = useRef(refuse);
  refuseRef.current = refuse;
  const refuseNow = useCallback(() => refuseRef.current(), []);
  // The keyboard's move: picked up, then put down on a place chosen from a list (TableTree).
  const [carrying, setCarrying] = useState<Carrying | null>(null);
  const [pointing, setPointing] = useState<ActionTarget | null>(null);
  const pickUp = useCallback(
    (target: ActionTarget) => {
      const state = drawn.current;
      if (!state || target.kind === 'none') return;
      if (!room.store.canAct()) return refuseNow();
      if (target.kind === 'piece' && state.view.pieces[target.pieceId]?.locked) return;
      if (target.kind === 'pile' && !state.view.piles[target.pileId]?.count) return;
      const seatId = room.store.getSnapshot().seatId;
      const reachable = reachablePiles({ view: state.view, document: gameDocument, seatId });
      const onTable = tableCentre(state.view, target.kind === 'piece' ? target.pieceId : undefined);
      const label =
        target.kind === 'pile' ? `the top card of ${looks.pileName(state.view, target.pileId)}` : looks.targetTitle(state.view, target);
      setSelected(target);
      setCarrying({ source: target, label, destinations: destinations(state.view, looks, target, reachable, onTable, playerOf) });
    },
    [room, refuseNow, gameDocument, looks, playerOf, setSelected],
  );
  const putDown = useCallback(
    (destination: Destination) => {
      const state = drawn.current;
      const source = carrying?.source;
      setCarrying(null);
      setPointing(null);
      if (!state || !source) return;
      const to = destination.to;
      // A card played from the hand: the focus goes back to the hand for the next one, while it holds any.
      if (source.kind === 'piece' && state.view.pieces[source.pieceId]?.location.type === 'hand')
        requestAnimationFrame(() => handBar.current?.querySelector<HTMLElement>('button.hand-card[tabindex="0"]')?.focus());
      if (to.type === 'seat') {
        if (source.kind === 'piece') submit({ type: 'pass', pieceId: source.pieceId, seatId: to.seatId });
        return;
      }
      if (source.kind === 'pile') return submit({ type: 'take', pileId: source.pileId, to });
      if (source.kind !== 'piece') return;
      if (groupRef.current.length > 1 && groupRef.current.includes(source.pieceId))
        return submit(groupMove(state.view, state.layout, groupRef.current, source.pieceId, to));
      submit({ type: 'move', pieceId: source.pieceId, to });
    },
    [carrying, submit, groupRef],
  );
  const nudge = useCallback(
    (pieceId: string, dx: number, dy: number) => {
      const state = drawn.current;
      if (!state) return;
      if (!room.store.canAct()) return refuseNow();
      const to = nudged(state.view, pieceId, dx, dy);
      if (to) submit({ type: 'move', pieceId, to });
    },
    [room, refuseNow, submit],
  );
  const toggleInGroup = useCallback((target: ActionTarget) => onTableSelect(target, true), [onTableSelect]);
  const point = useCallback((destination: Destination) => setPointing(destination.shows.kind === 'none' ? null : destination.shows), []);
  const letGo = useCallback(() => {
    setCarrying(null);
    setPointing(null);
  }, []);
  // Enter on a seat in the table's tree: one's own goes to the hand; a free one is sat at, as its button does.
  const seatFromKeys = useCallback(
    (seat: TableSeat) => {
      if (seat.mine) return handBar.current?.querySelector<HTMLElement>('button.hand-card[tabindex="0"]')?.focus();
      if (!seat.free) return;
      if (room.store.canAct()) return submit({ type: 'claimSeat', seatId: seat.seatId });
      if (visitorMaySit) return setSittingAt(seat.seatId);
      refuseNow();
    },
    [room, submit, visitorMaySit, refuseNow],
  );
  const openFromKeys = useCallback(
    (target: ActionTarget, element: HTMLElement) => {
      setSelected(target);
      const onCanvas =
        target.kind !== 'none' && !(target.kind === 'piece' && drawn.current?.view.pieces[target.pieceId]?.location.type === 'hand');
      const box = element.getBoundingClientRect();
      setMenu({
        target,
        at: onCanvas
          ? screenPointOf(stage.current?.stage(), drawn.current?.view ?? null, target)
          : { x: box.left + box.width / 2, y: box.top },
      });
    },
    [setSelected],
  );
  const selectionColour = snapshot.seatId ? (view?.seats.find((s) => s.id === snapshot.seatId)?.color ?? NO_SEAT_COLOUR) : '#2563eb';

  const onMenu = useCallback((target: ActionTarget, at: Point) => setMenu({ target, at }), []);
  const onDoubleClick = useCallback(
    (target: ActionTarget) => {
      const ctx = context(target);
      if (!ctx) return;
      if (!ctx.canPlay) return refuse();
      // Double-click does the obvious thing: draw from a pile, flip a card, roll a die.
      for (const id of ['draw', 'flip', 'roll']) {
        const action = playAction(id);
        if (action.appliesTo(ctx)) return action.perform(ctx);
      }
      // A player without a seat: drawing needs one.
      if (ctx.seatId === null && target.kind !== 'none') refuse();
    },
    [context, refuse],
  );
  const onStep = useCallback(
    (pieceId: string, delta: 1 | -1) => (room.store.canAct() ? submit({ type: 'counter', pieceId, delta }) : refuse()),
    [room, submit, refuse],
  );
  // The game's buttons on pieces are for players in a seat, as their menu items are: watching, none are drawn.
  const seated = snapshot.role === 'player' && snapshot.seatId !== null;
  const pressButton = useCallback((pieceId: string, buttonId: string) => submit({ type: 'press', pieceId, buttonId }), [submit]);
  const onCursor = useCallback(
    (point: Point) => {
      const now = performance.now();
      if (now - lastCursor.current < CURSOR_FRAME_MS || drag.held) return;
      lastCursor.current = now;
      room.sendTransient({ kind: 'cursor', x: Math.round(point.x), y: Math.round(point.y) });
    },
    [room, drag.held],
  );

  const strip = useRef<HTMLDivElement>(null);
  const stripSide = useStripSide(
    useCallback(() => stage.current?.stage(), []),
    view,
    selected,
    strip,
  );

  if (!view || !layout) {
    return (
      <div className="play-loading">
        <Loading label="Joining the room…" />
      </div>
    );
  }

  const menuContext = menu ? context(menu.target) : null;
  const selectedContext = selected.kind === 'none' ? null : context(selected);
  const assetUrlOf = (assetRefId: string | null) => surfaceImageUrl(gameDocument.assets, assetRefId);
  const undoContext = context({ kind: 'none' });

  const refusing = way !== null && snapshot.status === 'open' ? refuse : undefined;
  const pickSeat = () => {
    seatPrompt.hide();
    if (phone && !panels.side.open) panels.side.toggle();
    // Beside the table (or once the sheet is drawn), the first free seat's button takes the focus.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#play-side [aria-label^="Sit at"]')?.focus());
  };
  const fold = fullScreen.on && (phone || fullScreen.ownOnly);

  return (
    <div ref={roomElement} className={`play-room${fullScreen.on ? ' play-full' : ''}${fold ? ' play-full-fold' : ''}`}>
      <RoomBar
        gameTitle={gameTitle}
        gameHref={gameHref}
        roomCode={roomCode}
        status={snapshot.status}
        sealedMoves={snapshot.sealedMoves}
        guidesOpen={panels.guides.open}
        canUndo={canPlay && snapshot.seatId !== null && view.undoSteps > 0}
        onToggleGuides={panels.guides.toggle}
        logOpen={panels.log.open}
        onToggleLog={panels.log.toggle}
        scriptLogOpen={panels.scriptLog.open && scriptLog.available}
        onToggleScriptLog={scriptLog.available ? panels.scriptLog.toggle : undefined}
        sideOpen={panels.side.open}
        onToggleSide={panels.side.toggle}
        onUndo={() => undoContext && playAction('undo').perform(undoContext)}
        onZoomIn={() => stage.current?.zoomBy(1.2)}
        onZoomOut={() => stage.current?.zoomBy(1 / 1.2)}
        onFit={() => stage.current?.fit()}
        canClose={canManage}
        onClose={hostTools.closeRoom}
        onEnd={myId === hostId ? hostTools.endRoom : undefined}
        runsScripts={gameDocument.scripts.length > 0}
        invite={canManage && !testPlay ? { roomId, roomPath, token: inviteToken } : null}
        fullScreen={fullScreen.on}
        onFullScreen={fullScreen.toggle}
        turned={turned}
        onTurn={phone ? () => stage.current?.turn() : undefined}
        compact={phone || fold}
      />
      <RoomNotes
        roomCode={roomCode}
        roomPath={roomPath}
        status={snapshot.status}
        role={snapshot.role}
        known={snapshot.me !== null}
        seated={snapshot.seatId !== null}
        notice={snapshot.notice}
        visitorMaySit={visitorMaySit}
        sittingAt={sittingAt}
        onSit={setSittingAt}
        guestName={guestName}
        freeSeats={view ? view.seats.filter((seat) => !seat.userId && !seat.reservedFor).length : null}
      />
      {/* What watchers see, who was asked and who watches; the host's choice (off by default). */}
      {testPlay ? null : <WatchingBar roomId={roomId} roomCode={roomCode} roomPath={roomPath} />}
      <div className={`play-main${snapshot.status === 'reconnecting' ? ' play-paused' : ''}`}>
        <div className="play-table-column">
          <div className="play-table-area">
            <TableTree
              words={words}
              selected={selected}
              group={group}
              carrying={carrying}
              onFocusItem={setSelected}
              onOpen={openFromKeys}
              onToggle={toggleInGroup}
              onPickUp={pickUp}
              onNudge={nudge}
              onPoint={point}
              onPutDown={putDown}
              onLetGo={letGo}
              onSeat={seatFromKeys}
            />
            <PlayTable
              view={view}
              layout={layout}
              looks={looks}
              assetUrlOf={assetUrlOf}
              stageRef={stage}
              drag={drag}
              presence={room.presence}
              colourOf={colourOf}
              nameOf={nameOf}
              selected={pointing ?? selected}
              group={group}
              selecting={selecting}
              selectionColour={selectionColour}
              onSelect={onTableSelect}
              onBand={onBand}
              onDoneSelecting={onDoneSelecting}
              onMenu={onMenu}
              onDoubleClick={onDoubleClick}
              onStep={onStep}
              onPressButton={seated ? pressButton : undefined}
              onCursor={onCursor}
              onTurnChange={setTurned}
            />
            <LooksBanner view={view} looks={looks} playerName={playerName} />
            <LookPanel view={view} looks={looks} canPlay={canPlay} submit={submit} />
            <ShownCards shown={snapshot.shown} view={view} looks={looks} playerName={playerName} />
            {selectedContext ? (
              <SelectionToolbar
                ref={strip}
                title={looks.targetTitle(view, selected)}
                actions={menuActions(selectedContext)}
                context={selectedContext}
                onMore={(at) => setMenu({ target: selected, at })}
                side={stripSide}
                onRefused={refusing}
              />
            ) : null}
            {seatPrompt.shown && way ? (
              <TakeASeat
                way={way}
                roomPath={roomPath}
                onSit={() => {
                  seatPrompt.hide();
                  setSittingAt('any');
                }}
                onPickSeat={pickSeat}
                onClose={seatPrompt.hide}
                side={selectedContext && stripSide === 'top' ? 'bottom' : 'top'}
              />
            ) : null}
          </div>
          <HandBar
            ref={handBar}
            view={view}
            seatId={snapshot.seatId}
            looks={looks}
            selected={selected}
            dropping={drag.hover?.overHand ?? false}
            onSelect={setSelected}
            onMenu={onMenu}
            onOpen={openFromKeys}
            onPickUp={pickUp}
            canPlay={canPlay}
            onSort={() => {
              const ctx = context({ kind: 'none' });
              if (ctx?.canPlay) playAction('sort-hand').perform(ctx);
            }}
            onPress={(pieceId, event) => {
              const piece = view.pieces[pieceId];
              if (piece)
                drag.begin(
                  { kind: 'piece', pieceId },
                  looks.piece(piece, undefined, true),
                  { x: event.clientX, y: event.clientY },
                  { x: 0, y: 0 },
                );
            }}
          />
        </div>
        {panels.guides.open ? (
          <Suspense fallback={<aside className="play-panel guides-panel" aria-busy="true" />}>
            <GuidesPanel guides={gameDocument.guides} assets={gameDocument.assets} onClose={panels.guides.close} />
          </Suspense>
        ) : null}
        {panels.log.open ? (
          <RoomLogPanel
            talk={talk}
            canPost={snapshot.me !== null}
            colourOf={colourOf}
            onPost={(text) => room.talk.post(text)}
            onOlder={(of) => room.talk.older(of)}
            onClose={panels.log.close}
          />
        ) : null}
        {panels.scriptLog.open && scriptLog.available ? <ScriptLogPanel scriptLog={scriptLog} onClose={panels.scriptLog.close} /> : null}
        <div id="play-side" className={`play-side${panels.side.open ? ' play-side-open' : ''}`}>
          <Button
            variant="outlined"
            size="small"
            className="play-side-close"
            onClick={panels.side.close}
            aria-label="Close seats and people"
          >
            ×
          </Button>
          <SeatsPanel
            view={view}
            mySeatId={snapshot.seatId}
            myUserId={snapshot.me?.id ?? null}
            canPlay={canPlay}
            isHost={snapshot.me?.id === hostId}
            people={people}
            online={online}
            presence={presence.people}
            piles={Object.keys(view.piles).map((pileId) => ({ id: pileId, name: looks.pileName(view, pileId) }))}
            onClaim={(seatId) => submit({ type: 'claimSeat', seatId })}
            onLeave={() => {
              const cards = snapshot.seatId ? (view.hands[snapshot.seatId]?.count ?? 0) : 0;
              submit({ type: 'leaveSeat' });
              // Cards in hand keep the seat: nobody else can sit there and see them.
              if (cards > 0)
                toast.show({
                  id: 'left-seat',
                  variant: 'info',
                  duration: 8000,
                  content: `Your seat and its ${cards === 1 ? 'card stay' : `${cards} cards stay`} yours until you come back. You (or the host) can release it.`,
                });
            }}
            onRelease={(seatId, pileId) => submit({ type: 'releaseSeat', seatId, ...(pileId ? { pileId } : {}) })}
            onAssign={(seatId, userId) => submit({ type: 'assignSeat', seatId, userId })}
            onVisitorSit={visitorMaySit ? setSittingAt : undefined}
            hostId={hostId}
            canManage={canManage}
            removed={removed}
            hostActions={hostTools.actions}
          />
          {testPlay ? null : <WatchingTools roomId={roomId} roomCode={roomCode} />}
          <PieceList view={view} looks={looks} selected={selected} onSelect={setSelected} />
        </div>
      </div>
      <Announcer talk={talk} myUserId={myId} />
      {menu && menuContext ? (
        <ContextMenu
          at={menu.at}
          title={looks.targetTitle(view, menu.target)}
          actions={menuActions(menuContext)}
          context={menuContext}
          onClose={() => setMenu(null)}
          onRefused={refusing}
        />
      ) : null}
    </div>
  );
}
