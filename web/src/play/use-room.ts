import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { freshEntropy, type ClientMessage } from '@tablecraft/core/play';
import { config } from '../data/config.ts';
import { useToast } from '../shell/toasts.tsx';
import { RoomConnection } from './connection/room-connection.ts';
import { ClientIdentity } from './connection/client-identity.ts';
import { RoomStore } from './store/room-store.ts';
import { PresenceStore } from './store/presence-store.ts';
import { TalkStore } from './panels/talk-store.ts';
import { ScriptLogStore } from './panels/script-log-store.ts';
import { scriptFailureToast } from './panels/script-failure.ts';
import { RoomFairnessRecord } from './fairness/record-fairness.ts';

export interface Room {
  store: RoomStore;
  presence: PresenceStore;
  /** The room's host as the socket last said (after a handover), or null until it says so. */
  host: HostStore;
  /** The room log and chat. */
  talk: TalkStore;
  /** What the game's scripts wrote, for the game's members (others are never sent it). */
  scriptLog: ScriptLogStore;
  /** Sends a transient frame (drag, cursor); dropped silently while disconnected. */
  sendTransient(message: Extract<ClientMessage, { kind: 'drag' | 'cursor' }>): void;
  /** Joins again as whoever this browser is now (a guest it has just become), with the whole view. */
  comeInAgain(): void;
}

/**
 * Joins a room for as long as the page shows it: one socket, the room store it feeds, and the presence
 * of everyone else. A refused move shows its reason in a toast.
 */
export function useRoom(roomCode: string, socketUrl: string = config.socketUrl): Room {
  const toast = useToast();
  const room = useMemo(() => {
    const presence = new PresenceStore();
    const host = new HostStore();
    let lastCursor = { x: -100_000, y: -100_000 };
    // Whether the last fairness frame said the room's start shuffle waits for a page's entropy.
    let setupWaits = false;
    let connection: RoomConnection;
    const talk = new TalkStore((message) => connection.send(message));
    const scriptLog = new ScriptLogStore();
    // This tab's id and op numbers in the room, kept across reconnects and reloads (exactly once).
    const identity = ClientIdentity.forRoom(roomCode);
    // This browser's own copy of every commitment the room made to it, and of the entropy it sent: in a
    // journal (localStorage) in the same task that hears or sends it, then in IndexedDB.
    const fairness = new RoomFairnessRecord(roomCode, identity.clientId);
    const store = new RoomStore({
      journal: identity,
      send: (message) => {
        const sent = connection.send(message);
        if (sent) fairness.sent(message);
        return sent;
      },
      onReject: (reason, code) => toast.show({ id: `reject-${code}`, content: reason, variant: 'warning' }),
      // Hands and private zones are seen per seat: join again to get the new seat's whole view.
      onFreshViewNeeded: () => connection.rejoin(true),
      onTransient: (message) => {
        presence.handle(message);
        // Someone new: tell them we are here too (they learn of people from their cursors). Someone named
        // to us as already here needs no answer.
        if (message.kind === 'presence' && message.online && !message.here) connection.send({ kind: 'cursor', ...lastCursor });
      },
    });
    connection = new RoomConnection(
      socketUrl,
      roomCode,
      {
        onMessage: (message) => {
          // After a (re)join, who is here is learned afresh: those still here answer our arrival with a cursor.
          if (message.kind === 'welcome') presence.reset();
          // Each join says who hosts now, so a handover missed while reconnecting is not missed for good.
          if (message.kind === 'welcome' && message.hostId) host.set(message.hostId);
          if (message.kind === 'op') for (const id of Object.keys(message.changes.pieces)) presence.release(id);
          if (message.kind === 'host') host.set(message.hostId);
          // The game's scripts failed on a move: its player and the host are told where they play.
          if (message.kind === 'scriptFailed')
            toast.show(
              scriptFailureToast(message, (userId) => Object.values(presence.getSnapshot().people).find((p) => p.userId === userId)?.name),
            );
          fairness.heard(message);
          // The room's start shuffle waits for a page's entropy, and this page now holds the commitments
          // it will be checked against: once welcomed (nothing goes out before), it offers its own, kept
          // before it goes out (docs/FAIRNESS.md).
          if (message.kind === 'fairness') setupWaits = message.setupWaits;
          if (message.kind === 'welcome' && setupWaits) {
            setupWaits = false;
            const setup = { kind: 'setup' as const, entropy: freshEntropy() };
            fairness.sent(setup);
            connection.send(setup);
          }
          talk.handle(message);
          scriptLog.handle(message);
          store.handle(message);
        },
        onStatus: (status, failure) => store.setStatus(status, failure),
        lastSeq: () => store.lastSeq(),
      },
      { clientId: identity.clientId },
    );
    const sendTransient: Room['sendTransient'] = (message) => {
      if (message.kind === 'cursor') lastCursor = { x: message.x, y: message.y };
      connection.send(message);
    };
    const comeInAgain = () => {
      store.wholeViewNext();
      connection.restart();
    };
    return { store, presence, host, talk, scriptLog, connection, sendTransient, comeInAgain, fairness };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toast API is stable for the page's life; a new room code is a new room
  }, [roomCode, socketUrl]);

  useEffect(() => {
    room.connection.start();
    // A page closed or put away has its journal in IndexedDB as soon as it can (the journal keeps it meanwhile).
    const keep = () => void room.fairness.flush();
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      room.connection.stop();
      keep();
    };
  }, [room]);

  return room;
}

/** Who hosts the room, as the socket says after a handover: the page swaps the host's tools at once. */
export class HostStore {
  private hostId: string | null = null;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.hostId;
  set(hostId: string): void {
    if (hostId === this.hostId) return;
    this.hostId = hostId;
    for (const listener of this.listeners) listener();
  }
}

/** The host the socket announced last (null: none since joining; the room query's host stands). */
export function useLiveHost(room: Room): string | null {
  return useSyncExternalStore(room.host.subscribe, room.host.getSnapshot);
}

/** The room store's current snapshot, re-rendering on change. */
export function useRoomSnapshot(room: Room) {
  return useSyncExternalStore(room.store.subscribe, room.store.getSnapshot);
}

/** Who is connected, re-rendering on change. */
export function usePresence(room: Room) {
  return useSyncExternalStore(room.presence.subscribe, room.presence.getSnapshot);
}

/** The room log and chat, re-rendering on change. */
export function useTalk(room: Room) {
  return useSyncExternalStore(room.talk.subscribe, room.talk.getSnapshot);
}

/** The script log (and whether this person gets one), re-rendering on change. */
export function useScriptLog(room: Room) {
  return useSyncExternalStore(room.scriptLog.subscribe, room.scriptLog.getSnapshot);
}
