import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { metrics, secondsSince, type Logger, type PubSub, type Queryable } from '@tablecraft/platform';
import { createSequencer, type RoomRef, type SequencedEntry, type Sequencer } from './sequencer.ts';
import type { Actor, RoomEngine } from './engine-port.ts';
import { LoadedRoom, type AppliedEntry, type OpEntryPayload } from './loaded-room.ts';
import { loadRoomRecord, recordPlayer, recordSeatsTaken, saveSnapshot, type RoomBan, type RoomRecord } from './room-records.ts';
import { roomAccess } from './access.ts';
import { outcomeIn, replayVerdicts, type LogVerdicts, type Outcome } from './op-outcome.ts';
import { isSameOp } from './same-op.ts';
import { HISTORY_PAGE, type ChatMessage, type LogLine, type MissedMessage, type RoomView, type ServerMessage } from '@tablecraft/core/play';
import { loadChat, loadLogFacts, loadPlayerNames, loadRoomDocument, saveChat, saveLogFact, type StoredChat } from './room-talk.ts';
import type { RoomScriptRunner, RoomScriptsPort } from './script-port.ts';
import { RoomScriptEvents, scripted } from './room-script-events.ts';
import { loadScriptLog, mayReadScriptLog, SCRIPT_LOG_PAGE, type ScriptLogEntry } from './script-log.ts';

// What an operator watches: ops per second by outcome, how long a move waits for its commit (the ack
// waits for it), and how many local connections each relayed drag or cursor went to.
const opsCounted = metrics.roomOps();
const commitSeconds = metrics.opCommitSeconds();
const relayFanout = metrics.relayFanout();

/** A connected person in a room on this instance. */
export interface RoomClient {
  connectionId: string;
  /**
   * One browser tab in the room, the same across its reconnects (hello's clientId; the connection id for
   * a protocol 1 client). Its ops are numbered by clientSeq, so a resent op is recognised.
   */
  clientId: string;
  userId: string | null;
  /** Who is connected, spectators too (null for a visitor): how the room's people list names them. */
  accountId?: string | null;
  name: string;
  image: string;
  send(message: ServerMessage): void;
  /**
   * Sends a relayed transient event (drag, cursor, presence), serialised and encoded once for everyone.
   * It may be dropped for a client that is far behind: the next event supersedes it.
   */
  sendTransient(json: Buffer): void;
}

/** Snapshot every this many ops, so loading a room never replays a long log. */
export const SNAPSHOT_EVERY = 100;
/** How often each instance compares its rooms with the log's head, for a publish that never arrived. */
export const HEAD_CHECK_MS = 2_000;

/**
 * While no other instance listens on a room's transient channel, its drags and cursors stay off Redis; this
 * often the room publishes one anyway, whose count of receivers says whether that is still so (a missed
 * announcement of another instance costs it at most this long of others' drags).
 */
export const TRANSIENT_PROBE_MS = 1_000;

const transientChannel = (code: string) => `room:${code}:transient`;
const controlChannel = (code: string) => `room-control:${code}`;

/** A joining client's starting point: the whole view, or the ops it missed since `resumedFrom`. */
export type JoinedRoom = {
  seq: number;
  seatId: string | null;
  lastClientSeq: number;
  log: History<LogLine>;
  chat: History<ChatMessage>;
  scriptLog?: ScriptLogEntry[];
} & ({ view: RoomView } | { resumedFrom: number; missed: MissedMessage[] });

/** A page of the room log (lines rendered for one seat) or of its chat, oldest first; `more`: older ones exist. */
export interface History<T> {
  items: T[];
  more: boolean;
}

export type SubmitResult = { ok: true } | { ok: false; code: string; reason: string };

