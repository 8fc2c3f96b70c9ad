import { spawn } from 'node:child_process';
import { join } from 'node:path';

const REPOSITORY = join(import.meta.dirname, '..');

/**
 * Runs a module's `main` in a child process (through tsx, from the repository's root) and reports how
 * long the process took to exit once main had resolved, or null when it was still running `graceMs`
 * later (then it is killed). A service's idle threads must never keep a process alive on their own:
 * otherwise a stopped product (a test run's teardown, a script) does not end.
 */
export function exitsWhenIdle(
  entry: string,
  args: string[] = [],
  options: { graceMs?: number; timeoutMs?: number } = {},
): Promise<{ afterMs: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let doneAt: number | null = null;
  return new Promise((resolve, reject) => {
    const kill = (why: string) => {
      child.kill('SIGKILL');
      if (doneAt === null) reject(new Error(`${entry} ${why}:\n${output}`));
      else resolve({ afterMs: null, output });
    };
    const overall = setTimeout(() => kill(`did not finish its work within ${options.timeoutMs ?? 60_000} ms`), options.timeoutMs ?? 60_000);
    let grace: NodeJS.Timeout | undefined;
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (doneAt === null && output.includes('main resolved')) {
          doneAt = Date.now();
          clearTimeout(overall);
          grace = setTimeout(() => kill('still running'), options.graceMs ?? 10_000);
        }
      });
    }
    child.once('exit', (code) => {
      clearTimeout(overall);
      if (grace) clearTimeout(grace);
      if (doneAt === null) return reject(new Error(`${entry} exited (${code}) before its work was done:\n${output}`));
      if (!child.killed) resolve({ afterMs: Date.now() - doneAt, output });
    });
  });
}
