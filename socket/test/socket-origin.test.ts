import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '@tablecraft/platform';
import { runProduct, type RunningProduct } from '../../scripts/lib/run-product.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { freePort, startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';

// Browsers send the session cookie on a cross-site WebSocket handshake (a sibling origin that receives
// it, a page on a shared parent domain): /socket must refuse foreign origins before it upgrades, as the
// GraphQL WebSocket does. Programs that send no Origin (benchmarks, servers) are not browsers and connect.
const WEB = 'http://play.example.test:8080';
const PARTNER = 'https://partner.example.test';
const ORIGIN_ENV = { PUBLIC_WEB_URL: WEB, CORS_ORIGINS: PARTNER };

/** The HTTP status of a WebSocket handshake: 101 when it upgraded, else what the server answered. */
function handshakeStatus(url: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

const expectOriginRules = async (url: string, web: string) => {
  expect(await handshakeStatus(url, 'https://evil.example.test')).toBe(403);
  // Same host, other scheme: another origin.
  expect(await handshakeStatus(url, web.replace('http:', 'https:'))).toBe(403);
  expect(await handshakeStatus(url, 'null')).toBe(403);
  expect(await handshakeStatus(url, web)).toBe(101);
  expect(await handshakeStatus(url, PARTNER)).toBe(101);
  expect(await handshakeStatus(url)).toBe(101);
};

describe('the socket service on its own port (cluster)', () => {
  let db: TestDatabase;
  let socket: SocketProcess;
  beforeAll(async () => {
    db = await createTestDatabase();
    socket = await startSocketProcess({ DATABASE_URL: db.url, REDIS_URL: inject('redisUrl'), ...ORIGIN_ENV });
  }, 60_000);
  afterAll(async () => {
    await socket?.stop();
    await db?.drop();
  });

  it('refuses a foreign Origin with 403 before upgrading, and accepts the allowed origins and no Origin', () =>
    expectOriginRules(socket.url, WEB));
});

describe('the socket gateway on the API port (embedded, as npm start runs it)', () => {
  let db: TestDatabase;
  let product: RunningProduct;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-origin-'));
    product = await runProduct({
      databaseUrl: db.url,
      dataDir,
      apiPort: await freePort(),
      webPort: await freePort(),
      env: ORIGIN_ENV,
      logger: createLogger('origin-test', { level: 'warn', pretty: false }),
    });
  }, 60_000);
  afterAll(async () => {
    await product?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a foreign Origin with 403 before upgrading, and accepts the allowed origins and no Origin', () =>
    // npm start serves the web app itself, so its own address is the allowed web origin.
    expectOriginRules(product.socketUrl, product.webUrl));
});
