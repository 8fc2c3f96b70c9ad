import {
  findSessionIdentity,
  type Logger,
  type PubSub,
  type Queryable,
  type SessionIdentity,
  type SessionKind,
} from '@tablecraft/platform';
import {
  ACCESS_CHANNEL,
  isBannedFrom,
  parseAccessChange,
  roleOf,
  roomRoleOf,
  type AccessChange,
  type GameResource,
} from '@tablecraft/core/policies';
import { CLOSE } from '@tablecraft/core/play';
import type { RoomClient } from './room-client.ts';
import type { RoomRequests } from './room-requests.ts';
import type { RoomLifecycle } from './room-lifecycle.ts';
import type { RoomRecord } from './room-records.ts';
import { loadRoomAccess, type RoomAccessFacts } from './access-facts.ts';
import { seatsToFree } from './room-records.ts';
import { INVITE_TURNED_OFF } from './access.ts';

const ACCOUNT: SessionKind = { kind: 'account' };

/** What the watch needs of one joined connection; connection.ts hands it over once joined. */
export interface WatchedConnection {
  /** The room as it was at join: its code, and its game's id to find it by game. */
  record: RoomRecord;
  /** The room's client: a downgrade makes it a spectator's (userId null) and sends it the new view. */
  client: RoomClient;
  /** Who is connected, spectators too; null for a visitor. */
  userId: string | null;
  /** A guest (seated without an account): rules that need an account refuse it. */
  guest?: boolean;
  /** The session cookie it joined with (an account's or a guest's): when that session ends, the connection ends. */
  sessionToken: string | undefined;
  /** Which cookie the token came from (an account's when not said). */
  sessionKind?: SessionKind;
  role(): 'player' | 'spectator';
  /** Sets the role the connection's ops are authorized against (in memory, no query per op). */
  setRole(role: 'player' | 'spectator'): void;
  close(how: { code: number; reason: string }): void;
}

/**
 * What the watch needs of the rooms here: the spectator's view for a downgrade (taken as a join takes it,
 * `requests`), and the loaded rooms, to give them their host and removals as they are now (`rooms`).
 */
interface WatchedRooms {
  requests: Pick<RoomRequests, 'join' | 'leave'>;
  rooms?: Pick<RoomLifecycle, 'setHost' | 'enforceBans'>;
}

/** What someone the host removed is told, on the connections closed and when they try to come back. */
export const REMOVED_BY_HOST = 'The host removed you from this room.';

interface Entry extends WatchedConnection {
  ended: boolean;
  /** The game's access facts last seen (at join, then at each re-check), to say why access ended. */
  game: GameResource;
}

type Verdict = { end: { code: string; reason: string; close: { code: number; reason: string } } } | { watch: string } | null;

// Changes heard this recently are replayed against a connection that registers: it may have read the room
// before the change committed and joined after the message went by.
const RECENT_MS = 10_000;

/**
 * Live access on one socket instance. The API publishes on the `access` channel after a change commits
 * (room closed or handed over, someone removed from it, game deleted or narrowed, someone removed from the
 * game, a session ended); this re-checks the joined
 * connections concerned, with one session lookup per session and one access query for all their rooms,
 * by the same policy rules as a new join, and closes them (saying why) or makes them spectators.
 * Between changes nothing is queried: ops are authorized against the role held in memory.
 */
