// Runs a service's own entry point (`<service>/src/main.ts`) as a separate process, the way its container
// runs it, for the operator-facing tests: metrics, fail-fast configuration, readiness and key prefixes.
import { spawn, type ChildProcess } from 'node:child_process';
import { serviceEntry, type ServiceName } from '../../testing/service-bundles.ts';
import { freePort } from '../../testing/socket-process.ts';

export type { ServiceName };

export interface ServiceProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

function launch(
  service: ServiceName,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, serviceEntry(service), {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the service and waits until its /healthz answers (its port: PORT, or HEALTH_PORT for the worker). */
export async function startService(service: ServiceName, env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const { child, output, exited } = launch(service, { ...env, [service === 'worker' ? 'HEALTH_PORT' : 'PORT']: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${service} did not answer /healthz:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the service expecting it to exit by itself; resolves with its exit code and output, or null after `timeoutMs`. */
export async function runToExit(
  service: ServiceName,
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; output: string } | null> {
  const port = await freePort();
  const { child, output, exited } = launch(service, { ...env, PORT: String(port), HEALTH_PORT: String(port) });
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  const result = await Promise.race([exited, timer]);
  if (result === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    return null;
  }
  return { code: result, output: output() };
}

/** The value of one series of a Prometheus text exposition (labels matched as given), or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}
