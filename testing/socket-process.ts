import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { serviceEntry } from './service-bundles.ts';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SocketProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Kills the process at once (SIGKILL): no drain, no snapshot. */
  kill(): Promise<void>;
  /** Stops it the way Kubernetes does (SIGTERM) and waits. */
  stop(): Promise<void>;
}

/**
 * The socket image's command line (the CMD of the root Dockerfile's `socket` stage): node's flags, and
 * the script it runs.
 */
export function socketImageCommand(dockerfile = readFileSync('Dockerfile', 'utf8')): { flags: string[]; script: string } {
  const stage = dockerfile.split(/^(?=FROM )/m).find((part) => /^FROM \S+ AS socket\s*$/m.test(part.split('\n')[0] ?? '')) ?? '';
  const cmd = [...stage.matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
  const args = cmd ? (JSON.parse(cmd) as string[]).slice(1) : [];
  return { flags: args.filter((arg) => arg.startsWith('--')), script: args.at(-1) ?? 'socket/dist/main.js' };
}

/**
 * The V8 flags the socket's image starts node with (minus source maps, which tsx maps itself), so the
 * processes tests start from the sources collect garbage as the cluster's do.
 */
export function socketImageNodeFlags(dockerfile?: string): string[] {
  return socketImageCommand(dockerfile).flags.filter((arg) => arg !== '--enable-source-maps');
}

/** Runs the socket service as its own process (`socket/src/main.ts`), as it runs in the cluster. */
export async function startSocketProcess(
  env: { DATABASE_URL: string; REDIS_URL: string } & Record<string, string>,
  options: { built?: boolean; nodeFlags?: string[]; script?: string } = {},
): Promise<SocketProcess> {
  const port = await freePort();
  // SOCKET_CPU_PROF_DIR=dir writes each process's CPU profile there when it stops (benchmarks).
  const profile = process.env.SOCKET_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOCKET_CPU_PROF_DIR}`] : [];
  // SOCKET_NODE_FLAGS="--max-semi-space-size=32" tries V8 flags on the processes (benchmarks); they come
  // after the image's, so they win.
  const flags = [...(process.env.SOCKET_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []), ...(options.nodeFlags ?? [])];
  // built: the bundle (from `npm run build -w socket`, or `script`: another build of it) with the image's own
  // command line; otherwise what the test run built (testing/service-bundles.ts), or the sources through tsx.
  const image = socketImageCommand();
  const args = options.built
    ? [...image.flags, ...profile, ...flags, options.script ?? image.script]
    : [...socketImageNodeFlags(), ...profile, ...flags, ...serviceEntry('socket')];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: options.built ? 'production' : 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url: `ws://127.0.0.1:${port}/socket`,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
