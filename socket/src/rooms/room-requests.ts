import { metrics, secondsSince, type Logger, type Queryable } from '@tablecraft/platform';
import { displayNameOf } from '@tablecraft/core';
import { HISTORY_PAGE, type ChatMessage, type LogLine, type MissedMessage, type Op, type RoomView } from '@tablecraft/core/play';
import { CommitQueueFull } from './sequencer.ts';
import type { Actor, RoomEngine } from './engine-port.ts';
import type { OpEntryPayload } from './loaded-room.ts';
import { markRoomsOccupied, recordPlayer, type RoomRecord } from './room-records.ts';
import { roomAccess } from './access.ts';
import { logClientId } from './op-delivery.ts';
import type { History } from './room-log.ts';
import { ResendAnswers, type SubmitResult } from './resend-answers.ts';
import { personOf, presenceOf, type RoomClient } from './room-client.ts';
import { loadChat, loadLogFacts, saveChat, type StoredChat } from './room-talk.ts';
import { scripted } from './room-script-events.ts';
import { loadScriptLog, mayReadScriptLog, SCRIPT_LOG_PAGE, type ScriptLogEntry } from './script-log.ts';
import type { Hosted, RoomLifecycle } from './room-lifecycle.ts';

// What an operator watches: ops per second by outcome, and how long a move waits for its commit (the ack
// waits for it).
const opsCounted = metrics.roomOps();
/** Why an op was refused because Postgres is behind: the sender waits and tries again. */
export const TABLE_BUSY = 'The table is busy; slow down and try that again in a moment.';
const commitSeconds = metrics.opCommitSeconds();

/** A joining client's starting point: the whole view, or the ops it missed since `resumedFrom`. */
export type JoinedRoom = {
  seq: number;
  seatId: string | null;
  lastClientSeq: number;
  log: History<LogLine>;
  chat: History<ChatMessage>;
  scriptLog?: ScriptLogEntry[];
} & ({ view: RoomView } | { resumedFrom: number; missed: MissedMessage[] });

/**
 * What clients ask of a room, called by their connections (connection.ts) and the access watch: joining
 * it (loading it if needed), moves, chat, drags and cursors, older pages of the log, and leaving. Each is
 * answered against the room as RoomLifecycle (room-lifecycle.ts) holds it here.
 */
export class RoomRequests {
  private readonly resends: ResendAnswers;

