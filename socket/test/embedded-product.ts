import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../testing/socket-process.ts';
import { randomIp, type GraphQLResult, type TestApi } from '../../testing/api.ts';

/**
 * `npm start` (scripts/start.ts) as a person runs it: embedded Postgres in `dataDir`, in-process pub/sub,
 * in a process group of its own, so a test can send the group what a terminal's Ctrl+C or a `kill -9` of
 * the group sends.
 */
export interface EmbeddedProduct {
  apiUrl: string;
  socketUrl: string;
  child: ChildProcess;
  /** Signals the product's whole process group and waits for its main process to exit. */
  signalGroup(signal: NodeJS.Signals): Promise<void>;
  /** The embedded postmaster's pid, from its pid file. */
  postmasterPid(): number;
  /** Enough of the test API's shape for the account and room fixtures: GraphQL at this product. */
  api: TestApi;
}

export async function startEmbeddedProduct(options: { dataDir: string; postgresPort: number; apiPort?: number }): Promise<EmbeddedProduct> {
  const apiPort = options.apiPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir,
      EMBEDDED_POSTGRES_PORT: String(options.postgresPort),
      API_PORT: String(apiPort),
      WEB_PORT: String(await freePort()),
      SKIP_WEB: '1',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let up = false;
  for (let attempt = 0; attempt < 600 && !up && child.exitCode === null; attempt++) {
    try {
      up = (await fetch(`${apiUrl}/readyz`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) throw new Error('the embedded product did not start');
  const graphql = async <T>(
    query: string,
    variables?: Record<string, unknown>,
    requestOptions: { cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomIp(),
        ...(requestOptions.cookie ? { cookie: requestOptions.cookie } : {}),
        ...requestOptions.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphQLResult<T>['body'],
      setCookie: response.headers.getSetCookie(),
    };
  };
  return {
    apiUrl,
    socketUrl: `ws://127.0.0.1:${apiPort}/socket`,
    child,
    signalGroup: async (signal) => {
      process.kill(-child.pid!, signal);
      await exited;
    },
    postmasterPid: () => Number.parseInt(readFileSync(join(options.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10),
    // The product writes its mail into its data folder, where signUpUser finds the sign-up link.
    api: { graphql, services: { config: { DATA_DIR: options.dataDir } } } as unknown as TestApi,
  };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