interface Hosted<S, O, C> {
  ref: RoomRef;
  room: LoadedRoom<S, O, C>;
  record: RoomRecord;
  clients: Map<string, RoomClient>;
  unsubscribe: Array<() => Promise<void>>;
  /** The highest clientSeq known in the log for each client here: anything at or below it is a resend. */
  lastClientSeqs: Map<string, number>;
  /** Verdicts of old ops from the last replay of the log, shared by every resend the replica no longer remembers. */
  oldVerdicts?: Promise<LogVerdicts | null>;
  /** The names the game gives its parts, for the room log's lines. */
  names: unknown;
  /**
   * People's display names for the log's lines, the same on every instance: those who had been in the room
   * when it loaded, then each actor's as carried by their ops (a seat is claimed by an op).
   */
  userNames: Map<string, string>;
  /** The revision's scripts, loaded in their sandbox (null: the game has none). */
  scripts: RoomScriptRunner<S, O> | null;
  /** When this instance loaded the room (ISO), for lines about the load itself. */
  loadedAt: string;
  /** The next script timer to go off here, and its id. */
  timer?: { id: string; at: number; handle: NodeJS.Timeout };
  /**
   * Until when no other instance is known to listen to the room's transient events (0: one may be). Set
   * by a publish that only this instance heard; cleared by anything another instance says about the room.
   */
  aloneUntil: number;
}

// The client id in the log belongs to one user: another user naming the same id shares nothing with it.
const logClientId = (client: RoomClient) => `${client.userId ?? 'visitor'}:${client.clientId}`;

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
export class RoomHost<S, O, C> {
  readonly instance = randomUUID();
  readonly sequencer: Sequencer;
  private rooms = new Map<string, Promise<Hosted<S, O, C>>>();
  /** Rooms being unloaded: a join waits for that to finish and loads the room again. */
  private unloading = new Map<string, Promise<void>>();
  /** Loaded rooms by code, for relaying and head checks without waiting on a promise. */
  private loaded = new Map<string, Hosted<S, O, C>>();
  private headCheck: NodeJS.Timeout | undefined;
  private readonly scriptEvents: RoomScriptEvents<S, O, C>;

