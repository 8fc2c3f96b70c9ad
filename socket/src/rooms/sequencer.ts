import { setTimeout as sleep } from 'node:timers/promises';
import { isPoolWaitTimeout, type Logger, type PubSub, type Queryable } from '@tablecraft/platform';

/** One committed op as every instance sees it, in room order. */
export interface SequencedEntry {
  seq: number;
  /** The op and who sent it, as JSON the engine understands; opaque to the sequencer. */
  payload: unknown;
  /** The engine's op format when it was logged. */
  opVersion: number;
  /** SHA-256 of the op's seed ('' for an op without one). */
  commitment: string;
}

/** An op to commit, and who sent it: (clientId, clientSeq) is unique per room. */
export interface OpToCommit {
  clientId: string;
  clientSeq: number;
  opVersion: number;
  payload: unknown;
  commitment: string;
}

/** A committed op, or (duplicate) the entry that an earlier send of the same (clientId, clientSeq) became. */
export interface Committed {
  entry: SequencedEntry;
  duplicate: boolean;
}

export interface RoomRef {
  id: string;
  code: string;
}

/**
 * A room's committed ops in one order that every socket instance agrees on. Postgres holds the log and
 * the numbering (the room row's `op_seq`, under its row lock); pub/sub only tells the other instances
 * that something was committed. Nothing here is lost when Redis restarts empty or a process dies.
 */
export interface Sequencer {
  /**
   * Commits an op and resolves once it is durable. Ops for one room that arrive while a commit is under
   * way share the next transaction. A (clientId, clientSeq) already in the log resolves with its original
   * entry (`duplicate`) and is never logged twice. Committed entries go to this instance's subscribers
   * at once, in order, and are then published to the others.
   */
  commit(room: RoomRef, op: OpToCommit): Promise<Committed>;
  /** Entries after `afterSeq`, in order, or null when the log does not reach back that far (a room from before the log). */
  since(room: RoomRef, afterSeq: number): Promise<SequencedEntry[] | null>;
  /** The entry an earlier send of (clientId, clientSeq) became, if any. */
  find(room: RoomRef, clientId: string, clientSeq: number): Promise<SequencedEntry | null>;
  /** The highest clientSeq of this client in the room's log (0 if none). */
  lastClientSeq(room: RoomRef, clientId: string): Promise<number>;
  /** Receives the room's entries committed here and on other instances (possibly out of order, or twice). */
  subscribe(room: RoomRef, onEntry: (entry: SequencedEntry) => void): Promise<() => Promise<void>>;
  /** Resolves once no commit of the room is queued or under way on this instance. */
  idle(room: RoomRef): Promise<void>;
}

// Ops of one room committed together at most; more wait for the next transaction.
const MAX_BATCH = 100;
// Ops of all rooms in one statement at most (append_room_ops), and statements under way at once: while
// they run, every room's new ops wait and go together in the next. A room is in one statement at a time,
// so its ops are numbered in the order they arrived here. Two at once, not more: in the flood bench (100
// rooms, 3,700 ops a second) one or two gave an op's commit a p50 of 7–9 ms against 13 ms with four,
// whose statements were smaller; two, so one statement held up (a lock another instance holds, a slow
// flush) does not hold up every room here.
const MAX_STATEMENT_OPS = 400;
export const MAX_STATEMENTS_IN_FLIGHT = 2;
/**
 * Ops of one room waiting for their commit on this instance, at most. Past it a new op is refused at once
 * (CommitQueueFull: "slow down") rather than queued behind minutes of others: the room's players are
 * sending faster than Postgres commits, and the sender is the one to wait.
 */
export const MAX_WAITING_PER_ROOM = 1_000;
/**
 * How long a batch keeps trying while the pool has no connection for it. A statement that waited for a
 * connection was never sent, so it is tried again instead of failing the ops (and closing their senders'
 * connections as busy) when Postgres is only slow; past this it fails as any other error does.
 */
const POOL_WAIT_GIVE_UP_MS = 60_000;
// Tries of a batch that met a concurrent send of one of its ops (a unique violation): the next try sees it.
const MAX_TRIES = 3;
const channel = (code: string) => `room:${code}:committed`;

