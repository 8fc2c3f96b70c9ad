import { randomUUID } from 'node:crypto';
import { metrics, type Logger, type PubSub, type Queryable } from '@tablecraft/platform';
import { seedCommitment, stateCommitment } from '@tablecraft/core/play';
import { createSequencer, type RoomRef, type Sequencer } from './sequencer.ts';
import type { Actor, RoomEngine } from './engine-port.ts';
import { LoadedRoom, type AppliedEntry, type OpEntryPayload } from './loaded-room.ts';
import {
  loadRoomRecord,
  markRoomsOccupied,
  recordSeatsTaken,
  releaseInstanceUse,
  renewRoomUse,
  saveSnapshot,
  seatsToFree,
  type RoomBan,
  type RoomRecord,
} from './room-records.ts';
import { OpDelivery } from './op-delivery.ts';
import { RoomControl } from './room-control.ts';
import { RoomLog, type LoggedRoom } from './room-log.ts';
import type { ResentRoom } from './resend-answers.ts';
import type { RoomClient } from './room-client.ts';
import { TransientRelay, type RelayedRoom } from './transient-relay.ts';
import { loadPlayerNames, loadRoomDocument } from './room-talk.ts';
import { LogFactWriter } from './log-fact-writer.ts';
import type { RoomScriptRunner, RoomScriptsPort } from './script-port.ts';
import { RoomScriptEvents } from './room-script-events.ts';

// Ops committed here that are not a client's (a removed person's seat freed), counted with everyone's.
const opsCounted = metrics.roomOps();
const roomLoads = metrics.roomLoads();

/** Snapshot every this many ops, so loading a room never replays a long log. */
export const SNAPSHOT_EVERY = 100;
/** How often each instance compares its rooms with the log's head, for a publish that never arrived. */
export const HEAD_CHECK_MS = 2_000;
/** How often an instance marks the rooms someone is in as occupied, and renews its room_presence rows: well inside their 3-minute freshness. */
export const PRESENCE_MARK_MS = 60_000;

/** What the rooms on this instance run on: the database, pub/sub, core's engine, and the games' scripts. */
export interface RoomLifecycleDeps {
  db: Queryable;
  pubsub: PubSub;
  engine: RoomEngine;
  logger: Logger;
  scripts?: RoomScriptsPort;
}

/** A room loaded here: what its relay, its resends and its log need (each module's own part), and more. */
export interface Hosted extends RelayedRoom, ResentRoom, LoggedRoom {
  unsubscribe: Array<() => Promise<void>>;
  /** The highest clientSeq known in the log for each client here: anything at or below it is a resend. */
  lastClientSeqs: Map<string, number>;
  /** The revision's scripts, loaded in their sandbox (null: the game has none). */
  scripts: RoomScriptRunner | null;
  /** When this instance loaded the room (ISO), for lines about the load itself. */
  loadedAt: string;
  /** The next script timer to go off here, and its id. */
  timer?: { id: string; at: number; handle: NodeJS.Timeout };
  /** What every page joining the room is committed to before its welcome (fairness.ts). */
  fairness: RoomFairness;
}

/** What a room commits every page to before it can send anything (docs/FAIRNESS.md). */
export interface RoomFairness {
  /** The room's initial state's commitment (null: a room older than its log). */
  initialCommitment: string | null;
  /** The room's secret seed: every move's server half derives from it. Never sent; revealed with the record. */
  roomSecret: string;
  /** Its commitment, sent to every page before its welcome (and by the API before the page joins). */
  roomSeed: string;
  /** The setup op's number and commitment once it is logged: a page whose welcome already shows its result still holds it. */
  setup: { seq: number; commitment: string } | null;
}

