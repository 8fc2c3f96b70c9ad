// The worker's real entry point in its own process (node with tsx's loader, so signals hit the worker
// itself), for the tests that kill or roll it: crash recovery, rollouts, repair.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { assetKeys, type Queryable } from '@tablecraft/platform';
import { freePort } from './socket-process.ts';
import type { TestS3 } from './s3.ts';
import { serviceEntry } from './service-bundles.ts';
import { makePng } from './uploads-images.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  output: () => string;
}

export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, serviceEntry('worker'), {
    cwd: root,
    // Only what the worker needs: the service reads every *_FILE variable as a secret file.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HEALTH_PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** An uploaded image waiting for the pipeline: its original in the bucket, its row pending. */
export async function pendingImageAsset(db: Queryable, s3: TestS3, ownerId: string): Promise<string> {
  const id = randomUUID();
  const original = await makePng(400, 300);
  await s3.store.put(assetKeys.original(id), original, { contentType: 'image/png' });
  await db.query(
    `INSERT INTO assets (id, owner_id, pipeline, original_key, content_type, byte_size) VALUES ($1, $2, 'image', $3, 'image/png', $4)`,
    [id, ownerId, assetKeys.original(id), original.length],
  );
  return id;
}