// Almost every batch holds only ops never sent before (this instance already answers resends it knows of
// without asking Postgres), so it is appended without looking for them first: the room row's UPDATE takes
// its lock and the numbers, the ops go in under them. A resend that got here anyway (one first sent through
// another instance or connection) hits the unique key on (room, client, clientSeq), which refuses the whole
// statement, numbers included; the batch then goes through RESOLVE_SQL, which answers it from the log.
// Skipping that lookup here takes about a third off a commit's median and half off its p99.
const APPEND_SQL = `
WITH taken AS (
  UPDATE rooms SET op_seq = op_seq + $3, last_activity_at = now() WHERE id = $1 RETURNING op_seq - $3 AS base
)
INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment)
SELECT $1, taken.base + b.i + 1, b.client_id, b.client_seq, b.op_version, b.payload, b.commitment
  FROM taken, jsonb_to_recordset($2::jsonb) AS b(i int, client_id text, client_seq bigint, op_version int, payload jsonb, commitment text)
RETURNING seq - (SELECT base FROM taken) - 1 AS i, seq`;
const CLIENT_KEY = 'room_ops_room_id_client_id_client_seq_key';

// One statement, so one round trip: the room row's UPDATE takes its lock and the next numbers, ops already
// in the log are answered from it, and the rest are inserted under the numbers taken. It also marks the
// room as active. A statement's snapshot can miss a duplicate committed concurrently by another instance;
// the unique key then refuses the whole statement and it is tried again.
const RESOLVE_SQL = `
WITH batch AS (
  SELECT * FROM jsonb_to_recordset($2::jsonb) AS b(i int, client_id text, client_seq bigint, op_version int, payload jsonb, commitment text)
), existing AS (
  SELECT b.i, o.seq, o.op_version, o.payload, o.commitment FROM batch b
    JOIN room_ops o ON o.room_id = $1 AND o.client_id = b.client_id AND o.client_seq = b.client_seq
), fresh AS (
  SELECT b.*, row_number() OVER (ORDER BY b.i) AS n FROM batch b WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.i = b.i)
), taken AS (
  UPDATE rooms SET op_seq = op_seq + (SELECT count(*) FROM fresh), last_activity_at = now()
   WHERE id = $1 AND EXISTS (SELECT 1 FROM fresh) RETURNING op_seq - (SELECT count(*) FROM fresh) AS base
), inserted AS (
  INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment)
  SELECT $1, taken.base + fresh.n, fresh.client_id, fresh.client_seq, fresh.op_version, fresh.payload, fresh.commitment FROM fresh, taken
  RETURNING seq, client_id, client_seq
)
SELECT f.i, ins.seq, false AS duplicate, NULL::int AS op_version, NULL::jsonb AS payload, NULL::text AS commitment
  FROM inserted ins JOIN fresh f ON f.client_id = ins.client_id AND f.client_seq = ins.client_seq
UNION ALL
SELECT i, seq, true, op_version, payload, commitment FROM existing`;

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === constraint;

const ENTRY_COLUMNS = 'seq, op_version AS "opVersion", payload, commitment';

/** The room already has MAX_WAITING_PER_ROOM ops waiting here: the op was not queued, and can be sent again. */
export class CommitQueueFull extends Error {
  constructor(room: string) {
    super(`room ${room} has ${MAX_WAITING_PER_ROOM} ops waiting for their commit`);
    this.name = 'CommitQueueFull';
  }
}

interface Waiting {
  op: OpToCommit;
  resolve: (committed: Committed) => void;
  reject: (error: unknown) => void;
}

/** One room's ops on this instance: those waiting, whether a statement holds some now, who waits for it to be idle. */
interface RoomLine {
  room: RoomRef;
  waiting: Waiting[];
  committing: boolean;
  onIdle: Array<() => void>;
}

/** A room's share of a statement: its ops, in the order they arrived. */
interface Share {
  line: RoomLine;
  items: Waiting[];
}

/**
 * The sequencer on Postgres, with pub/sub (Redis in the cluster, in-process embedded) for fan-out.
 * `instance` tags what this instance publishes, so it skips its own messages (it delivered them already).
 */
