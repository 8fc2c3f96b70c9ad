import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '@tablecraft/platform';
import { runProduct, type RunningProduct } from '../../scripts/lib/run-product.ts';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { openSocket } from '../../testing/socket-client.ts';
import { freePort, startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// About 20,000 idle connections used to exhaust the socket process's file descriptors (20,000 here), and
// with them /healthz (so the orchestrator restarts a process full of players) and every new player.
// Half are TCP connections that never send a byte, half WebSocket upgrades that never say hello; each
// half comes from its own process, as this one may hold only 20,000 descriptors too.
type FloodCounts = {
  phase: string;
  tried: number;
  open: number;
  upgraded: number;
  refused: Record<string, number>;
  closedByServer: number;
  errors: number;
};

const floods: ChildProcess[] = [];
afterAll(() => {
  for (const flood of floods) flood.kill('SIGKILL');
});

function startFlood(port: number, mode: 'tcp' | 'ws', count: number): { child: ChildProcess; tried: Promise<FloodCounts> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'testing/connection-flood.ts', mode, '127.0.0.1', String(port), String(count)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  floods.push(child);
  const lines = createInterface({ input: child.stdout! });
  const tried = new Promise<FloodCounts>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as FloodCounts));
    child.once('exit', (code) => reject(new Error(`flood ${mode} exited with ${code}`)));
  });
  return { child, tried };
}

/** Sends `request` every 100 ms until stopped, each once the one before was answered; counts answers and failures. */
function probe(request: () => Promise<Response>) {
  let answered = 0;
  const failures: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const response = await request();
        if (!response.ok) failures.push(`status ${response.status}`);
        await response.arrayBuffer();
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
      }
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { answered, failures };
    },
  };
}

/**
 * Every probe sent during the flood was answered, and answered well. With the descriptors used up the
 * service does not answer at all: a probe then fails (refused or reset), or never returns and stop() waits
 * until the test's timeout fails it. How fast it answers is the benchmarks' to say.
 */
const expectAnsweredThroughout = ({ answered, failures }: { answered: number; failures: string[] }) => {
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(5);
};

describe('the socket service on its own port (cluster)', () => {
  let t: TestApi;
  let socketProcess: SocketProcess;
  let setup: Awaited<ReturnType<typeof createCardRoom>>;
  beforeAll(async () => {
    t = await startTestApi();
    // Lower caps than the defaults, so that both ways of refusing are used: 503 at the upgrade, and the
    // oldest silent TCP connections closed to make room for new ones.
    socketProcess = await startSocketProcess({
      DATABASE_URL: t.db.url,
      REDIS_URL: inject('redisUrl'),
      SOCKET_MAX_CONNECTIONS: '3000',
      SOCKET_MAX_PENDING: '500',
    });
    setup = await createCardRoom(t);
  }, 60_000);
  afterAll(async () => {
    await socketProcess?.stop();
    await t?.close();
  });

  it('keeps answering /healthz and letting players in while 20,000 idle connections arrive', async () => {
    const health = probe(() => fetch(`http://127.0.0.1:${socketProcess.port}/healthz`, { signal: AbortSignal.timeout(5_000) }));
    const tcp = startFlood(socketProcess.port, 'tcp', 10_000);
    const ws = startFlood(socketProcess.port, 'ws', 10_000);
    const [tcpCounts, wsCounts] = await Promise.all([tcp.tried, ws.tried]);

    // A player (from another address, as the flood fills its own address's allowance) still gets in and plays.
    const alice = await openSocket(socketProcess.url, setup.alice.cookie, { localAddress: '127.0.0.2' });
    alice.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: 'alice-tab-0123456789' });
    const welcome = await alice.waitFor<{ view: { seats: Array<{ id: string }> } }>((m) => m.kind === 'welcome');
    alice.send({ kind: 'op', clientSeq: 1, op: { type: 'claimSeat', seatId: welcome.view.seats[0]!.id } });
    await alice.waitFor((m) => m.kind === 'ack');
    alice.close();

    expectAnsweredThroughout(await health.stop());
    for (const flood of [tcp.child, ws.child]) flood.stdin!.end();
    // The server refused upgrades beyond its caps (503), and shed silent TCP connections beyond its limit.
    expect(wsCounts.refused['503'] ?? 0).toBeGreaterThan(0);
    expect(tcpCounts.closedByServer).toBeGreaterThan(0);
  }, 180_000);
});

describe('the socket gateway on the API port (embedded, as npm start runs it)', () => {
  let db: TestDatabase;
  let product: RunningProduct;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-flood-'));
    port = await freePort();
    product = await runProduct({
      databaseUrl: db.url,
      dataDir,
      apiPort: port,
      webPort: await freePort(),
      env: { SOCKET_MAX_CONNECTIONS: '500', SOCKET_MAX_PENDING: '100' },
      logger: createLogger('flood-test', { level: 'warn', pretty: false }),
    });
  }, 60_000);
  afterAll(async () => {
    await product?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // The socket shares the API's port here: its caps must also keep GraphQL answering.
  it('keeps answering /healthz and GraphQL while idle connections flood the shared port', async () => {
    const health = probe(() => fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }));
    const graphql = probe(() =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
        signal: AbortSignal.timeout(5_000),
      }),
    );
    const tcp = startFlood(port, 'tcp', 4_000);
    const ws = startFlood(port, 'ws', 4_000);
    const [tcpCounts, wsCounts] = await Promise.all([tcp.tried, ws.tried]);
    expectAnsweredThroughout(await health.stop());
    expectAnsweredThroughout(await graphql.stop());
    for (const flood of [tcp.child, ws.child]) flood.stdin!.end();
    expect(wsCounts.refused['503'] ?? 0).toBeGreaterThan(0);
    expect(tcpCounts.closedByServer).toBeGreaterThan(0);
  }, 180_000);
});
