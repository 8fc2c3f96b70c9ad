import { Worker } from 'node:worker_threads';
import { AppError } from '@tablecraft/core/errors';
import type { GameDocument } from '@tablecraft/core/game';
import type { TableFileReading } from './table-file-read.ts';
import type { ReadAnswer, ReadRequest } from './import-worker.ts';
import type { ReadGameFile } from './read-archive.ts';
import { archiveError } from './zip-reader.ts';

/**
 * What reading one game file may cost, enforced by the worker thread it runs in: the V8 heap its JSON
 * becomes (the images' bytes live outside it and are bounded by the upload's size) and the time it runs.
 * A file past either is refused with a 400 saying so; the thread is replaced and nothing was stored.
 */
export const IMPORT_READ_BUDGET = {
  heapMb: 128,
  youngMb: 16,
  timeMs: 15_000,
} as const;
/** Threads reading game files at once: each holds a core while it works, and the rest of the API keeps the other. */
const THREADS = 1;
/** Files waiting for a thread; past this the import is refused as busy instead of piling up uploads in memory. */
const MAX_WAITING = 8;
/** One account's files in the pool, read or waiting: one account cannot fill the line for everyone else. */
const MAX_PER_ACCOUNT = 2;

/** The kinds of file the threads read, as the person importing calls them. */
type FileKind = 'game file' | 'table file';

