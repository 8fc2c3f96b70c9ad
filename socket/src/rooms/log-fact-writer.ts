import { setTimeout as sleep } from 'node:timers/promises';
import { isPoolWaitTimeout, type Logger, type Queryable } from '@tablecraft/platform';

/** One room log line to keep: what everyone may know of the op at `seq`. */
export interface FactToKeep {
  roomId: string;
  seq: number;
  fact: unknown;
  at: string;
}

// Lines of every room this instance committed, written together: one statement for what arrived in the last
// KEEP_FACTS_EVERY_MS or while the last one ran, instead of one per op. Asynchronous commit, set for this statement's transaction: the ops
// the lines describe are durable already (room_ops) and were acknowledged on that; a line is written after
// its op, so a crash could always lose the last few, and now may lose those of the last few hundred
// milliseconds (Postgres flushes within three wal_writer_delay). A line of a room deleted meanwhile is
// skipped rather than failing the others' statement on the foreign key; a line already kept stays as it was.
const KEEP_FACTS_SQL = `WITH async AS (SELECT set_config('synchronous_commit', 'off', true))
INSERT INTO room_log (room_id, seq, fact, created_at)
SELECT f.room_id, f.seq, f.fact, f.at FROM async,
  jsonb_to_recordset($1::jsonb) AS f(room_id uuid, seq bigint, fact jsonb, at timestamptz)
 WHERE EXISTS (SELECT 1 FROM rooms WHERE rooms.id = f.room_id)
ON CONFLICT DO NOTHING`;

/**
 * How long lines wait for others before their statement: every room's lines of that time share one
 * transaction. A line per op was a second commit per op, and at rest, with one op in flight, half of what
 * Postgres spent on a move; within the few hundred milliseconds a crash may lose anyway (asynchronous
 * commit), and a joining client reads lines not yet kept from its replica.
 */
export const KEEP_FACTS_EVERY_MS = 100;
/** Lines written in one statement at most. */
const MAX_PER_STATEMENT = 500;
/**
 * Lines waiting at most. Postgres slower than the tables for minutes: past this the oldest are dropped
 * (and said so), so memory stays bounded; until then none is.
 */
const MAX_WAITING = 100_000;
/** A statement that fails for another reason than a busy pool is tried this many times, then its lines are given up. */
const MAX_FAILED_TRIES = 5;

/**
 * Keeps the room log's lines in Postgres in batches, after their ops. A statement that found the pool busy
 * (Postgres slow) keeps its lines and is tried again until it goes through, so overload delays lines but
 * loses none; `flushed` waits for every line handed over so far (unloading a room, shutting down).
 */
export class LogFactWriter {
  private waiting: FactToKeep[] = [];
  private running: Promise<void> | null = null;
  private dropped = 0;
  /** Ends the wait of the lines waiting for their statement (set while they wait). */
  private hurry: (() => void) | null = null;

  constructor(private readonly deps: { db: Queryable; logger: Logger }) {}

  keep(fact: FactToKeep): void {
    this.waiting.push(fact);
    if (this.waiting.length > MAX_WAITING) {
      const over = this.waiting.length - MAX_WAITING;
      this.waiting.splice(0, over);
      this.dropped += over;
      if (this.dropped === over || this.dropped % 1_000 < over)
        this.deps.logger.error({ dropped: this.dropped }, 'room log lines dropped: Postgres has been behind for too long');
    }
    this.running ??= this.drain();
  }

  /** Writes what waits at once, and resolves once every line handed over before the call is written (or given up). */
  async flushed(): Promise<void> {
    this.hurry?.();
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Lines of every room handed over in the next KEEP_FACTS_EVERY_MS share the first statement.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, KEEP_FACTS_EVERY_MS);
      this.hurry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.hurry = null;
    let failures = 0;
    while (this.waiting.length > 0) {
      const batch = this.waiting.slice(0, MAX_PER_STATEMENT);
      try {
        await this.deps.db.query({
          name: 'tablecraft-keep-facts',
          text: KEEP_FACTS_SQL,
          values: [JSON.stringify(batch.map((f) => ({ room_id: f.roomId, seq: f.seq, fact: f.fact, at: f.at })))],
        });
        this.waiting.splice(0, batch.length);
        failures = 0;
      } catch (error) {
        const busy = isPoolWaitTimeout(error);
        if (!busy) failures += 1;
        if (failures >= MAX_FAILED_TRIES) {
          this.deps.logger.error({ err: error, lines: batch.length }, 'could not keep room log lines; giving them up');
          this.waiting.splice(0, batch.length);
          failures = 0;
          continue;
        }
        this.deps.logger.warn({ err: error, lines: this.waiting.length }, 'could not keep room log lines yet; trying again');
        await sleep(busy ? 200 : 500 * failures);
      }
    }
    this.running = null;
  }
}