/** A room's commitments and secret seed as its row and its log's first op hold them. */
async function loadRoomFairness(db: Queryable, roomId: string): Promise<RoomFairness> {
  const { rows } = await db.query<{ initialState: unknown; roomSecret: string; setupCommitment: string | null }>(
    `SELECT r.initial_state AS "initialState", r.secret_seed AS "roomSecret", o.commitment AS "setupCommitment"
       FROM rooms r LEFT JOIN room_ops o ON o.room_id = r.id AND o.seq = 1 AND o.payload -> 'op' ->> 'type' = 'setup'
      WHERE r.id = $1`,
    [roomId],
  );
  const row = rows[0];
  // The same words as a vanished record's: whichever of the two lookups finishes first reports it.
  if (!row) throw new Error(`room ${roomId} disappeared`);
  return {
    initialCommitment: row.initialState === null || row.initialState === undefined ? null : stateCommitment(row.initialState),
    roomSecret: row.roomSecret,
    roomSeed: seedCommitment(row.roomSecret),
    setup: row.setupCommitment ? { seq: 1, commitment: row.setupCommitment } : null,
  };
}

/** The engine's state format, stored beside a snapshot. */
const stateVersion = (state: unknown) => {
  const version = (state as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : 1;
};

/**
 * The rooms loaded on this instance, from their load to their unload: it loads a room (its snapshot, the
 * log since, its scripts and channels), applies and fans out every committed op, snapshots, checks the
 * rooms against the log's head, follows the room's host and removals, and unloads a room when its last
 * client leaves or the instance stops. What clients ask of a room is RoomRequests' (room-requests.ts),
 * which loads and unloads rooms through this; the server (resync, shutdown) and the access watch (a new
 * host, removals' seats) call this directly.
 */
export class RoomLifecycle {
  readonly instance = randomUUID();
  readonly sequencer: Sequencer;
  /** Each room's relay of drags, cursors and arrivals, and its channel for chat and the roster. */
  readonly relay: TransientRelay;
  readonly control: RoomControl;
  /** The room log as each seat reads it, and what each applied op sends each client. */
  readonly log: RoomLog;
  readonly delivery: OpDelivery;
  readonly scriptEvents: RoomScriptEvents;
  private rooms = new Map<string, Promise<Hosted>>();
  /** Rooms being unloaded: a join waits for that to finish and loads the room again. */
  private unloading = new Map<string, Promise<void>>();
  /** Loaded rooms by code, for relaying and head checks without waiting on a promise. */
  private loaded = new Map<string, Hosted>();
  private headCheck: NodeJS.Timeout | undefined;
  // When this instance last told the database which of its rooms someone is in (self-closing rooms count
  // toward the host's plan, and stay open, only while someone is there).
  private presenceMarkedAt = 0;
  private readonly facts: LogFactWriter;

  constructor(private readonly deps: RoomLifecycleDeps) {
    this.relay = new TransientRelay({ pubsub: deps.pubsub, instance: this.instance });
    this.sequencer = createSequencer({ db: deps.db, pubsub: deps.pubsub, logger: deps.logger, instance: this.instance });
    this.delivery = new OpDelivery(deps.engine);
    this.control = new RoomControl({ pubsub: deps.pubsub, logger: deps.logger, instance: this.instance });
    this.log = new RoomLog({ db: deps.db, engine: deps.engine, logger: deps.logger });
    this.facts = new LogFactWriter({ db: deps.db, logger: deps.logger });
    this.scriptEvents = new RoomScriptEvents({
      engine: deps.engine,
      sequencer: this.sequencer,
      control: this.control,
      logger: deps.logger,
      instance: this.instance,
      isLoaded: (room) => this.loaded.get(room.ref.code) === room,
    });
  }

  /** The room's load under way or done, if any. */
  loadingOf(code: string): Promise<Hosted> | undefined {
    return this.rooms.get(code);
  }

  /** The room's unload under way, if any: a join waits for it and loads the room again. */
  unloadingOf(code: string): Promise<void> | undefined {
    return this.unloading.get(code);
  }

  /** The room as loaded here, without waiting on its load (undefined while it loads or once it unloads). */
  loadedRoom(code: string): Hosted | undefined {
    return this.loaded.get(code);
  }

  /**
   * After pub/sub or Redis comes back (possibly empty): every loaded room catches up from the log, since
   * messages published meanwhile were missed. Numbering lives in Postgres and needs nothing.
   */
  async resync(): Promise<void> {
    await Promise.all([...this.loaded.values()].map((hosted) => hosted.room.catchUp()));
  }

  /**
   * The room's host as the database says now (after a handover): ops are authorized against it from here
   * on, and everyone here is told, so the new host's tools appear, and the old host's go, without a reload.
   */
  setHost(code: string, hostId: string): void {
    const hosted = this.loaded.get(code);
    if (!hosted || hosted.record.hostId === hostId) return;
    hosted.record = { ...hosted.record, hostId };
    for (const client of hosted.clients.values()) client.send({ kind: 'host', hostId });
  }

  /**
   * Frees every seat held by, or kept for, someone the host removed (or the invite's turning off put out), as
   * the host would (cards face down).
   * Every instance with the room loaded may try at once: each removal's seat goes under one key in the log,
   * so it is committed once and the others' tries come back as duplicates.
   */
  async enforceBans(code: string, bans: RoomBan[]): Promise<void> {
    const hosted = this.loaded.get(code);
    if (!hosted || bans.length === 0) return;
    const { engine } = this.deps;
    for (const ban of bans) {
      for (const { key, op } of engine.evictionOps(hosted.room.state, ban.userId)) {
        const hostId = hosted.record.hostId;
        const actor: Actor & { host: boolean } = { userId: hostId, seatId: engine.seatOf(hosted.room.state, hostId), host: true };
        if (!engine.apply(hosted.room.state, op, actor).ok) continue;
        const prepared = engine.prepare(op);
        const clientId = `room:${ban.kind ?? 'remove'}:${ban.userId}:${ban.since}:${key}`;
        const payload: OpEntryPayload = {
          op: prepared,
          actor,
          origin: { instance: this.instance, connection: 'room', clientId, clientSeq: 1 },
        };
        try {
          const committed = await this.sequencer.commit(hosted.ref, {
            clientId,
            clientSeq: 1,
            opVersion: engine.opVersion,
            payload,
            commitment: engine.commitment({ op: prepared, actor }),
          });
          if (!committed.duplicate) opsCounted.inc({ outcome: 'committed' });
        } catch (error) {
          // Tried again at the room's next access change or load; the removed person cannot act meanwhile.
          this.deps.logger.warn({ err: error, room: code }, "could not free a removed person's seat");
        }
      }
    }
  }

  /** How many rooms this instance holds in memory (health, tests). */
  loadedRoomCount(): number {
    return this.rooms.size;
  }

  /** Snapshots and unloads every room (shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.rooms.entries()].map(([code, loading]) => this.unload(code, loading)));
    await Promise.all([...this.unloading.values()]);
    // The last lines of the rooms' logs, written before the process may stop.
    await this.facts.flushed();
    // Nobody is in a room through this instance any more: their rooms stop counting now, not when their rows go stale.
    await releaseInstanceUse(this.deps.db, this.instance).catch((error: unknown) =>
      this.deps.logger.warn({ err: error }, 'could not record that everyone left this instance'),
    );
    clearInterval(this.headCheck);
    this.headCheck = undefined;
  }

  /** The room's load, started now if none is under way or done (a join first waits out an unload). */
  load(record: RoomRecord): Promise<Hosted> {
    let loading = this.rooms.get(record.code);
    if (!loading) {
      const created = this.create(record);
      loading = created;
      this.rooms.set(record.code, created);
      created.then(
        () => roomLoads.inc({ outcome: 'loaded' }),
        () => roomLoads.inc({ outcome: 'failed' }),
      );
      created.catch((error: unknown) => {
        this.deps.logger.warn({ err: error, room: record.code }, 'could not load a room');
        if (this.rooms.get(record.code) === created) this.rooms.delete(record.code);
      });
    }
    return loading;
  }

  private async create(record: RoomRecord): Promise<Hosted> {
    const { engine, db, logger } = this.deps;
    const ref: RoomRef = { id: record.id, code: record.code };
    const fromStore = async () => {
      const fresh = await loadRoomRecord(db, record.code);
      if (!fresh) throw new Error(`room ${record.code} disappeared`);
      return { state: engine.restore(fresh.snapshot), seq: fresh.snapshotSeq };
    };
    const [start, document, userNames, fairness] = await Promise.all([
      fromStore(),
      loadRoomDocument(db, record.id),
      loadPlayerNames(db, record.id),
      loadRoomFairness(db, record.id),
    ]);
    // The revision's scripts, in a sandbox of their own (a few milliseconds); a room whose scripts cannot
    // be loaded plays without them rather than not at all.
    const scripts = this.deps.scripts
      ? await this.deps.scripts.load(document, record.code).catch((error: unknown) => {
          logger.warn({ err: error, room: record.code }, "could not load the room's scripts; it plays without them");
          return null;
        })
      : null;
    const clients = new Map<string, RoomClient>();
    const hosted: Hosted = {
      ref,
      record,
      clients,
      unsubscribe: [],
      lastClientSeqs: new Map(),
      names: engine.logNames(document),
      userNames,
      scripts,
      loadedAt: new Date().toISOString(),
      fairness,
      aloneUntil: 0,
      othersHeard: 0,
      room: new LoadedRoom({
        room: ref,
        engine,
        sequencer: this.sequencer,
        logger,
        state: start.state,
        seq: start.seq,
        onApplied: (entry) => this.fanOut(hosted, entry),
        reload: fromStore,
        onReloaded: () => this.resyncClients(hosted),
      }),
    };
    try {
      hosted.unsubscribe.push(await this.sequencer.subscribe(ref, (entry) => void hosted.room.receive(entry)));
      hosted.unsubscribe.push(await this.relay.subscribe(record.code, hosted));
      // Instances that hold the room alone hear of this one before anyone here drags: they relay to it from now on.
      hosted.unsubscribe.push(await this.control.subscribe(record.code, hosted));
    } catch (error) {
      await this.unsubscribeAll(hosted);
      hosted.scripts?.dispose();
      throw error;
    }
    // Ops committed after the snapshot, and between reading it and subscribing, are in the log.
    await hosted.room.catchUp();
    this.loaded.set(record.code, hosted);
    // Before anyone's welcome: the first to arrive already finds the table as the game's setup leaves it,
    // unless the setup shuffles: that waits for the entropy the first page sends once welcomed (RoomRequests.setUp).
    await this.scriptEvents.setUp(hosted, null);
    this.scriptEvents.scheduleTimer(hosted);
    // Someone removed while nobody was here may still hold a seat. The load does not wait for it: each commit's
    // failure is logged inside, and anything else that fails is logged here (tried again at the next load).
    void this.enforceBans(record.code, seatsToFree(record)).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, room: record.code }, "could not free removed people's seats"),
    );
    // Each check logs its own failure and the next one comes anyway: nothing waits for it.
    this.headCheck ??= setInterval(() => void this.checkHeads(), HEAD_CHECK_MS).unref();
    return hosted;
  }

  /**
   * A publish that never arrived (Redis restarted between the commit and the publish) leaves a replica
   * behind only until the room's next op, or until this check compares it with the log's head.
   */
  private async checkHeads(): Promise<void> {
    const hosted = [...this.loaded.values()];
    if (hosted.length === 0) return;
    if (Date.now() - this.presenceMarkedAt >= PRESENCE_MARK_MS) {
      this.presenceMarkedAt = Date.now();
      const occupied = hosted.filter((h) => h.clients.size > 0).map((h) => h.ref.id);
      markRoomsOccupied(this.deps.db, occupied).catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'could not mark rooms as occupied'),
      );
      // Everyone here is still here: their rooms go on counting toward their hosts' plans (room_presence).
      const here = hosted.flatMap((h) => [...h.clients.keys()]);
      renewRoomUse(this.deps.db, here).catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'could not renew who is in which room'),
      );
    }
    try {
      const { rows } = await this.deps.db.query<{ id: string; head: number }>(
        'SELECT id, op_seq AS head FROM rooms WHERE id = ANY($1::uuid[])',
        [hosted.map((h) => h.ref.id)],
      );
      const heads = new Map(rows.map((row) => [row.id, Number(row.head)]));
      // The check does not wait for the catch-ups; catchUp() never rejects (a failure is logged and retried).
      for (const h of hosted) if ((heads.get(h.ref.id) ?? 0) > h.room.seq) void h.room.catchUp();
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'could not check rooms against the log');
    }
  }

  /** One entry the replica applied: everyone here is told, and the instance that committed it keeps what follows from it. */
  private fanOut(hosted: Hosted, entry: AppliedEntry): void {
    const { engine } = this.deps;
    const state = hosted.room.state;
    const origin = entry.payload.origin;
    const fact = entry.ok ? this.log.describe(hosted, entry) : null;
    const at = new Date().toISOString();
    if ((hosted.lastClientSeqs.get(origin.clientId) ?? 0) < origin.clientSeq) hosted.lastClientSeqs.set(origin.clientId, origin.clientSeq);
    // The setup, committed here or by another instance: every later page is committed to it before its welcome.
    if (entry.ok && entry.seq === 1 && entry.payload.op.type === 'setup') hosted.fairness.setup = { seq: 1, commitment: entry.commitment };
    this.delivery.applied(hosted, entry, fact, at);
    if (hosted.scripts) this.scriptEvents.scheduleTimer(hosted);
    // The instance that committed it keeps the line's fact, so a joining client loads the log.
    if (fact && origin.instance === this.instance) {
      this.facts.keep({ roomId: hosted.record.id, seq: entry.seq, fact, at });
    }
    // The instance that committed it writes the snapshot, so it is not written N times. Nobody waits for it:
    // snapshot() logs its own failure (the log still has every op).
    if (origin.instance === this.instance && entry.seq % SNAPSHOT_EVERY === 0) void this.snapshot(hosted);
    // And the count of seats taken, for the list of one's rooms, when someone sat down or left.
    if (origin.instance === this.instance && entry.ok && engine.seatsChanged(entry.changes)) {
      recordSeatsTaken(this.deps.db, hosted.record.id, entry.seq, engine.seatsTaken(state), engine.seatsFree(state)).catch(
        (error: unknown) => this.deps.logger.warn({ err: error, room: hosted.record.code }, 'could not record the seats taken'),
      );
    }
  }

  /** After the replica jumped to a snapshot: every client here gets the whole view at the new number. */
  private resyncClients(hosted: Hosted): void {
    this.deps.logger.warn(
      { room: hosted.record.code, seq: hosted.room.seq },
      'replica reloaded past ops it had not applied; resyncing its clients',
    );
    this.delivery.resync(hosted);
  }

  // Only for loading fast: the log holds every op, so a snapshot that fails loses nothing.
  private async snapshot(hosted: Hosted): Promise<void> {
    const { seq, state } = hosted.room;
    try {
      await saveSnapshot(this.deps.db, hosted.record.id, seq, state, stateVersion(state));
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.record.code, seq }, 'snapshot failed (the log still has every op)');
    }
  }

  /** Snapshots and unloads a room, if `loading` is still its load (the last client left). */
  async unload(code: string, loading: Promise<Hosted>): Promise<void> {
    if (this.rooms.get(code) !== loading) return;
    this.rooms.delete(code);
    const done = (async () => {
      const hosted = await loading.catch(() => null); // a room that failed to load has nothing to unload (logged in load)
      if (!hosted) return;
      if (this.loaded.get(code) === hosted) this.loaded.delete(code);
      // Commits still under way here reach the replica first, so the snapshot includes them.
      await this.sequencer.idle(hosted.ref);
      await hosted.room.close();
      await this.unsubscribeAll(hosted);
      this.scriptEvents.stop(hosted);
      await this.snapshot(hosted);
    })();
    this.unloading.set(code, done);
    try {
      await done;
    } finally {
      if (this.unloading.get(code) === done) this.unloading.delete(code);
      if (this.loaded.size === 0) {
        clearInterval(this.headCheck);
        this.headCheck = undefined;
      }
    }
  }

  private async unsubscribeAll(hosted: Hosted): Promise<void> {
    for (const unsubscribe of hosted.unsubscribe.splice(0)) {
      await unsubscribe().catch((error: unknown) =>
        this.deps.logger.warn({ err: error, room: hosted.ref.code }, 'could not unsubscribe from a room channel'),
      );
    }
  }
}
