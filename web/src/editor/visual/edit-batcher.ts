import type { GameDocument } from '@tablecraft/core/game';
import { operationFor, type PartChange, type PartOperation } from './changes.ts';

// Saving canvas edits. Edits arrive far faster than saves should go out (a drag, a burst of nudges),
// so they queue here and leave together a moment after the last one, one versioned part mutation each,
// in order. Repeated changes to the same part are merged while they wait. A refused save stops the
// queue with everything still in it: a conflict (someone else saved first) overwrites nothing and
// loses nothing; the page reloads the draft, replays what is still queued on top, and resumes.

/** What the save indicator shows. */
export type SaveState =
  { state: 'saved' } | { state: 'saving' } | { state: 'conflict'; message: string } | { state: 'error'; message: string };

/** The revision as saved by one mutation. */
export interface SavedRevision {
  version: number;
  document: GameDocument;
}

export interface EditBatcherOptions {
  /** Sends one mutation carrying the version it started from; rejects when the server refuses it. */
  send: (operation: PartOperation) => Promise<SavedRevision>;
  /**
   * Sends several part updates as one all-or-nothing mutation (one version). A move of a hundred
   * objects is then one save instead of a hundred, each carrying the whole draft back.
   */
  sendUpdates?: (updates: UpdateOperation[]) => Promise<SavedRevision>;
  /** Whether a rejection means the draft changed since it was loaded. */
  isConflict: (error: unknown) => boolean;
  /** A refusal in words for the indicator. */
  describeError: (error: unknown) => string;
  /** How long to wait after the latest edit before saving. */
  delayMs?: number;
  onState?: (state: SaveState) => void;
  /** Called after each successful mutation with the revision it produced. */
  onSaved?: (revision: SavedRevision) => void;
}

export type UpdateOperation = Extract<PartOperation, { type: 'update' }>;

/** The most updates one batched save carries (the API takes up to 2,000). */
export const MAX_UPDATES_PER_SAVE = 500;

export const CONFLICT_STATE_MESSAGE = 'Changed by someone else — reload.';

export class EditBatcher {
  private queue: PartChange[] = [];
  private sending: PartChange[] | null = null;
  private blocked: Extract<SaveState, { state: 'conflict' | 'error' }> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private lastState: SaveState = { state: 'saved' };
  private disposed = false;

  constructor(private readonly options: EditBatcherOptions) {}

  /** The save state now. */
  get state(): SaveState {
    return this.lastState;
  }

  /** Changes not yet saved, in the order they will be sent (the one being sent first). */
  pending(): PartChange[] {
    return this.sending ? [...this.sending, ...this.queue] : [...this.queue];
  }

  /** Queues the changes of an edit and schedules a save. */
  enqueue(changes: ReadonlyArray<PartChange>): void {
    for (const change of changes) this.merge(change);
    this.announce();
    this.schedule();
  }

  /** Sends everything queued now; resolves when the queue is empty or a save was refused. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.blocked || this.disposed) return Promise.resolve();
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Continues after a refusal, once the page has reloaded the draft: `queue` replaces what was waiting
   * (the page drops what no longer applies to the fresh draft).
   */
  resume(queue: ReadonlyArray<PartChange>): Promise<void> {
    this.queue = [...queue];
    this.blocked = null;
    this.announce();
    return this.flush();
  }

  /** Stops sending (the page is closing); queued changes stay readable through pending(). */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    if (this.blocked || this.disposed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs ?? 400);
  }

  /**
   * Folds a change into the queue. An update of a part that is already waiting (as an add or update)
   * replaces that entry's end state, unless a part was added after it: the new state might point at
   * that part, which must exist first, so then it waits at the end instead.
   */
  private merge(change: PartChange) {
    const index = findLastIndex(this.queue, (entry) => entry.kind === change.kind && entry.id === change.id);
    const waiting = index === -1 ? null : this.queue[index]!;
    const isUpdate = change.before !== null && change.after !== null;
    const addedLater = this.queue.slice(index + 1).some((entry) => entry.before === null);
    if (waiting && waiting.after !== null && isUpdate && !addedLater) {
      const merged: PartChange = { ...waiting, after: change.after };
      if (operationFor(merged) === null && merged.before !== null) this.queue.splice(index, 1);
      else this.queue[index] = merged;
      return;
    }
    this.queue.push(change);
  }

  private async drain() {
    while (!this.blocked && !this.disposed && this.queue.length > 0) {
      const batch = this.nextBatch();
      if (batch.length === 0) continue;
      this.sending = batch;
      this.announce();
      try {
        const operations = batch.map((change) => operationFor(change)!);
        const saved =
          operations.length > 1 && this.options.sendUpdates
            ? await this.options.sendUpdates(operations as UpdateOperation[])
            : await this.options.send(operations[0]!);
        this.sending = null;
        this.options.onSaved?.(saved);
      } catch (error) {
        // Put them back first: nothing queued is ever dropped by a refusal.
        this.sending = null;
        this.queue.unshift(...batch);
        this.blocked = this.options.isConflict(error)
          ? { state: 'conflict', message: CONFLICT_STATE_MESSAGE }
          : { state: 'error', message: this.options.describeError(error) };
      }
    }
    this.announce();
  }

  /** Takes the next save off the queue: one change, or a run of updates when they can go together. */
  private nextBatch(): PartChange[] {
    const batch: PartChange[] = [];
    while (this.queue.length > 0) {
      const operation = operationFor(this.queue[0]!);
      if (!operation) {
        this.queue.shift(); // a change that changes nothing
        continue;
      }
      const joins =
        batch.length === 0 ||
        (operation.type === 'update' &&
          this.options.sendUpdates &&
          batch.length < MAX_UPDATES_PER_SAVE &&
          operationFor(batch[0]!)!.type === 'update');
      if (!joins) break;
      batch.push(this.queue.shift()!);
      if (operation.type !== 'update' || !this.options.sendUpdates) break;
    }
    return batch;
  }

  private announce() {
    const next: SaveState = this.blocked ?? (this.sending || this.queue.length > 0 ? { state: 'saving' } : { state: 'saved' });
    if (
      next.state === this.lastState.state &&
      ('message' in next ? next.message : '') === ('message' in this.lastState ? this.lastState.message : '')
    )
      return;
    this.lastState = next;
    this.options.onState?.(next);
  }
}

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}
