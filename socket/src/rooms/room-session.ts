import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Logger, PubSub, Queryable } from '@tablecraft/platform';
import type { Sequencer } from './sequencer.ts';
import type { Actor, RoomEngine } from './engine-port.ts';
import { LoadedRoom, type AppliedEntry, type OpEntryPayload } from './loaded-room.ts';
import { loadRoomRecord, recordPlayer, saveSnapshot, touchRoom, type RoomRecord } from './room-records.ts';

/** A connected person in a room on this instance. */
export interface RoomClient {
  connectionId: string;
  userId: string | null;
  name: string;
  image: string;
  send(message: object): void;
  /**
   * Sends a relayed transient event (drag, cursor, presence), serialised and encoded once for everyone.
   * It may be dropped for a client that is far behind: the next event supersedes it.
   */
  sendTransient(json: Buffer): void;
}

/** Snapshot every this many ops, so a reload or a rejoin never replays a long log. */
export const SNAPSHOT_EVERY = 100;
/** Ops kept in the log before the latest snapshot, for replicas that are behind it. */
export const LOG_KEPT_BEHIND_SNAPSHOT = 2 * SNAPSHOT_EVERY;

const transientChannel = (code: string) => `room:${code}:transient`;
const controlChannel = (code: string) => `room-control:${code}`;

/** A joining client's starting point: the whole view, or the ops it missed since `resumedFrom`. */
export type JoinedRoom = { seq: number; seatId: string | null } & ({ view: unknown } | { resumedFrom: number; missed: object[] });

interface Hosted<S, O, C> {
  room: LoadedRoom<S, O, C>;
  record: RoomRecord;
  clients: Map<string, RoomClient>;
  unsubscribe: Array<() => Promise<void>>;
}

/**
 * Rooms served by this instance: loads a room on its first client, applies sequenced ops in order,
 * sends each client what its seat may see, relays transient events, snapshots, and unloads empty rooms.
 */
export class RoomHost<S, O, C> {
  readonly instance = randomUUID();
  private rooms = new Map<string, Promise<Hosted<S, O, C>>>();
  /** The clients of each loaded room, for relaying transient events without waiting on the room. */
  private clientsOf = new Map<string, Map<string, RoomClient>>();

  constructor(
    private readonly deps: { db: Queryable; sequencer: Sequencer; pubsub: PubSub; engine: RoomEngine<S, O, C>; logger: Logger },
  ) {}

  /**
   * Adds a client to a room, loading it if needed. Returns the room's sequence number with either the
   * whole view or, for a client resuming from `lastSeq` that this replica can still bring up to date, just
   * the ops it missed, redacted for its seat as they were sent to everyone else.
   */
  async join(record: RoomRecord, client: RoomClient, lastSeq?: number): Promise<JoinedRoom> {
    const hosted = await this.load(record);
    const { engine } = this.deps;
    if (client.userId) await recordPlayer(this.deps.db, record.id, client.userId, engine.seatOf(hosted.room.state, client.userId));
    // The client joins, and its view is taken, at one instant: it is sent every op after the view's
    // sequence number, and nothing reaches it before its welcome (which the caller sends next).
    hosted.clients.set(client.connectionId, client);
    const seatId = client.userId ? engine.seatOf(hosted.room.state, client.userId) : null;
    const missed = lastSeq === undefined ? null : this.missedOps(hosted, client, seatId, lastSeq);
    if (missed) return { seq: hosted.room.seq, seatId, resumedFrom: lastSeq!, missed };
    return { seq: hosted.room.seq, seatId, view: engine.view(hosted.room.state, seatId) };
  }

  /**
   * What a client resuming from `lastSeq` missed, or null when it needs the whole view: the replica no
   * longer holds those ops, or the client's seat changed meanwhile (its view was built for another seat,
   * and ops redacted for the seat it holds now could show what that seat saw before it sat there).
   */
  private missedOps(hosted: Hosted<S, O, C>, client: RoomClient, seatId: string | null, lastSeq: number): object[] | null {
    const entries = hosted.room.appliedSince(lastSeq);
    if (!entries) return null;
    const { engine } = this.deps;
    const seatIn = (state: unknown) => (client.userId ? engine.seatOf(state as S, client.userId) : null);
    if (entries.some((entry) => entry.ok && (seatIn(entry.before) !== seatId || seatIn(entry.after) !== seatId))) return null;
    return entries.map((entry) => this.opMessage(entry, seatId));
  }

  /** An applied entry as a seat (or a spectator, null) is told of it. */
  private opMessage(entry: AppliedEntry<C>, seatId: string | null): object {
    if (!entry.ok) return { kind: 'skip', seq: entry.seq };
    return { kind: 'op', seq: entry.seq, actor: entry.payload.actor, changes: this.deps.engine.redact(entry.before as S, entry.after as S, entry.changes, seatId) };
  }

