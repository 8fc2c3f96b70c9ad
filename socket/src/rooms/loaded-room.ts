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
  | { seq: number; ok: true; changes: C; before: unknown; payload: OpEntryPayload<unknown> }
  | { seq: number; ok: false; code: string; reason: string; payload: OpEntryPayload<unknown> };

/**
 * One room's replica on this instance. Entries are applied strictly in sequence order; a gap (a missed
 * pub/sub message, a Redis reconnect) is filled from the log, or the room reloads from its snapshot.
 */
export class LoadedRoom<S, O, C> {
  private applying: Promise<void> = Promise.resolve();

  constructor(
    readonly code: string,
    readonly roomId: string,
    private engine: RoomEngine<S, O, C>,
    private sequencer: Sequencer,
    public state: S,
    public seq: number,
    private readonly onApplied: (entry: AppliedEntry<C>) => void,
    private readonly reload: () => Promise<{ state: S; seq: number }>,
  ) {}

  /** Feeds an entry from pub/sub; entries are processed one at a time, in order. */
  receive(entry: SequencedEntry): Promise<void> {
    this.applying = this.applying.then(() => this.handle(entry)).catch(() => undefined);
    return this.applying;
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
      this.state = fresh.state;
      this.seq = fresh.seq;
      const rest = await this.sequencer.since(this.code, this.seq);
      if (rest === null) {
        // The log is ahead of the stored snapshot with a hole in between: Redis holds keys this
        // database never had (restored from elsewhere). Postgres is the record; number on from it.
        await this.sequencer.reset(this.code, this.seq);
        return;
      }
      for (const entry of rest) this.applyEntry(entry);
      return;
    }
    for (const entry of missed) if (entry.seq === this.seq + 1) this.applyEntry(entry);
  }

  private applyEntry(entry: SequencedEntry): void {
    const payload = entry.payload as OpEntryPayload<unknown>;
    const op = this.engine.parseOp(payload.op);
    this.seq = entry.seq;
    if (!op) {
      this.onApplied({ seq: entry.seq, ok: false, code: 'MALFORMED_OP', reason: 'The move was not understood.', payload });
      return;
    }
    const result = this.engine.apply(this.state, op, payload.actor);
    if (result.ok) {
      const before = this.state;
      this.state = result.state;
      this.onApplied({ seq: entry.seq, ok: true, changes: result.changes, before, payload });
    } else {
      // Total and deterministic: every replica rejects it the same way, so state stays in agreement.
      this.onApplied({ seq: entry.seq, ok: false, code: result.code, reason: result.reason, payload });
    }
  }
}