export class AccessWatch {
  private entries = new Set<Entry>();
  private recent: Array<{ at: number; change: AccessChange }> = [];
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly deps: WatchedRooms & { db: Queryable; pubsub: PubSub; logger: Logger }) {}

  /** Subscribes to the channel; after a lost subscription, every connection is re-checked (messages were missed). */
  async start(): Promise<void> {
    this.unsubscribe = await this.deps.pubsub.subscribe(ACCESS_CHANNEL, (message) => {
      const change = parseAccessChange(message);
      if (!change) return;
      const now = Date.now();
      this.recent = this.recent.filter((heard) => now - heard.at < RECENT_MS);
      this.recent.push({ at: now, change });
      // A message handler has nobody to wait; recheck() catches and logs its own failures.
      void this.recheck(
        [...this.entries].filter((entry) => concerns(change, entry)),
        change,
      );
    });
    this.deps.pubsub.onReconnect(() => void this.recheck([...this.entries], null)); // logs its own failures
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.entries.clear();
  }

  /** Watches a joined connection until the returned function is called (on close). */
  watch(connection: WatchedConnection): () => void {
    const entry: Entry = { ...connection, ended: false, game: connection.record.game };
    this.entries.add(entry);
    const now = Date.now();
    const missed = this.recent.filter((heard) => now - heard.at < RECENT_MS && concerns(heard.change, entry));
    // The join does not wait for it; recheck() catches and logs its own failures.
    if (missed.length > 0) void this.recheck([entry], missed[0]!.change);
    return () => {
      entry.ended = true;
      this.entries.delete(entry);
    };
  }

  /** How many connections are watched (tests, health). */
  size(): number {
    return this.entries.size;
  }

  private async recheck(entries: Entry[], change: AccessChange | null): Promise<void> {
    if (entries.length === 0) return;
    try {
      const codes = [...new Set(entries.map((entry) => entry.record.code))];
      const tokens = new Map(
        entries.flatMap((entry) =>
          entry.userId && entry.sessionToken ? [[entry.sessionToken, entry.sessionKind ?? ACCOUNT] as const] : [],
        ),
      );
      const [rooms, sessions] = await Promise.all([
        loadRoomAccess(this.deps.db, codes),
        Promise.all([...tokens].map(async ([token, kind]) => [token, await findSessionIdentity(this.deps.db, token, kind)] as const)).then(
          (pairs) => new Map(pairs),
        ),
      ]);
      await Promise.all(entries.map((entry) => this.apply(entry, verdict(entry, rooms.get(entry.record.code) ?? null, sessions, change))));
      // The room as it is now for everyone still here: a new host's powers, and the seats of anyone removed
      // or put out by the invite's turning off.
      for (const room of rooms.values()) {
        if (room.status !== 'open') continue;
        this.deps.rooms?.setHost(room.code, room.hostId);
        await this.deps.rooms?.enforceBans(room.code, seatsToFree(room));
      }
    } catch (error) {
      // Postgres away: the connections stay as they are, and are checked again at the next change.
      this.deps.logger.error({ err: error, change }, 'could not re-check access of open connections');
    }
  }

  private async apply(entry: Entry, decided: Verdict): Promise<void> {
    if (!decided || entry.ended) return;
    if ('end' in decided) {
      entry.ended = true;
      this.entries.delete(entry);
      // Refuse anything still arriving before the close completes.
      entry.setRole('spectator');
      entry.client.send({ kind: 'error', code: decided.end.code, reason: decided.end.reason });
      entry.close(decided.end.close);
      return;
    }
    if (entry.role() !== 'player') return;
    // From here on the connection is a spectator's: its ops are refused, and every op reaches it
    // redacted for a spectator. The view is taken at one instant with the room's sequence number.
    entry.setRole('spectator');
    entry.client.userId = null;
    const joined = await this.deps.requests.join(entry.record, entry.client);
    // Closed while joining: its close left the room before this join put it back, so leave again, or a
    // client nobody reads would keep the room loaded.
    if (entry.ended) return this.deps.requests.leave(entry.record.code, entry.client);
    entry.client.send({ kind: 'role', role: 'spectator', seatId: null, reason: decided.watch });
    // Joined without a last sequence number: the whole view, never a list of missed ops.
    if ('view' in joined) entry.client.send({ kind: 'resync', seq: joined.seq, seatId: null, view: joined.view });
  }
}

/** Whether a change may concern a connection; null (missed messages) concerns every one. */
function concerns(change: AccessChange, entry: WatchedConnection): boolean {
  if (change.scope === 'room') return change.code === entry.record.code;
  if (change.scope === 'game') return change.gameId === entry.record.game.id;
  return change.userId === entry.userId;
}

const wasListed = (userId: string, game: GameResource) => roleOf({ id: userId }, game) !== null || game.playerIds.includes(userId);

/** What to do with a connection now, from the room's access facts and its session as they are after the change. */
function verdict(
  entry: Entry,
  room: RoomAccessFacts | null,
  sessions: Map<string, SessionIdentity | null>,
  change: AccessChange | null,
): Verdict {
  if (entry.userId) {
    const session = entry.sessionToken ? sessions.get(entry.sessionToken) : null;
    if (!session || session.userId !== entry.userId)
      return {
        end: { code: 'SIGNED_OUT', reason: 'You were signed out. Log in again to come back to this room.', close: CLOSE.signedOut },
      };
  }
  if (!room) return { end: { code: 'GAME_DELETED', reason: 'This game was deleted, with its rooms.', close: CLOSE.notFound } };
  if (room.status === 'closed') return { end: { code: 'ROOM_CLOSED', reason: 'The host closed this room.', close: CLOSE.closed } };
  const actor = entry.userId ? { id: entry.userId, guest: entry.guest === true } : null;
  if (isBannedFrom(actor, room)) return { end: { code: 'REMOVED', reason: REMOVED_BY_HOST, close: CLOSE.removed } };
  const role = roomRoleOf(actor, room);
  if (role === 'none' && actor && room.evictions.some((eviction) => eviction.userId === actor.id))
    return { end: { code: 'REMOVED', reason: INVITE_TURNED_OFF, close: CLOSE.removed } };
  if (role === 'none') {
    const removed = entry.userId !== null && wasListed(entry.userId, entry.game) && !wasListed(entry.userId, room.game);
    const reason = removed
      ? 'You were removed from this game.'
      : room.game.visibility === 'private' && entry.game.visibility !== 'private'
        ? 'This game was made private.'
        : 'You no longer have access to this room.';
    return { end: { code: 'REMOVED', reason, close: CLOSE.removed } };
  }
  // Remember the facts now in force, so the next change says why against them.
  entry.game = room.game;
  if (role === 'spectator' && entry.role() === 'player')
    return {
      watch:
        change?.scope === 'game'
          ? 'The game no longer lets you play in this room; you can keep watching.'
          : 'You can no longer play in this room; you can keep watching.',
    };
  return null;
}
