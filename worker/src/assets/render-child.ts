// The image process's code: decodes and re-encodes one upload at a time for the worker (render-process.ts).
// It runs in a process of its own so that decoding, however large within the pixel budget, is paid in
// this process's memory and at its lower priority, never in the memory or on the cores of the process
// that serves players.
import sharp from 'sharp';
import { AssetFailure, renderAsset, stripMetadata, type RenderSpec } from './render.ts';
import type { RenderAnswer, RenderOutcome, RenderRequest } from './render-process.ts';

// libvips's own threads: one per image operation, and the libuv pool (UV_THREADPOOL_SIZE, set by the
// parent) bounds how many operations run at once. The operation cache only helps repeated reads of one file.
sharp.concurrency(1);
sharp.cache(false);

/** After a job that left the process this large, it exits once idle and the next job starts a fresh one. */
const RECYCLE_RSS_BYTES = 512 * 1024 * 1024;
let waiting = 0;
// One image at a time, in the order asked: what the process holds is one image's decoding at most (the
// worker's jobs still read, write and record theirs side by side), so its memory is bounded by the largest
// image the pixel budget lets through, not by that times the jobs running.
let line: Promise<void> = Promise.resolve();

process.on('message', (request: RenderRequest) => {
  waiting += 1;
  // Answered by message, so nothing waits here; render() turns every failure into an answer, never a rejection.
  line = line.then(async () => {
    const answer = await render(Buffer.from(request.original), request.spec);
    waiting -= 1;
    process.send?.({ id: request.id, ...answer } as RenderAnswer);
    if (waiting === 0 && process.memoryUsage.rss() > RECYCLE_RSS_BYTES) process.disconnect();
  });
});

async function render(original: Buffer, spec: RenderSpec): Promise<RenderOutcome> {
  try {
    const result = await renderAsset(original, spec);
    const clean = await stripMetadata(original);
    return { ok: true, result, clean, pid: process.pid };
  } catch (error) {
    if (error instanceof AssetFailure) return { ok: false, failure: error.reason };
    return { ok: false, error: String((error as Error).message ?? error) };
  }
}
