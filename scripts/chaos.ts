// `npm run chaos`: the cluster topology on loopback (api, worker, two socket processes, and a Redis of its
// own on a spare port) under a load of rooms played by scripted tabs, while socket processes are killed
// with SIGKILL and Redis is restarted empty at random. It stops itself after CHAOS_SECONDS, lets every tab
// hear back about every op, and prints what was acknowledged, lost (must be 0), doubled (must be 0) and
// whether every tab converged on the room as the serial replay of its log. Exits 1 if any of that fails.
// ROOMS (default 12), CHAOS_SECONDS (default 60), OPS_PER_SECOND per tab (default 2), SEED change the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '@tablecraft/migrations';
import { createCardRoom } from '../testing/room-fixtures.ts';
import { randomIp, type GraphQLResult, type TestApi } from '../testing/api.ts';
import { freePort, startSocketProcess, type SocketProcess } from '../testing/socket-process.ts';
import { TEST_DATABASE_URL, databaseUrl } from '../testing/env.ts';
import { ownRedis } from '../socket/test/own-redis.ts';
import { replayRoom } from '../socket/test/replay.ts';
import { Tab, pieceOf } from '../socket/test/table.ts';

const ROOMS = Number(process.env.ROOMS ?? 12);
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const OPS_PER_SECOND = Number(process.env.OPS_PER_SECOND ?? 2);
let seed = Number(process.env.SEED ?? Date.now() % 100_000);
const startSeed = seed;
// A small deterministic generator, so a run can be repeated with SEED.
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not start`);
}

function service(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main(): Promise<number> {
  const database = `tablecraft_chaos_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-chaos-'));
  const children: ChildProcess[] = [];
  const sockets: SocketProcess[] = [];
  const redis = await ownRedis();
  const tabs: Tab[] = [];
  try {
    const pool = new pg.Pool({ connectionString: databaseUrl(database), max: 4 });
    await migrate(pool);
    await redis.start();
    const env = { DATABASE_URL: databaseUrl(database), REDIS_URL: redis.url, DATA_DIR: dataDir, TRUST_PROXY: 'true' };
    const apiPort = await freePort();
    const api = service('api/src/main.ts', { ...env, PORT: String(apiPort) });
    const worker = service('worker/src/main.ts', { ...env, HEALTH_PORT: String(await freePort()) });
    children.push(api, worker);
    await waitReady(`http://127.0.0.1:${apiPort}/readyz`, api, 'the api');
    sockets.push(...(await Promise.all([startSocketProcess(env), startSocketProcess(env)])));
    log(`seed ${startSeed}: api, worker, 2 socket processes and Redis on ${redis.url}; ${ROOMS} rooms for ${SECONDS} s`);

    const graphql = async <T>(query: string, variables?: Record<string, unknown>, options: { cookie?: string } = {}) => {
      const response = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        body: (await response.json()) as GraphQLResult<T>['body'],
        setCookie: response.headers.getSetCookie(),
      };
    };
    const urlOf = (i: number) => sockets[i]!.url;
    const rooms: Array<{ id: string; code: string; tabs: Tab[]; die: string; surfaceId: string }> = [];
    for (let r = 0; r < ROOMS; r++) {
      const setup = await createCardRoom({ graphql, services: { config: { DATA_DIR: dataDir } } } as unknown as TestApi);
      // Two tabs of one player (a second window) and one of another, spread over both processes.
      const roomTabs = [
        new Tab(urlOf(r % 2), setup.alice.cookie, setup.room.code),
        new Tab(urlOf((r + 1) % 2), setup.alice.cookie, setup.room.code),
        new Tab(urlOf((r + 1) % 2), setup.bob.cookie, setup.room.code),
      ];
      for (const tab of roomTabs) await tab.connect();
      const seats = roomTabs[0]!.welcome.view.seats;
      await roomTabs[0]!.act({ type: 'claimSeat', seatId: seats[0]!.id });
      await roomTabs[2]!.act({ type: 'claimSeat', seatId: seats[1]!.id });
      tabs.push(...roomTabs);
      rooms.push({
        id: setup.room.id,
        code: setup.room.code,
        tabs: roomTabs,
        die: pieceOf(roomTabs[0]!.welcome, 'die').id,
        surfaceId: roomTabs[0]!.welcome.view.surfaces[0]!.id,
      });
    }

    // A tab whose socket closed comes back after a moment, to a random process, and resends what it has not heard back about.
    let playing = true;
    const reconnecting = new Set<Tab>();
    const reconnect = async (tab: Tab) => {
      if (reconnecting.has(tab)) return;
      reconnecting.add(tab);
      try {
        for (let attempt = 0; ; attempt++) {
          await sleep(100 + random() * 400);
          try {
            await tab.reconnect(urlOf(Math.floor(random() * 2)));
            return;
          } catch {
            if (attempt > 50) throw new Error('a tab could not reconnect');
          }
        }
      } finally {
        reconnecting.delete(tab);
      }
    };
    const playTab = async (room: (typeof rooms)[number], tab: Tab) => {
      while (playing) {
        await sleep((1_000 / OPS_PER_SECOND) * (0.5 + random()));
        if (tab.socket.ws.readyState !== tab.socket.ws.OPEN) {
          await reconnect(tab);
          continue;
        }
        const kind = Math.floor(random() * 4);
        tab.send(
          kind === 0
            ? { type: 'roll', pieceId: room.die }
            : kind === 1
              ? { type: 'rotate', pieceId: room.die, direction: 1 }
              : kind === 2
                ? {
                    type: 'move',
                    pieceId: room.die,
                    to: { type: 'surface', surfaceId: room.surfaceId, x: Math.floor(random() * 500), y: Math.floor(random() * 300) },
                  }
                : { type: 'rotate', pieceId: room.die, direction: -1 },
        );
      }
    };
    const players = rooms.flatMap((room) => room.tabs.map((tab) => playTab(room, tab)));

    const chaos = { kills: 0, redisRestarts: 0, redisFlushes: 0 };
    const end = Date.now() + SECONDS * 1_000;
    while (Date.now() < end) {
      await sleep(3_000 + random() * 4_000);
      const event = random();
      if (event < 0.5) {
        const which = Math.floor(random() * 2);
        log(`kill -9 socket process ${which + 1}`);
        await sockets[which]!.kill();
        chaos.kills += 1;
        await sleep(500);
        sockets[which] = await startSocketProcess(env);
      } else if (event < 0.8) {
        log('restart Redis empty');
        await redis.kill();
        chaos.redisRestarts += 1;
        await sleep(300 + random() * 1_000);
        await redis.start();
      } else {
        log('FLUSHALL');
        await redis.flushAll();
        chaos.redisFlushes += 1;
      }
    }
    playing = false;
    await Promise.all(players);

    // Every tab hears back about every op it sent; one that hears nothing reconnects and resends.
    log('settling');
    for (let round = 0; round < 10 && tabs.some((tab) => tab.pending.size > 0); round++) {
      await Promise.all(
        tabs.map(async (tab) => {
          try {
            await Promise.all([...tab.pending.keys()].map((clientSeq) => tab.verdictOf(clientSeq, 5_000)));
          } catch {
            await reconnect(tab);
          }
        }),
      );
    }

    let acknowledged = 0;
    let lost = 0;
    let doubled = 0;
    let unanswered = 0;
    let converged = 0;
    for (const room of rooms) {
      const replayed = await replayRoom(pool, room.id);
      const logged = new Map(replayed.log.map((row) => [`${row.clientId.slice(row.clientId.indexOf(':') + 1)}#${row.clientSeq}`, row.seq]));
      const seqOwners = new Map<number, number>();
      for (const tab of room.tabs) {
        unanswered += tab.pending.size;
        for (const [clientSeq, verdict] of tab.verdicts) {
          if (verdict.kind !== 'ack') continue;
          acknowledged += 1;
          const seq = logged.get(`${tab.clientId}#${clientSeq}`);
          if (seq !== verdict.seq) lost += 1; // acknowledged under a number the log does not hold it at
          seqOwners.set(verdict.seq!, (seqOwners.get(verdict.seq!) ?? 0) + 1);
        }
      }
      // Two acknowledgements of one number, or one op logged twice (the unique key forbids it; counted anyway).
      doubled += [...seqOwners.values()].filter((count) => count > 1).length;
      doubled += replayed.log.length - logged.size;
      for (const tab of room.tabs) {
        const look = new Tab(urlOf(Math.floor(random() * 2)), tab.cookie, room.code);
        const welcome = await look.connect();
        look.close();
        const heard = tab.socket.messages
          .slice(tab.socket.messages.indexOf(tab.welcome) + 1)
          .filter((m) => m.kind === 'op' || m.kind === 'skip')
          .map((m) => m.seq as number);
        const inOrder = heard.every((seq, i) => seq === tab.welcome.seq + i + 1) && (heard.at(-1) ?? tab.welcome.seq) === replayed.seq;
        const sameView = welcome.seq === replayed.seq && isDeepStrictEqual(welcome.view, replayed.viewFor(welcome.seatId));
        if (inOrder && sameView) converged += 1;
        else
          log(
            `room ${room.code}: a tab did not converge (${inOrder ? '' : `heard ${heard.length} ops after its welcome at ${tab.welcome.seq}, head ${replayed.seq}; `}${sameView ? '' : 'a fresh view differs from the replay'})`,
          );
      }
    }
    await pool.end();
    log(
      `chaos: ${chaos.kills} socket processes killed (SIGKILL), Redis restarted empty ${chaos.redisRestarts} times, FLUSHALL ${chaos.redisFlushes} times`,
    );
    log(`acknowledged ops: ${acknowledged}`);
    log(`lost: ${lost}`);
    log(`doubled: ${doubled}`);
    log(`unanswered: ${unanswered}`);
    log(`clients converged: ${converged} of ${tabs.length}`);
    const ok = lost === 0 && doubled === 0 && unanswered === 0 && converged === tabs.length && acknowledged > 0;
    log(ok ? 'OK' : 'FAILED');
    return ok ? 0 : 1;
  } finally {
    for (const tab of tabs) tab.close();
    await Promise.all(sockets.map((s) => (s.child.exitCode === null ? s.stop() : undefined)));
    for (const child of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await redis.kill();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