  constructor(
    private readonly deps: { db: Queryable; pubsub: PubSub; engine: RoomEngine<S, O, C>; logger: Logger; scripts?: RoomScriptsPort<S, O> },
  ) {
    this.sequencer = createSequencer({ db: deps.db, pubsub: deps.pubsub, logger: deps.logger, instance: this.instance });
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
      ]);
      // Unloaded while this join waited (its last client left): join the room as loaded again.
      if (this.rooms.get(record.code) !== loading) continue;
      const known = Math.max(lastClientSeq, hosted.lastClientSeqs.get(clientId) ?? 0);
      hosted.lastClientSeqs.set(clientId, known);
      // The client joins, and its view is taken, at one instant: it is sent every op after the view's
      // sequence number, and nothing reaches it before its welcome (which the caller sends next).
      hosted.clients.set(client.connectionId, client);
      const seatId = client.userId ? engine.seatOf(hosted.room.state, client.userId) : null;
      const missed = lastSeq === undefined ? null : this.missedOps(hosted, client, seatId, lastSeq);
      const seq = hosted.room.seq;
      const log = this.joinedLog(hosted, seatId, facts);
      // Scripts that did not load come first: nothing else would tell the members why they do nothing.
      const problems =
        member && hosted.scripts?.problems.length ? [{ seq: null, at: hosted.loadedAt, lines: hosted.scripts.problems }] : [];
      const extra = scriptLog ? { scriptLog: [...problems, ...scriptLog] } : {};
      if (missed) return { seq, seatId, lastClientSeq: known, log, chat, ...extra, resumedFrom: lastSeq!, missed };
      return { seq, seatId, lastClientSeq: known, log, chat, ...extra, view: engine.view(hosted.room.state, seatId) };
    }
  }

  /**
   * What a client resuming from `lastSeq` missed, or null when it needs the whole view: the replica no
   * longer holds those ops, or the client's seat changed meanwhile (its view was built for another seat,
   * and ops redacted for the seat it holds now could show what that seat saw before it sat there).
   */
  private missedOps(hosted: Hosted<S, O, C>, client: RoomClient, seatId: string | null, lastSeq: number): MissedMessage[] | null {
    const entries = hosted.room.appliedSince(lastSeq);
    if (!entries) return null;
    const { engine } = this.deps;
    const seatIn = (state: unknown) => (client.userId ? engine.seatOf(state as S, client.userId) : null);
    if (entries.some((entry) => entry.ok && (seatIn(entry.before) !== seatId || seatIn(entry.after) !== seatId))) return null;
    return entries.map((entry) => this.opMessage(entry, seatId));
  }

  /**
   * A page of the room log before `before` (a seq), each line rendered for `seatId`. Lines come from the kept
   * facts, which say only what everyone may know; "you" is decided here, for this seat.
   */
  private async logPage(hosted: Hosted<S, O, C>, seatId: string | null, before?: number): Promise<History<LogLine>> {
    const render = this.deps.engine.renderLine;
    if (!render) return { items: [], more: false };
    const page = await loadLogFacts(this.deps.db, hosted.ref.id, HISTORY_PAGE, before);
    return { items: page.items.map((item) => render(item.fact, seatId, item.seq, item.at)), more: page.more };
  }

  /**
   * The log a joining client starts with: the kept lines, then those of ops this replica applied since the
   * last kept one (their facts may still be on their way to Postgres), all rendered for its seat.
   */
  private joinedLog(
    hosted: Hosted<S, O, C>,
    seatId: string | null,
    page: { items: Array<{ seq: number; fact: unknown; at: string }>; more: boolean },
  ): History<LogLine> {
    const render = this.deps.engine.renderLine;
    if (!render) return { items: [], more: false };
    const items = page.items.map((item) => render(item.fact, seatId, item.seq, item.at));
    const last = page.items.at(-1)?.seq ?? 0;
    const now = new Date().toISOString();
    for (const entry of hosted.room.appliedSince(last) ?? []) {
      const fact = entry.ok && entry.seq > last ? this.describe(hosted, entry) : null;
      if (fact) items.push(render(fact, seatId, entry.seq, now));
    }
    return { items: items.slice(-HISTORY_PAGE), more: page.more || items.length > HISTORY_PAGE };
  }

  private async chatPage(hosted: Hosted<S, O, C>, before?: number): Promise<History<ChatMessage>> {
    return loadChat(this.deps.db, hosted.ref.id, HISTORY_PAGE, before);
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
    if (of === 'chat') return { of, ...(await this.chatPage(hosted, before)) };
    const seatId = client.userId ? this.deps.engine.seatOf(hosted.room.state, client.userId) : null;
    return { of, ...(await this.logPage(hosted, seatId, before)) };
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
    // Through the room's channel, which every instance with the room (this one too) passes to its clients.
    await this.deps.pubsub
      .publish(controlChannel(code), JSON.stringify({ type: 'chat', message }))
      .catch((error: unknown) => this.deps.logger.warn({ err: error, room: code }, 'could not deliver a chat message'));
    return { ok: true };
  }

  /** An applied entry as a seat (or a spectator, null) is told of it; a random op carries its seed's commitment. */
  private opMessage(entry: AppliedEntry<C>, seatId: string | null): MissedMessage {
    if (!entry.ok) return { kind: 'skip', seq: entry.seq };
    const changes = this.deps.engine.redact(entry.before as S, entry.after as S, entry.changes, seatId);
    return entry.random
      ? { kind: 'op', seq: entry.seq, actor: entry.payload.actor, changes, commitment: entry.commitment }
      : { kind: 'op', seq: entry.seq, actor: entry.payload.actor, changes };
  }

  /**
   * Tells the room someone arrived. Called after their welcome is sent: the others answer with their
   * cursors (that is how the newcomer learns who is here), and those answers must not overtake it.
   */
  async announce(code: string, client: RoomClient): Promise<void> {
    await this.publishTransient(code, presenceOf(client, true));
    // Whoever is here already, on every instance, is named to the newcomer alone (as `here`, which needs no
    // answer): from cursors alone it would learn only connection ids, and spectators would stay nameless.
    await this.deps.pubsub
      .publish(controlChannel(code), JSON.stringify({ type: 'rollcall', to: client.connectionId }))
      .catch((error: unknown) => this.deps.logger.warn({ err: error, room: code }, 'could not ask who is in the room'));
  }

  /** Removes a client; the last one out snapshots and unloads the room. */
  async leave(code: string, client: RoomClient): Promise<void> {
    const loading = this.rooms.get(code);
    if (!loading) return;
    const hosted = await loading.catch(() => null); // a room that failed to load holds nobody (logged in load)
    if (!hosted?.clients.delete(client.connectionId)) return;
    try {
      await this.publishTransient(code, presenceOf(client, false));
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
    if (clientSeq <= (hosted.lastClientSeqs.get(clientId) ?? 0)) return this.answerResend(hosted, client, clientSeq, null, op);
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
      if (earlier) return this.answerResend(hosted, client, clientSeq, earlier, op);
      return { ok: false, code: check.code, reason: check.reason };
    }
    const mentioned = await this.mentionedNames(hosted, op);
    if ('code' in mentioned) return mentioned;
    const prepared = engine.prepare(op);
    const answer = this.scriptEvents.answer(hosted, prepared, actor);
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
        commitment: engine.commitment?.(prepared) ?? '',
      });
      if (committed.duplicate) return this.answerResend(hosted, client, clientSeq, committed.entry, op);
    } catch {
      // Logged by the sequencer. Not committed (or not known to be): the client may try again.
      opsCounted.inc({ outcome: 'failed' });
      return { ok: false, code: 'UNAVAILABLE', reason: 'The table is reconnecting; try that again in a moment.' };
    }
    commitSeconds.observe(secondsSince(started));
    opsCounted.inc({ outcome: 'committed' });
    return { ok: true };
  }

  /**
   * Answers a resent op with what its first send got: an ack with its sequence number, or the reject it
   * met when it was applied. Sent once this replica has applied it, so the op itself reached the client first.
   */
  private async answerResend(
    hosted: Hosted<S, O, C>,
    client: RoomClient,
    clientSeq: number,
    known: SequencedEntry | null,
    op: O,
  ): Promise<SubmitResult> {
    try {
      const entry = known ?? (await this.sequencer.find(hosted.ref, logClientId(client), clientSeq));
      if (!entry) return { ok: false, code: 'STALE_OP', reason: 'That move number was already used; reload the page.' };
      // Another op under a number already used is no resend: it was not applied, and must not look acknowledged.
      if (!isSameOp(this.deps.engine, entry, op))
        return { ok: false, code: 'CLIENT_SEQ_REUSED', reason: 'That move number was already used for another move; reload the page.' };
      await hosted.room.waitFor(entry.seq);
      let outcome = hosted.room.outcomeOf(entry.seq) ?? (await this.oldOutcome(hosted, entry.seq));
      if (!outcome) {
        this.deps.logger.warn(
          { room: hosted.ref.code, seq: entry.seq },
          'the verdict on a resent op is not known (a room from before the log); acknowledging it',
        );
        outcome = { ok: true };
      }
      if (outcome.ok) client.send({ kind: 'ack', clientSeq, seq: entry.seq, duplicate: true });
      else client.send({ kind: 'reject', clientSeq, code: outcome.code, reason: outcome.reason, seq: entry.seq });
      return { ok: true };
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.ref.code }, 'could not answer a resent op');
      return { ok: false, code: 'UNAVAILABLE', reason: 'The table is reconnecting; try that again in a moment.' };
    }
  }

  /**
   * The verdict on an op older than the replica remembers. One replay of the log (to the replica's head)
   * answers every such resend up to there; only a resend of something newer than it replays again.
   */
  private async oldOutcome(hosted: Hosted<S, O, C>, seq: number): Promise<Outcome | null> {
    const pending = hosted.oldVerdicts;
    if (pending) {
      const known = await pending.catch(() => null);
      if (known && seq > known.from && seq <= known.upTo) return outcomeIn(known, seq);
      // The log does not reach back far enough (a room from before it): asking again would not change that.
      if (known === null && hosted.oldVerdicts === pending) return null;
      // Another resend started a newer replay while this one waited: that one covers this op.
      if (hosted.oldVerdicts !== pending && hosted.oldVerdicts) return this.oldOutcome(hosted, seq);
    }
    const replay = replayVerdicts({ db: this.deps.db, sequencer: this.sequencer, engine: this.deps.engine }, hosted.ref, hosted.room.seq);
    hosted.oldVerdicts = replay;
    // A failed replay is not kept: the next resend tries again.
    replay.catch(() => {
      if (hosted.oldVerdicts === replay) hosted.oldVerdicts = undefined;
    });
    return outcomeIn(await replay, seq);
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
   * relayed only for a piece everyone sees on the table: never one in a hand or a pile.
   */
  async relay(code: string, client: RoomClient, event: Record<string, unknown>): Promise<void> {
    if (event.kind === 'drag') {
      const hosted = this.loaded.get(code);
      // An engine that cannot tell relays no drags at all rather than one that names a hidden piece.
      if (!hosted || !(this.deps.engine.publiclyVisible?.(hosted.room.state, String(event.pieceId)) ?? false)) return;
    }
    await this.publishTransient(code, { ...event, userId: personOf(client), connectionId: client.connectionId }, { unlessAlone: true });
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
            commitment: engine.commitment?.(prepared) ?? '',
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
    clearInterval(this.headCheck);
    this.headCheck = undefined;
  }

  // Transient events go straight to this instance's clients in the room, and to the other instances as
  // "<instance>|<connectionId>|<json>" on the room's channel; each instance skips its own messages, and
  // passes the JSON on encoded once, with no parse or re-serialise per client on the hottest path. Drags
  // and cursors (`unlessAlone`) skip Redis while no other instance has the room: routed by room, that is
  // every room, and Redis then carries committed ops and arrivals only.
  private async publishTransient(
    code: string,
    event: { connectionId: string } & Record<string, unknown>,
    options: { unlessAlone?: boolean } = {},
  ): Promise<void> {
    const json = JSON.stringify(event);
    const hosted = this.loaded.get(code);
    if (hosted) relayTo(hosted.clients, event.connectionId, json);
    const now = Date.now();
    if (options.unlessAlone && hosted && now < hosted.aloneUntil) return;
    const receivers = await this.deps.pubsub.publish(transientChannel(code), `${this.instance}|${event.connectionId}|${json}`);
    // Only this instance heard it (or nobody: the room is unloading): stay off Redis for a while.
    if (hosted && receivers <= 1) hosted.aloneUntil = Math.max(hosted.aloneUntil, now + TRANSIENT_PROBE_MS);
  }

  private load(record: RoomRecord): Promise<Hosted<S, O, C>> {
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

  private async create(record: RoomRecord): Promise<Hosted<S, O, C>> {
    const { engine, pubsub, db, logger } = this.deps;
    const ref: RoomRef = { id: record.id, code: record.code };
    const fromStore = async () => {
      const fresh = await loadRoomRecord(db, record.code);
      if (!fresh) throw new Error(`room ${record.code} disappeared`);
      return { state: engine.restore(fresh.snapshot), seq: fresh.snapshotSeq };
    };
    const [start, document, userNames] = await Promise.all([
      fromStore(),
      engine.logNames || this.deps.scripts ? loadRoomDocument(db, record.id) : null,
      loadPlayerNames(db, record.id),
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
    const hosted: Hosted<S, O, C> = {
      ref,
      record,
      clients,
      unsubscribe: [],
      lastClientSeqs: new Map(),
      names: engine.logNames?.(document) ?? null,
      userNames,
      scripts,
      loadedAt: new Date().toISOString(),
      aloneUntil: 0,
      room: new LoadedRoom<S, O, C>({
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
      hosted.unsubscribe.push(
        await pubsub.subscribe(transientChannel(record.code), (message) => {
          const first = message.indexOf('|');
          if (message.startsWith(this.instance) && first === this.instance.length) return; // relayed here already
          hosted.aloneUntil = 0; // another instance has someone in the room
          const second = message.indexOf('|', first + 1);
          relayTo(clients, message.slice(first + 1, second), message.slice(second + 1));
        }),
      );
      hosted.unsubscribe.push(
        await pubsub.subscribe(controlChannel(record.code), (message) => this.onControl(record.code, clients, message)),
      );
      // Instances that hold the room alone hear of this one before anyone here drags: relay to it from now on.
      await pubsub.publish(controlChannel(record.code), JSON.stringify({ type: 'instance', instance: this.instance }));
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

  /** Messages about the room as a whole: closed, or someone new to be told who is here. */
  // Published by the instances themselves (a chat message as saved, a script log entry as written): their
  // shapes are this file's own, so they are read as such.
  private onControl(code: string, clients: Map<string, RoomClient>, message: string): void {
    let control: { type?: unknown; to?: unknown; people?: unknown };
    try {
      control = JSON.parse(message) as typeof control;
    } catch {
      return;
    }
    if (control.type === 'instance' && (control as { instance?: unknown }).instance !== this.instance) {
      const hosted = this.loaded.get(code);
      if (hosted) hosted.aloneUntil = 0;
    }
    if (control.type === 'chat')
      for (const client of clients.values()) client.send({ kind: 'chat', message: (control as { message: ChatMessage }).message });
    if (control.type === 'scriptLog') {
      const record = this.loaded.get(code)?.record;
      for (const client of clients.values())
        if (record && mayReadScriptLog(client.userId, record))
          client.send({ kind: 'scriptLog', entries: [(control as { entry: ScriptLogEntry }).entry] });
    }
    if (control.type === 'closed')
      for (const client of clients.values()) client.send({ kind: 'roomClosed', reason: 'The host closed this room.' });
    if (control.type === 'rollcall' && typeof control.to === 'string') {
      const people = [...clients.values()]
        .filter((client) => client.connectionId !== control.to)
        .map((client) => ({ ...presenceOf(client, true), here: true }));
      if (people.length > 0)
        void this.deps.pubsub
          .publish(controlChannel(code), JSON.stringify({ type: 'roster', to: control.to, people }))
          .catch(() => undefined);
    }
    if (control.type === 'roster' && typeof control.to === 'string' && Array.isArray(control.people)) {
      const newcomer = clients.get(control.to);
      if (newcomer) for (const person of control.people as object[]) newcomer.sendTransient(Buffer.from(JSON.stringify(person)));
    }
  }

  /**
   * A publish that never arrived (Redis restarted between the commit and the publish) leaves a replica
   * behind only until the room's next op, or until this check compares it with the log's head.
   */
  private async checkHeads(): Promise<void> {
    const hosted = [...this.loaded.values()];
    if (hosted.length === 0) return;
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

  private fanOut(hosted: Hosted<S, O, C>, entry: AppliedEntry<C>): void {
    const { engine } = this.deps;
    const state = hosted.room.state;
    const origin = entry.payload.origin;
    const fact = entry.ok ? this.describe(hosted, entry) : null;
    const at = new Date().toISOString();
    if ((hosted.lastClientSeqs.get(origin.clientId) ?? 0) < origin.clientSeq) hosted.lastClientSeqs.set(origin.clientId, origin.clientSeq);
    for (const client of hosted.clients.values()) {
      // The sender's tab gets the verdict wherever it is connected now (it may have reconnected meanwhile).
      const isOrigin = client.userId === entry.payload.actor.userId && logClientId(client) === origin.clientId;
      if (!entry.ok && isOrigin) {
        client.send({ kind: 'reject', clientSeq: origin.clientSeq, code: entry.code, reason: entry.reason, seq: entry.seq });
        continue;
      }
      const seatId = client.userId ? engine.seatOf(state, client.userId) : null;
      client.send(this.opMessage(entry, seatId));
      if (entry.ok && isOrigin) client.send({ kind: 'ack', clientSeq: origin.clientSeq, seq: entry.seq });
      // The log's line, rendered for this seat from what everyone may know of the op.
      if (fact && engine.renderLine) client.send({ kind: 'log', line: engine.renderLine(fact, seatId, entry.seq, at) });
      // What the scripts said answering it, to the game's members only (an applied op's: a skipped op's answer never happened).
      if (entry.ok && entry.payload.scriptLog?.length && mayReadScriptLog(client.userId, hosted.record)) {
        client.send({ kind: 'scriptLog', entries: [{ seq: entry.seq, at, lines: entry.payload.scriptLog }] });
      }
    }
    if (hosted.scripts) this.scriptEvents.scheduleTimer(hosted);
    // The instance that committed it keeps the line's fact, so a joining client loads the log.
    if (fact && origin.instance === this.instance) {
      saveLogFact(this.deps.db, hosted.record.id, entry.seq, fact, at).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, room: hosted.record.code, seq: entry.seq }, 'could not keep a log line'),
      );
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
    hosted: Hosted<S, O, C>,
    op: O,
  ): Promise<{ names?: Record<string, string> } | { ok: false; code: string; reason: string }> {
    const ids = this.deps.engine.mentions?.(op) ?? [];
    if (ids.length === 0) return {};
    const { rows } = await this.deps.db.query<{ id: string; name: string }>(
      'SELECT id::text AS id, name FROM users WHERE id::text = ANY($1::text[])',
      [ids],
    );
    const names = Object.fromEntries(rows.map((row) => [row.id, row.name]));
    for (const id of ids) {
      if (!(id in names) || roomAccess(id, hosted.record) !== 'player')
        return { ok: false, code: 'NOT_A_PLAYER', reason: 'Only someone who may play in this room can be seated.' };
    }
    return { names };
  }

  /** What everyone may know of an applied op, for the room log; null when the engine tells nothing of it. */
  private describe(hosted: Hosted<S, O, C>, entry: Extract<AppliedEntry<C>, { ok: true }>): unknown {
    const { engine } = this.deps;
    if (!engine.describe) return null;
    const op = engine.parseOp(entry.payload.op);
    if (!op) return null;
    const actor = entry.payload.actor;
    // The actor's name as they sent the op; others' as every instance knows them (never from who is connected here).
    if (entry.payload.name) hosted.userNames.set(actor.userId, entry.payload.name);
    for (const [userId, name] of Object.entries(entry.payload.names ?? {})) hosted.userNames.set(userId, name);
    const nameOf = (userId: string) => hosted.userNames.get(userId);
    try {
      return engine.describe({
        op,
        before: entry.before as S,
        after: entry.after as S,
        changes: entry.changes,
        actor,
        names: hosted.names,
        nameOf,
      });
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.record.code, seq: entry.seq }, 'could not describe an op for the log');
      return null;
    }
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

  // Only for loading fast: the log holds every op, so a snapshot that fails loses nothing.
  private async snapshot(hosted: Hosted<S, O, C>): Promise<void> {
    const { seq, state } = hosted.room;
    try {
      await saveSnapshot(this.deps.db, hosted.record.id, seq, state, stateVersion(state));
    } catch (error) {
      this.deps.logger.warn({ err: error, room: hosted.record.code, seq }, 'snapshot failed (the log still has every op)');
    }
  }

  private async unload(code: string, loading: Promise<Hosted<S, O, C>>): Promise<void> {
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

  private async unsubscribeAll(hosted: Hosted<S, O, C>): Promise<void> {
    for (const unsubscribe of hosted.unsubscribe.splice(0)) {
      await unsubscribe().catch((error: unknown) =>
        this.deps.logger.warn({ err: error, room: hosted.ref.code }, 'could not unsubscribe from a room channel'),
      );
    }
  }
}

/** Who a client is to the others in the room: their account, spectators too, or null for a visitor. */
const personOf = (client: RoomClient) => client.accountId ?? client.userId;

/** A client's arrival or departure, as everyone in the room hears of it. */
function presenceOf(client: RoomClient, online: boolean) {
  return { kind: 'presence', userId: personOf(client), connectionId: client.connectionId, name: client.name, image: client.image, online };
}

/** Sends a serialised transient event to a room's clients here, except the one it came from. */
function relayTo(clients: Map<string, RoomClient>, sender: string, json: string): void {
  let encoded: Buffer | undefined;
  let sent = 0;
  for (const client of clients.values()) {
    if (client.connectionId === sender) continue;
    client.sendTransient((encoded ??= Buffer.from(json)));
    sent += 1;
  }
  relayFanout.observe(sent);
}

export type { WebSocket };