  constructor(
    private readonly rooms: RoomLifecycle,
    private readonly deps: { db: Queryable; engine: RoomEngine; logger: Logger },
  ) {
    this.resends = new ResendAnswers({ db: deps.db, sequencer: rooms.sequencer, engine: deps.engine, logger: deps.logger });
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
      await this.rooms.unloadingOf(record.code);
      const loading = this.rooms.load(record);
      const hosted = await loading;
      const clientId = logClientId(client);
      const member = mayReadScriptLog(client.userId, hosted.record) && hosted.scripts !== null;
      const [lastClientSeq, , , facts, chat, scriptLog] = await Promise.all([
        client.userId ? this.rooms.sequencer.lastClientSeq(hosted.ref, clientId) : 0,
        client.userId
          ? recordPlayer(this.deps.db, record.id, client.userId, engine.seatOf(hosted.room.state, client.userId), client.guestAddress)
          : undefined,
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
      // The ops a resume and the log's newest lines are replayed from: read from the log now (the replica keeps
      // checkpoints, not entries), and again if the replica applied more while they were read, so they reach
      // the replica's seq at the instant the client joins.
      const replayFrom = Math.min(
        ...[lastSeq, this.rooms.log.lastKept(facts)].filter((seq): seq is number => seq !== undefined && hosted.room.canReplayFrom(seq)),
      );
      let replay = await hosted.room.logSince(replayFrom);
      for (let tries = 1; !hosted.room.holdsReplay(replayFrom, replay) && tries < 3; tries++)
        replay = await hosted.room.logSince(replayFrom);
      // Unloaded while this join waited (its last client left): join the room as loaded again.
      if (this.rooms.loadingOf(record.code) !== loading) continue;
      const known = Math.max(lastClientSeq, hosted.lastClientSeqs.get(clientId) ?? 0);
      hosted.lastClientSeqs.set(clientId, known);
      // The client joins, and its view is taken, at one instant: it is sent every op after the view's
      // sequence number, and nothing reaches it before its welcome (which the caller sends next).
      hosted.clients.set(client.connectionId, client);
      const seatId = client.userId ? engine.seatOf(hosted.room.state, client.userId) : null;
      const missed = lastSeq === undefined ? null : this.rooms.delivery.missed(hosted, client, seatId, lastSeq, replay);
      const seq = hosted.room.seq;
      const log = this.rooms.log.joined(hosted, seatId, facts, replay);
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
   * Commits the room's secret seed, its initial state and its setup to the page before its welcome, and so
   * before it can send an op: the seeds of its moves are then fixed but for its own entropy (docs/FAIRNESS.md).
   */
  private commitFairness(hosted: Hosted, client: RoomClient): void {
    const { initialCommitment, roomSeed, setup } = hosted.fairness;
    const setupWaits = this.rooms.scriptEvents.setupWaits(hosted);
    client.send({ kind: 'fairness', initialState: initialCommitment, roomSeed, setup, setupWaits });
  }

  /**
   * The entropy a page sent for a room whose start shuffle waits for one (it was told so with the room
   * seed's commitment, before it could send anything): the first to arrive sets the room up, mixed with
   * the server's half for that tab's move 0; later ones find it done. Anyone in the room may send it.
   */
  async setUp(code: string, client: RoomClient, entropy: string): Promise<void> {
    const hosted = this.rooms.loadedRoom(code);
    if (!hosted?.clients.has(client.connectionId) || !this.rooms.scriptEvents.setupWaits(hosted)) return;
    await this.rooms.scriptEvents.setUp(hosted, { source: client.clientId, entropy, roomSecret: hosted.fairness.roomSecret });
  }

  /** An older page of the log (lines for the client's seat now) or of the chat, for a client scrolling back. */
  async history(
    code: string,
    client: RoomClient,
    of: 'log' | 'chat',
    before: number,
  ): Promise<({ of: 'log' } & History<LogLine>) | ({ of: 'chat' } & History<ChatMessage>)> {
    const hosted = this.rooms.loadedRoom(code);
    if (!hosted?.clients.has(client.connectionId)) return { of, items: [], more: false };
    if (of === 'chat') return { of, ...(await this.rooms.log.chatPage(hosted, before)) };
    const seatId = client.userId ? this.deps.engine.seatOf(hosted.room.state, client.userId) : null;
    return { of, ...(await this.rooms.log.page(hosted, seatId, before)) };
  }

  /**
   * Keeps a chat message and delivers it to everyone in the room, on every instance. Refused for visitors
   * (only people logged in post) and for anyone the host removed, checked as it is stored.
   */
  async chat(code: string, client: RoomClient, text: string): Promise<SubmitResult> {
    const hosted = this.rooms.loadedRoom(code);
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
    await this.rooms.control.chat(code, message);
    return { ok: true };
  }

  /**
   * Tells the room someone arrived. Called after their welcome is sent: the others answer with their
   * cursors (that is how the newcomer learns who is here), and those answers must not overtake it.
   */
  async announce(code: string, client: RoomClient): Promise<void> {
    await this.rooms.relay.publish(code, this.rooms.loadedRoom(code), presenceOf(client, true));
    // Whoever is here already, on every instance, is named to the newcomer alone.
    await this.rooms.control.rollcall(code, client.connectionId);
  }

  /** Removes a client; the last one out snapshots and unloads the room. */
  async leave(code: string, client: RoomClient): Promise<void> {
    const loading = this.rooms.loadingOf(code);
    if (!loading) return;
    const hosted = await loading.catch(() => null); // a room that failed to load holds nobody (logged in load)
    if (!hosted?.clients.delete(client.connectionId)) return;
    try {
      await this.rooms.relay.publish(code, this.rooms.loadedRoom(code), presenceOf(client, false));
    } catch (error) {
      // The room must still unload when pub/sub is down, or it would stay loaded with nobody in it.
      this.deps.logger.warn({ err: error, room: code }, 'could not announce a departure');
    }
    // Decided with no await in between: a join that comes now sees the room unloading and waits for it.
    if (hosted.clients.size === 0 && this.rooms.loadingOf(code) === loading) await this.rooms.unload(code, loading);
  }

  /**
   * Checks an op against this replica and commits it to the room's log. Invalid ops are rejected to the
   * sender only. A committed op is acknowledged, and reaches everyone, once every instance applies it in
   * sequence order; a resent op (a clientSeq already logged) gets its original result instead.
   */
  async submit(code: string, client: RoomClient, clientSeq: number, rawOp: unknown): Promise<SubmitResult> {
    const loading = this.rooms.loadingOf(code);
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
    // Prepared before it is checked, so the check applies the op exactly as it will be committed: its result
    // is kept for the replica (checkedBeforeCommit), which then does not apply the op a second time. The move's
    // name (tab and number) fixes its server half: a resend, a reconnect or another instance derives the same seed.
    const prepared = engine.prepare(op, { roomSecret: hosted.fairness.roomSecret, source: client.clientId, nonce: clientSeq });
    const before = hosted.room.state;
    const check = engine.apply(before, prepared, actor);
    if (!check.ok) {
      // A resend of an op logged meanwhile (through another instance or an earlier connection) gets its
      // original result, not a verdict on a state that already includes it.
      const earlier = await this.rooms.sequencer.find(hosted.ref, clientId, clientSeq).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, room: code }, 'could not look up an op in the log');
        return null;
      });
      if (earlier) return this.resends.answer(hosted, client, clientId, clientSeq, earlier, op);
      return { ok: false, code: check.code, reason: check.reason };
    }
    const mentioned = await this.mentionedNames(hosted, op);
    if ('code' in mentioned) return mentioned;
    const checked = { before, op: prepared, result: check };
    const answer = await this.rooms.scriptEvents.answer(hosted, prepared, actor, checked);
    if ('refusal' in answer) return { ok: false, code: 'REFUSED_BY_GAME', reason: answer.refusal };
    const payload: OpEntryPayload = {
      op: prepared,
      actor,
      origin: { instance: this.rooms.instance, connection: client.connectionId, clientId, clientSeq },
      name: client.name,
      ...(mentioned.names ? { names: mentioned.names } : {}),
      ...scripted(answer),
    };
    hosted.room.checkedBeforeCommit(payload, checked);
    const started = process.hrtime.bigint();
    try {
      const committed = await this.rooms.sequencer.commit(hosted.ref, {
        clientId,
        clientSeq,
        opVersion: engine.opVersion,
        payload,
        commitment: engine.commitment({ op: prepared, actor, followUps: payload.followUps }),
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
   * Relays a transient event (drag, cursor) to the room's other clients on every instance. A drag is
   * relayed only for a piece everyone sees on the table: never one in a hand or a pile. Returns a promise
   * only while the event also goes to other instances (see TransientRelay): none for a frame that stays here.
   */
  relay(code: string, client: RoomClient, event: Record<string, unknown>): Promise<void> | undefined {
    const room = this.rooms.loadedRoom(code);
    if (event.kind === 'drag' && (!room || !this.deps.engine.publiclyVisible(room.room.state, String(event.pieceId)))) return;
    return this.rooms.relay.publish(
      code,
      room,
      { ...event, userId: personOf(client), connectionId: client.connectionId },
      { unlessAlone: true },
    );
  }

  /**
   * The names of the people an op acts on (the engine's `mentions`), each of whom must be someone who may
   * play in this room: a removed person, someone who may only watch, or an id nobody has is refused.
   */
  private async mentionedNames(
    hosted: Hosted,
    op: Op,
  ): Promise<{ names?: Record<string, string> } | { ok: false; code: string; reason: string }> {
    const ids = this.deps.engine.mentions(op);
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
}
