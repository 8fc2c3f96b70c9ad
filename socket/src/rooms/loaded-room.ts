import type { Sequencer, SequencedEntry } from './sequencer.ts';
import type { Actor, RoomEngine } from './engine-port.ts';

/** A committed op as it travels through the sequencer. */
export interface OpEntryPayload<O> {
  op: O;
  actor: Actor;
  /** Which instance and connection sent it, so that one connection gets the ack. */
  origin: { instance: string; connection: string; clientSeq: number };
}

/** What happened when a sequenced entry was applied, for the session layer to fan out. */
export type AppliedEntry<C> =
  | { seq: number; ok: true; changes: C; before: unknown; after: unknown; payload: OpEntryPayload<unknown> }
  | { seq: number; ok: false; code: string; reason: string; payload: OpEntryPayload<unknown> };

/**
 * How many applied entries a replica keeps for clients that reconnect: one that missed no more than
 * this gets just those ops instead of the whole view. States are copy-on-write, but each still has its own
 * pieces map, so a big table keeps fewer: at most RESUME_BUDGET map entries in all (about 0.5 MB), and
 * never fewer than RESUME_WINDOW_MIN entries.
 */
export const RESUME_WINDOW = 64;
export const RESUME_WINDOW_MIN = 8;
export const RESUME_BUDGET = 16_384;

/**
 * One room's replica on this instance. Entries are applied strictly in sequence order; a gap (a missed
 * pub/sub message, a Redis reconnect) is filled from the log, or the room reloads from its snapshot.
 */
export class LoadedRoom<S, O, C> {
  private applying: Promise<void> = Promise.resolve();
  /** The last applied entries (up to `window`), oldest first, for resuming clients. */
  private recent: Array<AppliedEntry<C>> = [];
  private window: number;

  constructor(
    readonly code: string,
    readonly roomId: string,
    private engine: RoomEngine<S, O, C>,
    private sequencer: Sequencer,
    public state: S,
    public seq: number,
    private readonly onApplied: (entry: AppliedEntry<C>) => void,
    private readonly reload: () => Promise<{ state: S; seq: number }>,
    /**
     * The replica jumped to a stored snapshot past ops it never applied: its clients missed them too
     * and need the whole view at the new number before any op after it.
     */
    private readonly onReloaded: () => void,
  ) {
    this.window = this.windowFor(state);
  }

  /** Feeds an entry from pub/sub; entries are processed one at a time, in order. */
  receive(entry: SequencedEntry): Promise<void> {
    this.applying = this.applying.then(() => this.handle(entry)).catch(() => undefined);
    return this.applying;
  }

  /**
   * The entries applied after `seq`, oldest first, or null when this replica no longer holds them all
   * (or `seq` is not one it has been at): the client then needs the whole view.
   */
  appliedSince(seq: number): Array<AppliedEntry<C>> | null {
    if (!Number.isInteger(seq) || seq > this.seq) return null;
    if (seq === this.seq) return [];
    const first = this.recent.findIndex((entry) => entry.seq === seq + 1);
    return first === -1 ? null : this.recent.slice(first);
  }

  private windowFor(state: S): number {
    return Math.max(RESUME_WINDOW_MIN, Math.min(RESUME_WINDOW, Math.floor(RESUME_BUDGET / Math.max(1, this.engine.weight(state)))));
  }

  /** Brings the replica up to the log's head (after loading or a reconnect). */
  catchUp(): Promise<void> {
    this.applying = this.applying.then(() => this.fillGap()).catch(() => undefined);
    return this.applying;
  }

  private async handle(entry: SequencedEntry): Promise<void> {
    if (entry.seq <= this.seq) return; // already applied (duplicate after a catch-up)
    if (entry.seq > this.seq + 1) {
      await this.fillGap();
      if (entry.seq <= this.seq) return;
      if (entry.seq !== this.seq + 1) return; // the reload went past or could not reach it; nothing more to do
    }
    this.applyEntry(entry);
  }

  private async fillGap(): Promise<void> {
    const missed = await this.sequencer.since(this.code, this.seq);
    if (missed === null) {
      const fresh = await this.reload();
      const rest = await this.sequencer.since(this.code, fresh.seq);
      if (rest === null) {
        // The log is ahead of the stored snapshot with a hole in between: Redis holds keys this
        // database never had (restored from elsewhere). Postgres is the record; number on from it.
        await this.sequencer.reset(this.code, fresh.seq);
      }
      // Nothing awaited from here on: no entry can be applied between the jump and the clients' resync.
      this.state = fresh.state;
      this.seq = fresh.seq;
      this.recent = []; // what came between is unknown here
      this.window = this.windowFor(fresh.state);
      this.onReloaded();
      for (const entry of rest ?? []) if (entry.seq === this.seq + 1) this.applyEntry(entry);
      return;
    }
    for (const entry of missed) if (entry.seq === this.seq + 1) this.applyEntry(entry);
  }

  private applyEntry(entry: SequencedEntry): void {
    const payload = entry.payload as OpEntryPayload<unknown>;
    const op = this.engine.parseOp(payload.op);
    this.seq = entry.seq;
    let applied: AppliedEntry<C>;
    if (!op) {
      applied = { seq: entry.seq, ok: false, code: 'MALFORMED_OP', reason: 'The move was not understood.', payload };
    } else {
      const result = this.engine.apply(this.state, op, payload.actor);
      if (result.ok) {
        applied = { seq: entry.seq, ok: true, changes: result.changes, before: this.state, after: result.state, payload };
        this.state = result.state;
      } else {
        // Total and deterministic: every replica rejects it the same way, so state stays in agreement.
        applied = { seq: entry.seq, ok: false, code: result.code, reason: result.reason, payload };
      }
    }
    this.recent.push(applied);
    if (this.recent.length > this.window) this.recent.shift();
    this.onApplied(applied);
  }
}