  /**
   * Tells the room someone arrived. Called after their welcome is sent: the others answer with their
   * cursors (that is how the newcomer learns who is here), and those answers must not overtake it.
   */
  async announce(code: string, client: RoomClient): Promise<void> {
    await this.publishTransient(code, { kind: 'presence', userId: client.userId, connectionId: client.connectionId, name: client.name, image: client.image, online: true });
  }

  /** Removes a client; the last one out snapshots and unloads the room. */
  async leave(code: string, client: RoomClient): Promise<void> {
    const hosted = await this.rooms.get(code);
    if (!hosted) return;
    hosted.clients.delete(client.connectionId);
    await this.publishTransient(code, { kind: 'presence', userId: client.userId, connectionId: client.connectionId, name: client.name, image: client.image, online: false });
    if (hosted.clients.size === 0) await this.unload(code);
  }

  /**
   * Checks an op against this replica and sequences it. Invalid ops are rejected to the sender only;
   * valid ones are acknowledged when they come back in sequence (every instance applies them then).
   */
  async submit(code: string, client: RoomClient, clientSeq: number, rawOp: unknown): Promise<{ ok: true } | { ok: false; code: string; reason: string }> {
    const hosted = await this.rooms.get(code);
    if (!hosted) return { ok: false, code: 'NOT_IN_ROOM', reason: 'Join the room first.' };
    const op = this.deps.engine.parseOp(rawOp);
    if (!op) return { ok: false, code: 'MALFORMED_OP', reason: 'The move was not understood.' };
    if (!client.userId) return { ok: false, code: 'FORBIDDEN', reason: 'Log in to play; visitors watch as spectators.' };
    const actor: Actor = { userId: client.userId, seatId: this.deps.engine.seatOf(hosted.room.state, client.userId) };
    const check = this.deps.engine.apply(hosted.room.state, op, actor);
    if (!check.ok) return { ok: false, code: check.code, reason: check.reason };
    const payload: OpEntryPayload<unknown> = { op: this.deps.engine.prepare(op), actor, origin: { instance: this.instance, connection: client.connectionId, clientSeq } };
    try {
      const seq = await this.deps.sequencer.append(code, payload, hosted.room.seq);
      // If the publish is lost (pub/sub reconnecting), fetch it from the log rather than wait for the next op.
      setTimeout(() => {
        if (hosted.room.seq < seq) void hosted.room.catchUp();
      }, 1_000).unref();
    } catch (error) {
      this.deps.logger.warn({ err: error, room: code }, 'could not sequence an op');
      return { ok: false, code: 'UNAVAILABLE', reason: 'The table is reconnecting; try that again in a moment.' };
    }
    return { ok: true };
  }

  /**
   * After Redis comes back (possibly empty, as a restarted Redis keeps nothing here), puts each loaded
   * room's sequence number back where this replica is, so numbering continues instead of restarting.
   */
  async resync(): Promise<void> {
    for (const loading of this.rooms.values()) {
      const hosted = await loading.catch(() => null);
      if (!hosted) continue;
      await this.deps.sequencer.restore(hosted.record.code, hosted.room.seq).catch((error) => this.deps.logger.warn({ err: error }, 'resync failed'));
      await hosted.room.catchUp();
    }
  }

  /** Relays a transient event (drag, cursor) to the room's other clients on every instance. */
  async relay(code: string, client: RoomClient, event: Record<string, unknown>): Promise<void> {
    await this.publishTransient(code, { ...event, userId: client.userId, connectionId: client.connectionId });
  }

  /** How many rooms this instance holds in memory (health, tests). */
  loadedRoomCount(): number {
    return this.rooms.size;
  }

