import { randomBytes, randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { metrics, secondsSince, type Logger, type PubSub, type Queryable } from '@tablecraft/platform';
import { CommitQueueFull, createSequencer, type RoomRef, type Sequencer } from './sequencer.ts';
import type { Actor } from './engine-port.ts';
import type { CoreRoomEngine } from './engine.ts';
import { LoadedRoom, type AppliedEntry, type OpEntryPayload } from './loaded-room.ts';
import {
  loadRoomRecord,
  markRoomsOccupied,
  recordPlayer,
  recordSeatsTaken,
  saveSnapshot,
  type RoomBan,
  type RoomRecord,
} from './room-records.ts';
import { roomAccess } from './access.ts';
import { displayNameOf } from '@tablecraft/core';
import { logClientId, OpDelivery } from './op-delivery.ts';
import { controlChannel, RoomControl } from './room-control.ts';
import { RoomLog, type History, type LoggedRoom } from './room-log.ts';
import { ResendAnswers, type ResentRoom, type SubmitResult } from './resend-answers.ts';
import { personOf, presenceOf, type RoomClient } from './room-client.ts';
import { TransientRelay, type RelayedRoom } from './transient-relay.ts';
import {
  HISTORY_PAGE,
  seedCommitment,
  stateCommitment,
  type Changes,
  type ChatMessage,
  type LogLine,
  type MissedMessage,
  type Op,
  type RoomState,
  type RoomView,
} from '@tablecraft/core/play';
import { loadChat, loadLogFacts, loadPlayerNames, loadRoomDocument, saveChat, type StoredChat } from './room-talk.ts';
import { LogFactWriter } from './log-fact-writer.ts';
import type { RoomScriptRunner, RoomScriptsPort } from './script-port.ts';
import { RoomScriptEvents, scripted } from './room-script-events.ts';
import { loadScriptLog, mayReadScriptLog, SCRIPT_LOG_PAGE, type ScriptLogEntry } from './script-log.ts';

// What an operator watches: ops per second by outcome, and how long a move waits for its commit (the ack
// waits for it).
const opsCounted = metrics.roomOps();
/** Why an op was refused because Postgres is behind: the sender waits and tries again. */
export const TABLE_BUSY = 'The table is busy; slow down and try that again in a moment.';
const commitSeconds = metrics.opCommitSeconds();

/** Snapshot every this many ops, so loading a room never replays a long log. */
export const SNAPSHOT_EVERY = 100;
/** How often each instance compares its rooms with the log's head, for a publish that never arrived. */
export const HEAD_CHECK_MS = 2_000;
/** How often an instance marks the rooms someone is in as occupied: well inside the API's 3-minute freshness. */
export const PRESENCE_MARK_MS = 60_000;

/** A joining client's starting point: the whole view, or the ops it missed since `resumedFrom`. */
export type JoinedRoom = {
  seq: number;
  seatId: string | null;
  lastClientSeq: number;
  log: History<LogLine>;
  chat: History<ChatMessage>;
  scriptLog?: ScriptLogEntry[];
} & ({ view: RoomView } | { resumedFrom: number; missed: MissedMessage[] });

export type { History, SubmitResult };

/** A room loaded here: what its relay, its resends and its log need (each module's own part), and more. */
interface Hosted extends RelayedRoom, ResentRoom<RoomState, Op, Changes>, LoggedRoom<RoomState, Op, Changes> {
  unsubscribe: Array<() => Promise<void>>;
  /** The highest clientSeq known in the log for each client here: anything at or below it is a resend. */
  lastClientSeqs: Map<string, number>;
  /** The revision's scripts, loaded in their sandbox (null: the game has none). */
  scripts: RoomScriptRunner<RoomState, Op> | null;
  /** When this instance loaded the room (ISO), for lines about the load itself. */
  loadedAt: string;
  /** The next script timer to go off here, and its id. */
  timer?: { id: string; at: number; handle: NodeJS.Timeout };
  /**
   * Each connection's server seed, by connection id: its commitment reached the page before its welcome,
   * and the seed of every op the page sends on it mixes it with the page's entropy.
   */
  serverSeeds: Map<string, string>;
  /** The commitment to the room's initial state every page receives when it joins (null: a room older than its log). */
  initialCommitment: string | null;
}

/** The commitment to a room's initial state (fairness.ts), as every page joining it receives it. */
async function loadInitialCommitment(db: Queryable, roomId: string): Promise<string | null> {
  const { rows } = await db.query<{ initialState: unknown }>('SELECT initial_state AS "initialState" FROM rooms WHERE id = $1', [roomId]);
  const initialState = rows[0]?.initialState;
  return initialState === null || initialState === undefined ? null : stateCommitment(initialState);
}

/** The engine's state format, stored beside a snapshot. */
const stateVersion = (state: unknown) => {
  const version = (state as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : 1;
};

/**
 * Rooms served by this instance: loads a room on its first client, commits ops to the room's log in
 * Postgres before anyone hears of them, applies committed ops in order, sends each client what its seat
 * may see, relays transient events, snapshots, and unloads empty rooms.
 */
export class RoomHost {
  readonly instance = randomUUID();
  readonly sequencer: Sequencer;
  private rooms = new Map<string, Promise<Hosted>>();
  /** Rooms being unloaded: a join waits for that to finish and loads the room again. */
  private unloading = new Map<string, Promise<void>>();
  /** Loaded rooms by code, for relaying and head checks without waiting on a promise. */
  private loaded = new Map<string, Hosted>();
  private headCheck: NodeJS.Timeout | undefined;
  // When this instance last told the database which of its rooms someone is in (self-closing rooms count
  // toward the host's plan, and stay open, only while someone is there).
  private presenceMarkedAt = 0;
  private readonly scriptEvents: RoomScriptEvents<RoomState, Op, Changes>;
  private readonly relay_: TransientRelay;
  private readonly resends: ResendAnswers<RoomState, Op, Changes>;
  private readonly log: RoomLog<RoomState, Op, Changes>;
  private readonly facts: LogFactWriter;
  private readonly delivery: OpDelivery<RoomState, Op, Changes>;
  private readonly control: RoomControl;

  constructor(
    private readonly deps: {
      db: Queryable;
      pubsub: PubSub;
      engine: CoreRoomEngine;
      logger: Logger;
      scripts?: RoomScriptsPort<RoomState, Op>;
    },
  ) {
    this.relay_ = new TransientRelay({ pubsub: deps.pubsub, instance: this.instance });
    this.sequencer = createSequencer({ db: deps.db, pubsub: deps.pubsub, logger: deps.logger, instance: this.instance });
    this.delivery = new OpDelivery(deps.engine);
    this.control = new RoomControl({ pubsub: deps.pubsub, logger: deps.logger, instance: this.instance });
    this.log = new RoomLog({ db: deps.db, engine: deps.engine, logger: deps.logger });
    this.facts = new LogFactWriter({ db: deps.db, logger: deps.logger });
    this.resends = new ResendAnswers({ db: deps.db, sequencer: this.sequencer, engine: deps.engine, logger: deps.logger });
    this.scriptEvents = new RoomScriptEvents({
      engine: deps.engine,
      sequencer: this.sequencer,
      pubsub: deps.pubsub,
      logger: deps.logger,
      instance: this.instance,
      isLoaded: (room) => this.loaded.get(room.ref.code) === room,
      controlChannel,
    });
  }

  /**
   * Adds a client to a room, loading it if needed. Returns the room's sequence number and the client's
   * last logged clientSeq with either the whole view or, for a client resuming from `lastSeq` that this
   * replica can still bring up to date, just the ops it missed, redacted for its seat as they were sent to
   * everyone else. A room that is being unloaded is waited for and loaded again.
   */
  async join(record: RoomRecord, client: RoomClient, lastSeq?: number): Promise<JoinedRoom> {
    const { engine } = this.deps;
    for (;;) {
      await this.unloading.get(record.code);
      const loading = this.load(record);
      const hosted = await loading;
      const clientId = logClientId(client);
      const member = mayReadScriptLog(client.userId, hosted.record) && hosted.scripts !== null;
      const [lastClientSeq, , , facts, chat, scriptLog] = await Promise.all([
        client.userId ? this.sequencer.lastClientSeq(hosted.ref, clientId) : 0,
        client.userId ? recordPlayer(this.deps.db, record.id, client.userId, engine.seatOf(hosted.room.state, client.userId)) : undefined,
        // Everything committed before this join is in its welcome, even an op whose publish never came
        // (its instance died right after acknowledging it).
        hosted.room.catchUp(),
        // The latest page of the log and the chat, read before the client joins: nothing may reach it before its welcome.
        loadLogFacts(this.deps.db, hosted.ref.id, HISTORY_PAGE),
        loadChat(this.deps.db, hosted.ref.id, HISTORY_PAGE),
        member ? loadScriptLog(this.deps.db, hosted.ref.id, SCRIPT_LOG_PAGE) : undefined,
        // Someone is here now: a self-closing room counts toward its host's plan from this moment.
        markRoomsOccupied(this.deps.db, [record.id]),
      ]);
      // Unloaded while this join waited (its last client left): join the room as loaded again.
      if (this.rooms.get(record.code) !== loading) continue;
      const known = Math.max(lastClientSeq, hosted.lastClientSeqs.get(clientId) ?? 0);
      hosted.lastClientSeqs.set(clientId, known);
      // The client joins, and its view is taken, at one instant: it is sent every op after the view's
      // sequence number, and nothing reaches it before its welcome (which the caller sends next).
      hosted.clients.set(client.connectionId, client);
      const seatId = client.userId ? engine.seatOf(hosted.room.state, client.userId) : null;
      const missed = lastSeq === undefined ? null : this.delivery.missed(hosted, client, seatId, lastSeq);
      const seq = hosted.room.seq;
      const log = this.log.joined(hosted, seatId, facts);
      // Scripts that did not load come first: nothing else would tell the members why they do nothing.
      const problems =
        member && hosted.scripts?.problems.length ? [{ seq: null, at: hosted.loadedAt, lines: hosted.scripts.problems }] : [];
      const extra = scriptLog ? { scriptLog: [...problems, ...scriptLog] } : {};
      this.commitFairness(hosted, client);
      if (missed) return { seq, seatId, lastClientSeq: known, log, chat, ...extra, resumedFrom: lastSeq!, missed };
      return { seq, seatId, lastClientSeq: known, log, chat, ...extra, view: engine.view(hosted.room.state, seatId) };
    }
  }

  /**
   * Commits this connection's server seed and the room's initial state to the page, before its welcome
   * and so before it can send an op on it: the seeds of its ops are then fixed but for its own entropy.
   */
  private commitFairness(hosted: Hosted, client: RoomClient): void {
    let serverSeed = hosted.serverSeeds.get(client.connectionId);
    if (!serverSeed) {
      serverSeed = randomBytes(32).toString('hex');
      hosted.serverSeeds.set(client.connectionId, serverSeed);
    }
    client.send({ kind: 'fairness', initialState: hosted.initialCommitment, serverSeed: seedCommitment(serverSeed) });
  }

  /** An older page of the log (lines for the client's seat now) or of the chat, for a client scrolling back. */
  async history(
    code: string,
    client: RoomClient,
    of: 'log' | 'chat',
    before: number,
  ): Promise<({ of: 'log' } & History<LogLine>) | ({ of: 'chat' } & History<ChatMessage>)> {
    const hosted = this.loaded.get(code);
    if (!hosted?.clients.has(client.connectionId)) return { of, items: [], more: false };
    if (of === 'chat') return { of, ...(await this.log.chatPage(hosted, before)) };
    const seatId = client.userId ? this.deps.engine.seatOf(hosted.room.state, client.userId) : null;
    return { of, ...(await this.log.page(hosted, seatId, before)) };
  }

  /**
   * Keeps a chat message and delivers it to everyone in the room, on every instance. Refused for visitors
   * (only people logged in post) and for anyone the host removed, checked as it is stored.
   */
  async chat(code: string, client: RoomClient, text: string): Promise<SubmitResult> {
    const hosted = this.loaded.get(code);
    if (!hosted?.clients.has(client.connectionId)) return { ok: false, code: 'NOT_IN_ROOM', reason: 'Join the room first.' };
    const author = personOf(client);
    if (!author) return { ok: false, code: 'FORBIDDEN', reason: 'Log in to chat; visitors can read the chat but not post.' };
    let message: StoredChat | null;
    try {
      message = await saveChat(this.deps.db, hosted.ref.id, author, client.name, text);
    } catch (error) {
      this.deps.logger.warn({ err: error, room: code }, 'could not keep a chat message');
      return { ok: false, code: 'UNAVAILABLE', reason: 'The chat cannot be reached right now; try again in a moment.' };
    }
    if (!message) return { ok: false, code: 'FORBIDDEN', reason: 'You can no longer post in this room.' };
    await this.control.chat(code, message);
    return { ok: true };
  }

  /**
   * Tells the room someone arrived. Called after their welcome is sent: the others answer with their
   * cursors (that is how the newcomer learns who is here), and those answers must not overtake it.
   */
  async announce(code: string, client: RoomClient): Promise<void> {
    await this.relay_.publish(code, this.loaded.get(code), presenceOf(client, true));
    // Whoever is here already, on every instance, is named to the newcomer alone.
    await this.control.rollcall(code, client.connectionId);
  }

  /** Removes a client; the last one out snapshots and unloads the room. */
  async leave(code: string, client: RoomClient): Promise<void> {
    const loading = this.rooms.get(code);
    if (!loading) return;
    const hosted = await loading.catch(() => null); // a room that failed to load holds nobody (logged in load)
    if (!hosted?.clients.delete(client.connectionId)) return;
    hosted.serverSeeds.delete(client.connectionId);
    try {
      await this.relay_.publish(code, this.loaded.get(code), presenceOf(client, false));
    } catch (error) {
      // The room must still unload when pub/sub is down, or it would stay loaded with nobody in it.
      this.deps.logger.warn({ err: error, room: code }, 'could not announce a departure');
    }
    // Decided with no await in between: a join that comes now sees the room unloading and waits for it.
    if (hosted.clients.size === 0 && this.rooms.get(code) === loading) await this.unload(code, loading);
  }

  /**
   * Checks an op against this replica and commits it to the room's log. Invalid ops are rejected to the
   * sender only. A committed op is acknowledged, and reaches everyone, once every instance applies it in
   * sequence order; a resent op (a clientSeq already logged) gets its original result instead.
   */
  async submit(code: string, client: RoomClient, clientSeq: number, rawOp: unknown): Promise<SubmitResult> {
    const loading = this.rooms.get(code);
    if (!loading) return { ok: false, code: 'NOT_IN_ROOM', reason: 'Join the room first.' };
    const hosted = await loading;
    if (!hosted.clients.has(client.connectionId)) return { ok: false, code: 'NOT_IN_ROOM', reason: 'Join the room first.' };
    const { engine } = this.deps;
    const op = engine.parseOp(rawOp);
    if (!op) return { ok: false, code: 'MALFORMED_OP', reason: 'The move was not understood.' };
    if (!client.userId) return { ok: false, code: 'FORBIDDEN', reason: 'Log in to play; visitors watch as spectators.' };
    const clientId = logClientId(client);
    if (clientSeq <= (hosted.lastClientSeqs.get(clientId) ?? 0)) return this.resends.answer(hosted, client, clientId, clientSeq, null, op);
    const actor: Actor & { host: boolean } = {
      userId: client.userId,
      seatId: engine.seatOf(hosted.room.state, client.userId),
      host: hosted.record.hostId === client.userId,
    };
    const check = engine.apply(hosted.room.state, op, actor);
    if (!check.ok) {
      // A resend of an op logged meanwhile (through another instance or an earlier connection) gets its
      // original result, not a verdict on a state that already includes it.
      const earlier = await this.sequencer.find(hosted.ref, clientId, clientSeq).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, room: code }, 'could not look up an op in the log');
        return null;
      });
      if (earlier) return this.resends.answer(hosted, client, clientId, clientSeq, earlier, op);
      return { ok: false, code: check.code, reason: check.reason };
    }
    const mentioned = await this.mentionedNames(hosted, op);
    if ('code' in mentioned) return mentioned;
    const serverSeed = hosted.serverSeeds.get(client.connectionId);
    const prepared = engine.prepare(op, serverSeed ? { serverSeed, nonce: clientSeq } : null);
    const answer = await this.scriptEvents.answer(hosted, prepared, actor);
    if ('refusal' in answer) return { ok: false, code: 'REFUSED_BY_GAME', reason: answer.refusal };
    const payload: OpEntryPayload<unknown> = {
      op: prepared,
      actor,
      origin: { instance: this.instance, connection: client.connectionId, clientId, clientSeq },
      name: client.name,
      ...(mentioned.names ? { names: mentioned.names } : {}),
      ...scripted(answer),
    };
    const started = process.hrtime.bigint();
    try {
      const committed = await this.sequencer.commit(hosted.ref, {
        clientId,
        clientSeq,
        opVersion: engine.opVersion ?? 1,
        payload,
        commitment: engine.commitment?.({ op: prepared, actor, followUps: payload.followUps }) ?? '',
      });
      if (committed.duplicate) return this.resends.answer(hosted, client, clientId, clientSeq, committed.entry, op);
    } catch (error) {
      // Never queued: the room has more ops waiting for Postgres than it may. The sender slows down.
      if (error instanceof CommitQueueFull) {
        opsCounted.inc({ outcome: 'refused' });
        return { ok: false, code: 'RATE_LIMITED', reason: TABLE_BUSY };
      }
      // Logged by the sequencer. Not committed (or not known to be): the client may try again.
      opsCounted.inc({ outcome: 'failed' });
      return { ok: false, code: 'UNAVAILABLE', reason: 'The table is reconnecting; try that again in a moment.' };
    }
    commitSeconds.observe(secondsSince(started));
    opsCounted.inc({ outcome: 'committed' });
    return { ok: true };
  }

  /**
   * After pub/sub or Redis comes back (possibly empty): every loaded room catches up from the log, since
   * messages published meanwhile were missed. Numbering lives in Postgres and needs nothing.
   */
  async resync(): Promise<void> {
    await Promise.all([...this.loaded.values()].map((hosted) => hosted.room.catchUp()));
  }

  /**
   * Relays a transient event (drag, cursor) to the room's other clients on every instance. A drag is
   * relayed only for a piece everyone sees on the table: never one in a hand or a pile. Returns a promise
   * only while the event also goes to other instances (see TransientRelay): none for a frame that stays here.
   */
  relay(code: string, client: RoomClient, event: Record<string, unknown>): Promise<void> | undefined {
    const room = this.loaded.get(code);
    // An engine that cannot tell relays no drags at all rather than one that names a hidden piece.
    if (event.kind === 'drag' && (!room || !(this.deps.engine.publiclyVisible?.(room.room.state, String(event.pieceId)) ?? false))) return;
    return this.relay_.publish(
      code,
      room,
      { ...event, userId: personOf(client), connectionId: client.connectionId },
      { unlessAlone: true },
    );
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
   * Frees every seat held by, or kept for, someone the host removed, as the host would (cards face down).
   * Every instance with the room loaded may try at once: each removal's seat goes under one key in the log,
   * so it is committed once and the others' tries come back as duplicates.
   */
  async enforceBans(code: string, bans: RoomBan[]): Promise<void> {
    const hosted = this.loaded.get(code);
    const evict = this.deps.engine.evictionOps;
    if (!hosted || !evict || bans.length === 0) return;
    const { engine } = this.deps;
    for (const ban of bans) {
      for (const { key, op } of evict(hosted.room.state, ban.userId)) {
        const hostId = hosted.record.hostId;
        const actor: Actor & { host: boolean } = { userId: hostId, seatId: engine.seatOf(hosted.room.state, hostId), host: true };
        if (!engine.apply(hosted.room.state, op, actor).ok) continue;
        const prepared = engine.prepare(op);
        const clientId = `room:remove:${ban.userId}:${ban.since}:${key}`;
        const payload: OpEntryPayload<unknown> = {
          op: prepared,
          actor,
          origin: { instance: this.instance, connection: 'room', clientId, clientSeq: 1 },
        };
        try {
          const committed = await this.sequencer.commit(hosted.ref, {
            clientId,
            clientSeq: 1,
            opVersion: engine.opVersion ?? 1,
            payload,
            commitment: engine.commitment?.({ op: prepared, actor }) ?? '',
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
    clearInterval(this.headCheck);
    this.headCheck = undefined;
  }

  private load(record: RoomRecord): Promise<Hosted> {
    let loading = this.rooms.get(record.code);
    if (!loading) {
      const created = this.create(record);
      loading = created;
      this.rooms.set(record.code, created);
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
    const [start, document, userNames, initialCommitment] = await Promise.all([
      fromStore(),
      engine.logNames || this.deps.scripts ? loadRoomDocument(db, record.id) : null,
      loadPlayerNames(db, record.id),
      loadInitialCommitment(db, record.id),
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
      names: engine.logNames?.(document) ?? null,
      userNames,
      scripts,
      loadedAt: new Date().toISOString(),
      serverSeeds: new Map(),
      initialCommitment,
      aloneUntil: 0,
      othersHeard: 0,
      room: new LoadedRoom<RoomState, Op, Changes>({
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
      hosted.unsubscribe.push(await this.relay_.subscribe(record.code, hosted));
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
    // Before anyone's welcome: the first to arrive already finds the table as the game's setup leaves it.
    await this.scriptEvents.setUp(hosted);
    this.scriptEvents.scheduleTimer(hosted);
    // Someone removed while nobody was here may still hold a seat.
    void this.enforceBans(record.code, record.bans ?? []);
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
    }
    try {
      const { rows } = await this.deps.db.query<{ id: string; head: number }>(
        'SELECT id, op_seq AS head FROM rooms WHERE id = ANY($1::uuid[])',
        [hosted.map((h) => h.ref.id)],
      );
      const heads = new Map(rows.map((row) => [row.id, Number(row.head)]));
      for (const h of hosted) if ((heads.get(h.ref.id) ?? 0) > h.room.seq) void h.room.catchUp();
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'could not check rooms against the log');
    }
  }

  /** One entry the replica applied: everyone here is told, and the instance that committed it keeps what follows from it. */
  private fanOut(hosted: Hosted, entry: AppliedEntry<Changes>): void {
    const { engine } = this.deps;
    const state = hosted.room.state;
    const origin = entry.payload.origin;
    const fact = entry.ok ? this.log.describe(hosted, entry) : null;
    const at = new Date().toISOString();
    if ((hosted.lastClientSeqs.get(origin.clientId) ?? 0) < origin.clientSeq) hosted.lastClientSeqs.set(origin.clientId, origin.clientSeq);
    this.delivery.applied(hosted, entry, fact, at);
    if (hosted.scripts) this.scriptEvents.scheduleTimer(hosted);
    // The instance that committed it keeps the line's fact, so a joining client loads the log.
    if (fact && origin.instance === this.instance) {
      this.facts.keep({ roomId: hosted.record.id, seq: entry.seq, fact, at });
    }
    // The instance that committed it writes the snapshot, so it is not written N times.
    if (origin.instance === this.instance && entry.seq % SNAPSHOT_EVERY === 0) void this.snapshot(hosted);
    // And the count of seats taken, for the list of one's rooms, when someone sat down or left.
    if (origin.instance === this.instance && entry.ok && engine.seatsTaken && engine.seatsChanged?.(entry.changes)) {
      recordSeatsTaken(this.deps.db, hosted.record.id, entry.seq, engine.seatsTaken(state)).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, room: hosted.record.code }, 'could not record the seats taken'),
      );
    }
  }

  /**
   * The names of the people an op acts on (the engine's `mentions`), each of whom must be someone who may
   * play in this room: a removed person, someone who may only watch, or an id nobody has is refused.
   */
  private async mentionedNames(
    hosted: Hosted,
    op: Op,
  ): Promise<{ names?: Record<string, string> } | { ok: false; code: string; reason: string }> {
    const ids = this.deps.engine.mentions?.(op) ?? [];
    if (ids.length === 0) return {};
    const { rows } = await this.deps.db.query<{ id: string; name: string; guest: boolean }>(
      'SELECT id::text AS id, name, guest FROM users WHERE id::text = ANY($1::text[])',
      [ids],
    );
    const people = new Map(rows.map((row) => [row.id, row]));
    const names = Object.fromEntries(rows.map((row) => [row.id, displayNameOf(row)]));
    for (const id of ids) {
      const person = people.get(id);
      if (!person || roomAccess({ id, guest: person.guest }, hosted.record) !== 'player')
        return { ok: false, code: 'NOT_A_PLAYER', reason: 'Only someone who may play in this room can be seated.' };
    }
    return { names };
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

  private async unload(code: string, loading: Promise<Hosted>): Promise<void> {
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

export type { WebSocket };
