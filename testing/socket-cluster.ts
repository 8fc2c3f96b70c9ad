import { afterAll, beforeAll, inject } from 'vitest';
import { createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';
import type { Redis } from 'ioredis';
import { startTestApi, type TestApi } from './api.ts';
import { PROTOCOL_VERSION } from '@tablecraft/core/play';
import { openSocket, type TestSocket } from './socket-client.ts';
import { startSocketProcess, type SocketProcess } from './socket-process.ts';

export interface SocketCluster {
  /** The API, publishing through the same Redis as the socket processes. */
  t: TestApi;
  one: SocketProcess;
  two: SocketProcess;
  /** Sockets a test opens; closed after the file's tests. */
  sockets: TestSocket[];
  /** Opens a socket on one process, says hello to a room as the browser does, and waits for the welcome. */
  join<W extends { kind: string }>(url: string, cookie: string | undefined, code: string): Promise<{ socket: TestSocket; welcome: W }>;
}

/**
 * The cluster topology for one test file: the API and two socket processes on the real Redis and the
 * file's own Postgres, as in production. Registers the file's beforeAll and afterAll; the fields are set
 * once beforeAll has run.
 */
export function useSocketCluster(): SocketCluster {
  const sockets: TestSocket[] = [];
  let tabs = 0;
  const cluster = {
    sockets,
    async join<W extends { kind: string }>(url: string, cookie: string | undefined, code: string) {
      const socket = await openSocket(url, cookie);
      sockets.push(socket);
      socket.send({ kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: code, clientId: `test-tab-${++tabs}-${Date.now()}` });
      const welcome = await socket.waitFor<W>((m) => m.kind === 'welcome' || m.kind === 'error');
      if (welcome.kind !== 'welcome') throw new Error(`not welcomed: ${JSON.stringify(welcome)}`);
      return { socket, welcome };
    },
  } as SocketCluster;
  let redis: Redis | undefined;
  let pubsub: PubSub | undefined;
  beforeAll(async () => {
    redis = createRedis(inject('redisUrl'));
    pubsub = createRedisPubSub(redis);
    cluster.t = await startTestApi({ pubsub });
    const env = { DATABASE_URL: cluster.t.db.url, REDIS_URL: inject('redisUrl') };
    [cluster.one, cluster.two] = await Promise.all([startSocketProcess(env), startSocketProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of cluster.sockets) socket.close();
    await Promise.all([cluster.one?.stop(), cluster.two?.stop()]);
    await cluster.t?.close();
    await pubsub?.close();
    redis?.disconnect();
  });
  return cluster;
}