  /** Snapshots and unloads every room (shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((code) => this.unload(code)));
  }

  // Transient events go straight to this instance's clients in the room, and to the other instances as
  // "<instance>|<connectionId>|<json>" on the room's channel; each instance skips its own messages, and
  // passes the JSON on encoded once, with no parse or re-serialise per client on the hottest path.
  private async publishTransient(code: string, event: { connectionId: string } & Record<string, unknown>): Promise<void> {
    const json = JSON.stringify(event);
    const clients = this.clientsOf.get(code);
    if (clients) relayTo(clients, event.connectionId, json);
    await this.deps.pubsub.publish(transientChannel(code), `${this.instance}|${event.connectionId}|${json}`);
  }

  private load(record: RoomRecord): Promise<Hosted<S, O, C>> {
    let loading = this.rooms.get(record.code);
    if (!loading) {
      loading = this.create(record);
      this.rooms.set(record.code, loading);
      loading.catch(() => this.rooms.delete(record.code));
    }
    return loading;
  }

  private async create(record: RoomRecord): Promise<Hosted<S, O, C>> {
    const { engine, sequencer, pubsub, db } = this.deps;
    const fromStore = async () => {
      const fresh = await loadRoomRecord(db, record.code);
      if (!fresh) throw new Error(`room ${record.code} disappeared`);
      await sequencer.restore(record.code, fresh.snapshotSeq);
      return { state: engine.restore(fresh.snapshot), seq: fresh.snapshotSeq };
    };
    const start = await fromStore();
    const clients = new Map<string, RoomClient>();
    const hosted: Hosted<S, O, C> = {
      record,
      clients,
      unsubscribe: [],
      room: new LoadedRoom<S, O, C>(record.code, record.id, engine, sequencer, start.state, start.seq, (entry) => this.fanOut(hosted, entry), fromStore, () => this.resyncClients(hosted)),
    };
    hosted.unsubscribe.push(await sequencer.subscribe(record.code, (entry) => void hosted.room.receive(entry)));
    hosted.unsubscribe.push(
      await pubsub.subscribe(transientChannel(record.code), (message) => {
        const first = message.indexOf('|');
        if (message.startsWith(this.instance) && first === this.instance.length) return; // relayed here already
        const second = message.indexOf('|', first + 1);
        relayTo(clients, message.slice(first + 1, second), message.slice(second + 1));
      }),
    );
    hosted.unsubscribe.push(
      await pubsub.subscribe(controlChannel(record.code), (message) => {
        const control = JSON.parse(message) as { type: string };
        if (control.type === 'closed') for (const client of clients.values()) client.send({ kind: 'roomClosed', reason: 'The host closed this room.' });
      }),
    );
    // Ops sequenced between reading the snapshot and subscribing are in the log.
    await hosted.room.catchUp();
    this.clientsOf.set(record.code, clients);
    return hosted;
  }

  private fanOut(hosted: Hosted<S, O, C>, entry: AppliedEntry<C>): void {
    const { engine } = this.deps;
    const state = hosted.room.state;
    const fromHere = entry.payload.origin.instance === this.instance;
    for (const client of hosted.clients.values()) {
      const isOrigin = fromHere && entry.payload.origin.connection === client.connectionId;
      if (!entry.ok && isOrigin) {
        client.send({ kind: 'reject', clientSeq: entry.payload.origin.clientSeq, code: entry.code, reason: entry.reason, seq: entry.seq });
        continue;
      }
      client.send(this.opMessage(entry, client.userId ? engine.seatOf(state, client.userId) : null));
      if (entry.ok && isOrigin) client.send({ kind: 'ack', clientSeq: entry.payload.origin.clientSeq, seq: entry.seq });
    }
    // One instance (the one that sequenced it) writes snapshots, so they are not written N times.
    if (fromHere && entry.seq % SNAPSHOT_EVERY === 0) void this.snapshot(hosted);
    if (fromHere && entry.seq % 10 === 0) void touchRoom(this.deps.db, hosted.record.id).catch(() => undefined);
  }

  /** After the replica jumped to a snapshot: every client here gets the whole view at the new number. */
  private resyncClients(hosted: Hosted<S, O, C>): void {
    const { engine } = this.deps;
    const { state, seq } = hosted.room;
    this.deps.logger.warn({ room: hosted.record.code, seq }, 'replica reloaded past ops it had not applied; resyncing its clients');
    for (const client of hosted.clients.values()) {
      const seatId = client.userId ? engine.seatOf(state, client.userId) : null;
      client.send({ kind: 'resync', seq, seatId, view: engine.view(state, seatId) });
    }
  }

  private async snapshot(hosted: Hosted<S, O, C>): Promise<void> {
    const { seq, state } = hosted.room;
    try {
      // The log keeps a margin behind the snapshot, so a replica that fell behind (a busy instance) can
      // still catch up from the log instead of jumping to the snapshot and resyncing all its clients.
      if (await saveSnapshot(this.deps.db, hosted.record.id, seq, state)) await this.deps.sequencer.trim(hosted.record.code, seq - LOG_KEPT_BEHIND_SNAPSHOT);
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.record.code }, 'snapshot failed');
    }
  }

  private async unload(code: string): Promise<void> {
    const loading = this.rooms.get(code);
    if (!loading) return;
    this.rooms.delete(code);
    const hosted = await loading.catch(() => null);
    if (!hosted) return;
    // Unless the room was loaded again meanwhile.
    if (this.clientsOf.get(code) === hosted.clients) this.clientsOf.delete(code);
    for (const unsubscribe of hosted.unsubscribe) await unsubscribe().catch(() => undefined);
    await this.snapshot(hosted);
  }
}

/** Sends a serialised transient event to a room's clients here, except the one it came from. */
function relayTo(clients: Map<string, RoomClient>, sender: string, json: string): void {
  let encoded: Buffer | undefined;
  for (const client of clients.values()) if (client.connectionId !== sender) client.sendTransient((encoded ??= Buffer.from(json)));
}

export type { WebSocket };