interface Job {
  account: string;
  kind: FileKind;
  request: ReadRequest;
  transfer: ArrayBuffer[];
  resolve: (answer: ReadGameFile | TableFileReading) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening: a file's time starts only then, never while the thread starts. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

// The worker's code: the bundled .js beside the API's bundle in the image, the TypeScript source otherwise
// (tests, `npm start`), loaded through tsx's hooks registered in the thread itself.
const sourceMode = import.meta.url.endsWith('.ts');
const entry = new URL(sourceMode ? './import-worker.ts' : './import-worker.js', import.meta.url);

function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: IMPORT_READ_BUDGET.heapMb, maxYoungGenerationSizeMb: IMPORT_READ_BUDGET.youngMb };
  const worker = sourceMode
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`, {
        eval: true,
        execArgv: [],
        resourceLimits,
      })
    : new Worker(entry, { resourceLimits });
  return worker;
}

/**
 * Reads game files on worker threads (import-worker.ts), off the event loop every other request shares,
 * each within IMPORT_READ_BUDGET. One pool per process, started on the first import.
 */
class ImportPool {
  private slots: Slot[] = [];
  private waiting: Job[] = [];

  /** Files read on the threads so far, of each kind: answered, refused or over budget. */
  readonly stats = { gameFiles: 0, tableFiles: 0 };

  read(
    bytes: Uint8Array,
    fileName: string,
    account: string,
    kind: FileKind = 'game file',
    table?: ReadRequest['table'],
  ): Promise<ReadGameFile | TableFileReading> {
    const ofAccount = [...this.waiting, ...this.slots.map((slot) => slot.job)].filter((job) => job?.account === account).length;
    if (ofAccount >= MAX_PER_ACCOUNT)
      return Promise.reject(
        new AppError('RATE_LIMITED', `You are importing ${MAX_PER_ACCOUNT} ${kind}s already. Try again once they are done.`, {
          file: 'wait for your other imports to finish',
        }),
      );
    if (this.waiting.length >= MAX_WAITING)
      return Promise.reject(
        new AppError('RATE_LIMITED', `Many ${kind}s are being imported right now. Try again in a minute.`, {
          file: 'the import is busy; try again in a minute',
        }),
      );
    return new Promise<ReadGameFile | TableFileReading>((resolve, reject) => {
      // The upload's buffer moves to the thread: the request does not keep a second copy.
      // (A copy when it shares its buffer: a small Buffer lives in Node's shared slab. Uint8Array's own
      // slice copies; Buffer's would not.)
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Uint8Array.prototype.slice.call(bytes);
      const request: ReadRequest = { bytes: own.buffer as ArrayBuffer, byteOffset: 0, byteLength: own.byteLength, fileName, table };
      this.waiting.push({ account, kind, request, transfer: [own.buffer as ArrayBuffer], resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    this.dispatchJobs();
    // Threads with files waiting or being read keep the process alive until they answer; idle ones never do.
    const busy = this.waiting.length > 0 || this.slots.some((slot) => slot.job !== null);
    for (const slot of this.slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private dispatchJobs(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((candidate) => candidate.ready && candidate.job === null);
      if (!slot) {
        if (this.slots.length < THREADS) this.spawn();
        return;
      }
      const job = this.waiting.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () =>
          this.fail(
            slot,
            archiveError(
              `Reading this ${job.kind} took longer than an import may (${IMPORT_READ_BUDGET.timeMs / 1000} s), so it was refused. A ${job.kind} from ${job.kind === 'game file' ? 'Export' : 'Download'} reads in a second or two.`,
            ),
          ),
        IMPORT_READ_BUDGET.timeMs,
      );
      slot.worker.postMessage(job.request, job.transfer);
    }
  }

  private spawn(): void {
    const slot: Slot = { worker: startWorker(), ready: false, job: null, timer: null };
    slot.worker.on('message', (answer: ReadAnswer | { ready: true }) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = this.finish(slot);
      if (!job) return;
      this.count(job);
      if (answer.ok) job.resolve('table' in answer ? answer.table : answer.file);
      else if (answer.refusal) job.reject(new AppError(answer.refusal.code, answer.refusal.message, answer.refusal.fieldErrors));
      else job.reject(new Error(`the import worker failed: ${answer.failure}`));
      this.dispatch();
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const kind = slot.job?.kind ?? 'game file';
      this.fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? archiveError(
              `Reading this ${kind} needed more memory than an import may use (${IMPORT_READ_BUDGET.heapMb} MB), so it was refused. Its JSON is far larger or more deeply made than a ${kind === 'game file' ? 'game' : 'table'} needs.`,
            )
          : error,
      );
    });
    slot.worker.on('exit', () => {
      if (this.slots.includes(slot)) this.fail(slot, new Error('the import worker stopped'));
    });
    // dispatch() refs and unrefs the thread as it has work. After the listeners: adding a 'message'
    // listener refs the thread's port again, which kept a stopped API's process (a test run's) from exiting.
    slot.worker.unref();
    this.slots.push(slot);
  }

  private count(job: Job): void {
    if (job.kind === 'table file') this.stats.tableFiles++;
    else this.stats.gameFiles++;
  }

  /** Ends the slot's job (its timer too) and answers it, or null when it had none. */
  private finish(slot: Slot): Job | null {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    return job;
  }

  /** A thread over its budget, or dead: its job is refused, the thread is ended and a fresh one takes the next file. */
  private fail(slot: Slot, error: unknown): void {
    const job = this.finish(slot);
    if (job) this.count(job);
    this.slots = this.slots.filter((other) => other !== slot);
    // Nothing waits for the thread to end (its 'exit' is heard like any other); terminate() does not reject.
    void slot.worker.terminate();
    job?.reject(error);
    this.dispatch();
  }
}

let pool: ImportPool | null = null;

/** Reads and checks a game file on the import worker threads, within IMPORT_READ_BUDGET, for `account` (a user id). */
export function readGameFileOffThread(bytes: Uint8Array, fileName: string, account: string): Promise<ReadGameFile> {
  pool ??= new ImportPool();
  return pool.read(bytes, fileName, account) as Promise<ReadGameFile>;
}

/**
 * Reads a table file on the same threads, within the same budget and per-account share: what it names,
 * and given the document of that revision, its state checked against it (table-file-read.ts).
 */
export function readTableFileOffThread(bytes: Uint8Array, document: GameDocument | null, account: string): Promise<TableFileReading> {
  pool ??= new ImportPool();
  return pool.read(bytes, 'table.zip', account, 'table file', { document }) as Promise<TableFileReading>;
}

/** How many files of each kind the threads have read in this process (answered, refused or over budget). */
export function importReadStats(): { gameFiles: number; tableFiles: number } {
  return { ...(pool?.stats ?? { gameFiles: 0, tableFiles: 0 }) };
}
