import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { BACKGROUND_NICE } from '@tablecraft/platform';
import { AssetFailure, type RenderResult, type RenderSpec } from './render.ts';

/** What rendering one upload gives the pipeline: its renditions and the original without metadata. */
export interface RenderedUpload {
  result: RenderResult;
  clean: { data: Buffer; contentType: string };
}

/** Renders one upload: in this process (tests of the pipeline) or in the image process. */
export type RenderUpload = (original: Buffer, spec: RenderSpec) => Promise<RenderedUpload>;

export interface RenderRequest {
  id: number;
  original: Uint8Array;
  spec: RenderSpec;
}

/** The outcome of one render: what it made, why the image cannot be used, or what went wrong. */
export type RenderOutcome =
  | { ok: true; result: RenderResult; clean: { data: Uint8Array; contentType: string }; pid: number }
  | { ok: false; failure: string }
  | { ok: false; error: string };

export type RenderAnswer = { id: number } & RenderOutcome;

export interface RenderProcess {
  render: RenderUpload;
  /** The image process's pid while one runs (tests, metrics). */
  pid: () => number | undefined;
  /**
   * Takes no more renders and stops the process: after the renders under way finish, or at once with
   * `abandon` (their jobs were handed back to the queue, so nobody waits for what they make).
   */
  close: (options?: { abandon?: boolean }) => Promise<void>;
}

// The child's code: the bundled .js beside the worker's bundle in the image, the TypeScript source otherwise
// (tests, `npm start`), loaded through tsx.
const sourceMode = import.meta.url.endsWith('.ts');
const entry = new URL(sourceMode ? './render-child.ts' : './render-child.js', import.meta.url);

/**
 * Decoding images in a process of its own. In the embedded default the worker shares its process with the
 * API and the socket, and a 25 kB GIF of 6000 × 6000 decodes to ~150 MB: here that memory is the image
 * process's, returned to the system when it recycles, and its threads run at a lower priority with one
 * core left to the loops that serve everyone. A crash of the decoder (or the system killing it for its
 * memory) fails the job it was running with an ordinary error, so the queue retries it, and the next job
 * starts a new process.
 */
export function createRenderProcess(): RenderProcess {
  let child: ChildProcess | null = null;
  let closed = false;
  let idle: (() => void) | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: RenderedUpload) => void; reject: (error: Error) => void }>();
  const threads = String(Math.max(1, availableParallelism() - 1));

  const start = (): ChildProcess => {
    if (child) return child;
    const started = fork(entry, [], {
      execArgv: sourceMode ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      // glibc gives each of libvips's threads its own malloc arenas, which keep a decode's memory long after it is
      // freed (sharp's documentation recommends fewer arenas, or jemalloc): two keep the process near what it uses.
      env: { ...process.env, UV_THREADPOOL_SIZE: threads, MALLOC_ARENA_MAX: '2' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (started.pid) {
      try {
        setPriority(started.pid, BACKGROUND_NICE);
      } catch {
        // Not allowed here: it runs at the worker's own priority.
      }
    }
    started.on('message', (answer: RenderAnswer) => {
      const call = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) idle?.();
      if (!call) return;
      if (answer.ok)
        call.resolve({
          result: {
            ...answer.result,
            renditions: answer.result.renditions.map((r) => ({ ...r, data: Buffer.from(r.data) })),
            frames: answer.result.frames.map((f) => ({ ...f, data: Buffer.from(f.data) })),
          },
          clean: { data: Buffer.from(answer.clean.data), contentType: answer.clean.contentType },
        });
      else if ('failure' in answer) call.reject(new AssetFailure(answer.failure));
      else call.reject(new Error(`the image process failed: ${answer.error}`));
    });
    const lost = (why: string) => {
      if (child !== started) return;
      child = null;
      for (const call of pending.values()) call.reject(new Error(`the image process stopped (${why})`));
      pending.clear();
      idle?.();
    };
    started.on('exit', (code, signal) => lost(signal ?? `exit ${code}`));
    started.on('disconnect', () => lost('recycled'));
    started.on('error', (error) => lost(error.message));
    child = started;
    return started;
  };

  return {
    render: (original, spec) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the image process is closing'));
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        const request: RenderRequest = { id, original, spec: { pipeline: spec.pipeline, rows: spec.rows, columns: spec.columns } };
        start().send(request, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      }),
    pid: () => child?.pid,
    close: async (options = {}) => {
      closed = true;
      if (pending.size > 0 && !options.abandon) await new Promise<void>((resolve) => (idle = resolve));
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
