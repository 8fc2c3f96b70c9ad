import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createMemoryPubSub, type Logger, type PubSub } from '@tablecraft/platform';
import { apiConfigSchema, createApiServices, startApi, type ApiServices, type RunningApi } from '@tablecraft/api';
import type { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { randomIp } from './addresses.ts';

export interface TestApi {
  url: string;
  db: TestDatabase;
  services: ApiServices;
  api: RunningApi;
  /** POSTs a GraphQL operation as the web client does (JSON body), optionally with a cookie. */
  graphql: <T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ) => Promise<GraphQLResult<T>>;
  close: () => Promise<void>;
}

// In a module of its own so scripts outside the test runner (benchmarks) can use it too.
export { randomIp };

export interface GraphQLResult<T> {
  status: number;
  body: {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } & Record<string, unknown> }>;
  };
  setCookie: string[];
}

/** Starts a real API on a free port against a fresh database copied from the test template. */
export async function startTestApi(
  options: {
    env?: Record<string, string>;
    pubsub?: PubSub;
    redis?: Redis;
    paceRules?: Parameters<typeof startApi>[1]['paceRules'];
    /** Where the API logs; silent unless a test reads what it logs. */
    logger?: Logger;
  } = {},
): Promise<TestApi> {
  const db = await createTestDatabase();
  // Each API writes its files, and the mail it sends (sign-up links, resets), into a data folder of its
  // own unless the test names one, so no test reads another's mail.
  const ownDataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'tablecraft-api-'));
  // Behind a trusted proxy, each request can claim its own client IP: tests of one feature do not
  // trip the per-IP rate limits of another unless they mean to (by sending the same x-forwarded-for).
  const config = apiConfigSchema.parse({
    DATABASE_URL: db.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...options.env,
  });
  const services = createApiServices(config, {
    logger: options.logger ?? createLogger('api-test', { level: 'silent', pretty: false }),
    pool: db.pool,
    pubsub: options.pubsub ?? createMemoryPubSub(),
    redis: options.redis,
  });
  const api = await startApi(services, { port: 0, host: '127.0.0.1', paceRules: options.paceRules });
  const address = api.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    db,
    services,
    api,
    graphql: async (query, variables, requestOptions = {}) => {
      const response = await fetch(`${url}/graphql`, {
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
        body: (await response.json()) as GraphQLResult<never>['body'],
        setCookie: response.headers.getSetCookie(),
      };
    },
    close: async () => {
      await api.close();
      await db.drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** The data of an operation that must succeed, sent with a session cookie; any error fails the test with its text. */
export async function graphqlData<T = Record<string, unknown>>(
  t: TestApi,
  query: string,
  variables: Record<string, unknown>,
  cookie?: string,
): Promise<T> {
  const result = await t.graphql<T>(query, variables, cookie ? { cookie } : {});
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data!;
}
