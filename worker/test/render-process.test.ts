import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BACKGROUND_NICE } from '@tablecraft/platform';
import { AssetFailure, FAILURE_REASONS } from '../src/assets/render.ts';
import { createRenderProcess, type RenderProcess } from '../src/assets/render-process.ts';
import { makePng } from '../../testing/uploads-images.ts';

// Images are decoded in a process of their own, at a lower priority: what decoding costs is never paid in
// the memory or the cores of the process that serves players (the embedded default runs every service in one).

let renderer: RenderProcess | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

/** The most memory a process has held resident (MB), from /proc/<pid>/status. */
const peakMegabytesOf = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The nice value of a process, from /proc/<pid>/stat (field 19). */
const niceOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe('the image process', () => {
  it('renders in another process, at a lower priority, the same images as rendering here', async () => {
    renderer = createRenderProcess();
    const png = await makePng(640, 480);
    const { result, clean } = await renderer.render(png, { pipeline: 'sheet', rows: 2, columns: 2 });
    const pid = renderer.pid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(niceOf(pid!)).toBe(Math.max(niceOf(process.pid), BACKGROUND_NICE));
    expect(result).toMatchObject({ width: 640, height: 480 });
    expect(result.renditions.map((r) => r.name)).toEqual(['thumb', '256', '1024', '2048']);
    expect(result.frames).toHaveLength(4);
    // Buffers come back as Buffers, and they are real images.
    expect(Buffer.isBuffer(clean.data)).toBe(true);
    expect((await sharp(result.frames[3]!.data).metadata()).format).toBe('webp');
    expect((await sharp(clean.data).metadata()).width).toBe(640);
  });

  it('reports an unusable image as the permanent failure it is, and goes on rendering', async () => {
    renderer = createRenderProcess();
    const refused = renderer.render(Buffer.from('not an image at all'), { pipeline: 'image', rows: null, columns: null });
    await expect(refused).rejects.toBeInstanceOf(AssetFailure);
    await expect(refused).rejects.toMatchObject({ reason: FAILURE_REASONS.unreadable });
    const { result } = await renderer.render(await makePng(64, 64), { pipeline: 'avatar', rows: null, columns: null });
    expect(result.width).toBe(64);
  });

  it('fails the render under way with a retryable error when the process dies, and starts a new one for the next', async () => {
    renderer = createRenderProcess();
    await renderer.render(await makePng(32, 32), { pipeline: 'image', rows: null, columns: null });
    const first = renderer.pid()!;
    const running = renderer.render(await makePng(4000, 3000), { pipeline: 'sheet', rows: 10, columns: 10 });
    process.kill(first, 'SIGKILL');
    const error = await running.then(
      () => null,
      (reason: unknown) => reason,
    );
    // Either it finished before the signal landed, or it failed as a transient error the queue retries.
    if (error !== null) {
      expect(error).not.toBeInstanceOf(AssetFailure);
      expect(String(error)).toMatch(/image process stopped/);
    }
    const { result } = await renderer.render(await makePng(32, 32), { pipeline: 'image', rows: null, columns: null });
    expect(result.width).toBe(32);
    expect(renderer.pid()).not.toBe(first);
  });

  it('holds one image at a time: the 6000 × 6000 GIF of the finding, twice at once, stays far under its former 730 MB', async () => {
    // 25 kB of one colour that declares 36 megapixels: the GIF that peaked the image process at ~730 MB.
    const gif = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer();
    expect(gif.length).toBeLessThan(30_000);
    renderer = createRenderProcess();
    const spec = { pipeline: 'image', rows: null, columns: null } as const;
    const [first, second] = await Promise.all([renderer.render(gif, spec), renderer.render(gif, spec)]);
    const peak = peakMegabytesOf(renderer.pid()!);
    for (const { result, clean } of [first, second]) {
      expect(result).toMatchObject({ width: 6000, height: 6000 });
      expect(clean.contentType).toBe('image/gif');
    }
    // The first frame decoded once (a 144 MB frame at 4 bytes a pixel) and the GIF copied without decoding,
    // one image after the other; the process itself (loaded through tsx here) is ~100 MB.
    expect(peak).toBeLessThan(400);
  });

  it('lets renders under way finish when closing, then stops the process and takes no more', async () => {
    renderer = createRenderProcess();
    const running = renderer.render(await makePng(800, 600), { pipeline: 'image', rows: null, columns: null });
    const pid = renderer.pid()!;
    const closing = renderer.close();
    await expect(running).resolves.toMatchObject({ result: { width: 800 } });
    await closing;
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(renderer.render(await makePng(8, 8), { pipeline: 'image', rows: null, columns: null })).rejects.toThrow(/closing/);
  });
});