export function createSequencer(deps: { db: Queryable; pubsub: PubSub; logger: Logger; instance: string }): Sequencer {
  const { db, pubsub, logger, instance } = deps;
  const lines = new Map<string, RoomLine>();
  // Rooms with ops waiting and none in a statement, in the order they became ready.
  const ready = new Set<RoomLine>();
  let statementsInFlight = 0;
  let pumpScheduled = false;
  const local = new Map<string, Set<(entry: SequencedEntry) => void>>();
  // A resend that arrives while the first send is still queued or committing waits for it.
  const inFlight = new Map<string, Promise<Committed>>();

  const deliver = (room: RoomRef, entries: SequencedEntry[]) => {
    for (const entry of entries) for (const handler of local.get(room.id) ?? []) handler(entry);
    // The commit is durable already, so nothing waits for the publish; publish() logs and retries its own failures.
    for (const entry of entries) void publish(room, entry, 0);
  };

  // The op is durable already: a failed publish only delays the other instances, which also catch up
  // from Postgres on their next entry, on a pub/sub reconnect and on their periodic check of the log's head.
  // Said once when publishing starts failing (Redis away) and once when it works again, not for every op.
  let publishing: 'ok' | 'failing' = 'ok';
  const publish = async (room: RoomRef, entry: SequencedEntry, attempt: number): Promise<void> => {
    try {
      await pubsub.publish(channel(room.code), `${instance}|${JSON.stringify(entry)}`);
      if (publishing === 'failing') logger.info('publishing committed ops again');
      publishing = 'ok';
    } catch (error) {
      if (publishing === 'ok')
        logger.warn(
          { err: error, room: room.code, seq: entry.seq },
          'could not publish committed ops (they are durable; other instances catch up from the log); retrying',
        );
      publishing = 'failing';
      // Never rejects (this catch); past the last attempt, other instances catch up from the log.
      if (attempt < 5) setTimeout(() => void publish(room, entry, attempt + 1), 200 * 2 ** attempt).unref();
      else logger.warn({ room: room.code, seq: entry.seq }, 'gave up publishing a committed op; other instances catch up from the log');
    }
  };

  const commitBatch = async (room: RoomRef, batch: Waiting[]): Promise<void> => {
    const rows = JSON.stringify(
      batch.map((item, i) => ({
        i,
        client_id: item.op.clientId,
        client_seq: item.op.clientSeq,
        op_version: item.op.opVersion,
        payload: item.op.payload,
        commitment: item.op.commitment,
      })),
    );
    let result:
      | Array<{ i: number; seq: number; duplicate?: boolean; op_version?: number | null; payload?: unknown; commitment?: string | null }>
      | undefined;
    try {
      // Named, so each connection plans these statements once instead of for every commit.
      result = (await db.query({ name: 'tablecraft-append-ops', text: APPEND_SQL, values: [room.id, rows, batch.length] })).rows;
    } catch (error) {
      if (!isUniqueViolation(error, CLIENT_KEY)) throw error;
    }
    for (let attempt = 1; !result; attempt++) {
      try {
        result = (await db.query({ name: 'tablecraft-resolve-ops', text: RESOLVE_SQL, values: [room.id, rows] })).rows;
      } catch (error) {
        if ((error as { code?: string }).code !== '23505' || attempt >= MAX_TRIES) throw error;
      }
    }
    if (result.length !== batch.length) throw new Error(`room ${room.code} is gone`);
    const committed = new Array<Committed>(batch.length);
    for (const row of result) {
      const item = batch[row.i]!;
      committed[row.i] = row.duplicate
        ? { duplicate: true, entry: { seq: row.seq, opVersion: row.op_version!, payload: row.payload, commitment: row.commitment! } }
        : {
            duplicate: false,
            entry: { seq: row.seq, opVersion: item.op.opVersion, payload: item.op.payload, commitment: item.op.commitment },
          };
    }
    deliver(
      room,
      committed
        .filter((c) => !c.duplicate)
        .map((c) => c.entry)
        .sort((a, b) => a.seq - b.seq),
    );
    batch.forEach((item, i) => item.resolve(committed[i]!));
  };

  // Several rooms' ops in one statement (migration 020). A resend among them (the unique key) or any other
  // failure sends each room's share through the one-room path, which answers resends and keeps one room's
  // trouble (a deleted room, a bad op) its own.
  const commitShares = async (shares: Share[]): Promise<void> => {
    const rows: unknown[] = [];
    for (const { line, items } of shares)
      items.forEach((item, n) =>
        rows.push({
          i: rows.length,
          room_id: line.room.id,
          n: n + 1,
          client_id: item.op.clientId,
          client_seq: item.op.clientSeq,
          op_version: item.op.opVersion,
          payload: item.op.payload,
          commitment: item.op.commitment,
        }),
      );
    let numbers: Array<{ batch_index: number; logged_seq: number }>;
    try {
      numbers = (
        await db.query({
          name: 'tablecraft-append-room-ops',
          text: 'SELECT * FROM append_room_ops($1::jsonb)',
          values: [JSON.stringify(rows)],
        })
      ).rows;
    } catch (error) {
      if (isPoolWaitTimeout(error)) throw error;
      // A resend meeting the unique key is ordinary; anything else is worth knowing even if each room's
      // own statement then succeeds.
      if (!isUniqueViolation(error, CLIENT_KEY))
        logger.warn({ err: error, rooms: shares.length }, 'could not commit ops of several rooms together; committing them room by room');
      await Promise.all(shares.map((share) => commitShare(share)));
      return;
    }
    const seqOf = new Map(numbers.map((row) => [row.batch_index, row.logged_seq]));
    let i = 0;
    for (const { line, items } of shares) {
      const first = i;
      i += items.length;
      // A room deleted meanwhile got no numbers; the others are committed.
      if (!seqOf.has(first)) {
        for (const item of items) item.reject(new Error(`room ${line.room.code} is gone`));
        continue;
      }
      const entries = items.map((item, n) => ({
        seq: seqOf.get(first + n)!,
        opVersion: item.op.opVersion,
        payload: item.op.payload,
        commitment: item.op.commitment,
      }));
      deliver(line.room, entries);
      items.forEach((item, n) => item.resolve({ duplicate: false, entry: entries[n]! }));
    }
  };

  const commitShare = async ({ line, items }: Share): Promise<void> => {
    try {
      await whenConnected(() => commitBatch(line.room, items), { room: line.room.code, ops: items.length });
    } catch (error) {
      logger.warn({ err: error, room: line.room.code, ops: items.length }, 'could not commit ops');
      for (const item of items) item.reject(error);
    }
  };

  // Postgres slow, not failing: the pool had no connection for the statement in time. A statement that
  // waited for a connection was never sent, so its ops stay in line (and their rooms' later ones queue behind
  // them, up to MAX_WAITING_PER_ROOM) until a connection frees up.
  const whenConnected = async (commit: () => Promise<void>, context: Record<string, unknown>): Promise<void> => {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await commit();
      } catch (error) {
        if (!isPoolWaitTimeout(error) || Date.now() - started > POOL_WAIT_GIVE_UP_MS) throw error;
        if (attempt === 0) logger.warn(context, 'no Postgres connection for a commit in time; waiting for one');
        await sleep(Math.min(1_000, 50 * 2 ** attempt));
      }
    }
  };

  const commitWhenConnected = (shares: Share[]): Promise<void> =>
    whenConnected(() => (shares.length === 1 ? commitBatch(shares[0]!.line.room, shares[0]!.items) : commitShares(shares)), {
      rooms: shares.length,
      ops: shares.reduce((n, share) => n + share.items.length, 0),
    });

  const runStatement = async (shares: Share[]): Promise<void> => {
    try {
      await commitWhenConnected(shares);
    } catch (error) {
      const ops = shares.reduce((n, share) => n + share.items.length, 0);
      logger.warn({ err: error, rooms: shares.map((share) => share.line.room.code), ops }, 'could not commit ops');
      for (const share of shares) for (const item of share.items) item.reject(error);
    }
    statementsInFlight -= 1;
    for (const { line } of shares) {
      line.committing = false;
      if (line.waiting.length > 0) ready.add(line);
      else if (lines.get(line.room.id) === line) {
        lines.delete(line.room.id);
        for (const resolve of line.onIdle.splice(0)) resolve();
      }
    }
    pump();
  };

  // Starts statements while fewer than MAX_STATEMENTS_IN_FLIGHT run: each takes every ready room's waiting
  // ops (up to MAX_BATCH a room and MAX_STATEMENT_OPS in all). An op at rest goes at once, alone; under load
  // ops of many rooms share a statement, sized by how long the last one took.
  const pump = () => {
    while (statementsInFlight < MAX_STATEMENTS_IN_FLIGHT && ready.size > 0) {
      const shares: Share[] = [];
      let ops = 0;
      for (const line of ready) {
        if (ops >= MAX_STATEMENT_OPS) break;
        const items = line.waiting.splice(0, Math.min(MAX_BATCH, MAX_STATEMENT_OPS - ops));
        ops += items.length;
        ready.delete(line);
        line.committing = true;
        shares.push({ line, items });
      }
      statementsInFlight += 1;
      void runStatement(shares);
    }
  };

  // Ops queued in the same run of code (a burst from one caller) join the first statement: the pump runs
  // once that code is done, not for each op. It does not wait for the rest of the event loop's turn: under
  // load a turn holds other rooms' frames, and waiting for them would only delay the first.
  const schedulePump = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    queueMicrotask(() => {
      pumpScheduled = false;
      pump();
    });
  };

  return {
    commit(room, op) {
      const key = `${room.id}|${op.clientId}|${op.clientSeq}`;
      const earlier = inFlight.get(key);
      if (earlier) return earlier.then((committed) => ({ ...committed, duplicate: true }));
      let line = lines.get(room.id);
      if (!line) lines.set(room.id, (line = { room, waiting: [], committing: false, onIdle: [] }));
      if (line.waiting.length >= MAX_WAITING_PER_ROOM) return Promise.reject(new CommitQueueFull(room.code));
      const promise = new Promise<Committed>((resolve, reject) => line.waiting.push({ op, resolve, reject }));
      inFlight.set(key, promise);
      const forget = () => inFlight.delete(key);
      promise.then(forget, forget);
      if (!line.committing) ready.add(line);
      schedulePump();
      return promise;
    },
    async since(room, afterSeq) {
      const { rows } = await db.query<SequencedEntry>(
        `SELECT ${ENTRY_COLUMNS} FROM room_ops WHERE room_id = $1 AND seq > $2 ORDER BY seq`,
        [room.id, afterSeq],
      );
      // Numbering has no holes, so the first entry after afterSeq is missing only for a room from before the log.
      if (rows.length > 0 && rows[0]!.seq !== afterSeq + 1) return null;
      return rows;
    },
    async find(room, clientId, clientSeq) {
      const { rows } = await db.query<SequencedEntry>(
        `SELECT ${ENTRY_COLUMNS} FROM room_ops WHERE room_id = $1 AND client_id = $2 AND client_seq = $3`,
        [room.id, clientId, clientSeq],
      );
      return rows[0] ?? null;
    },
    async lastClientSeq(room, clientId) {
      const { rows } = await db.query<{ last: number | null }>(
        'SELECT max(client_seq) AS last FROM room_ops WHERE room_id = $1 AND client_id = $2',
        [room.id, clientId],
      );
      return Number(rows[0]?.last ?? 0);
    },
    async subscribe(room, onEntry) {
      let handlers = local.get(room.id);
      if (!handlers) local.set(room.id, (handlers = new Set()));
      handlers.add(onEntry);
      const prefix = `${instance}|`;
      const unsubscribe = await pubsub.subscribe(channel(room.code), (message) => {
        if (message.startsWith(prefix)) return; // delivered here when it was committed
        onEntry(JSON.parse(message.slice(message.indexOf('|') + 1)) as SequencedEntry);
      });
      return async () => {
        handlers.delete(onEntry);
        if (handlers.size === 0 && local.get(room.id) === handlers) local.delete(room.id);
        await unsubscribe();
      };
    },
    async idle(room) {
      const line = lines.get(room.id);
      if (line) await new Promise<void>((resolve) => line.onIdle.push(resolve));
    },
  };
}
