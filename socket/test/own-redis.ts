import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../testing/socket-process.ts';

/** A redis-server of a test's own on a spare loopback port, so it can be killed, flushed and restarted empty. */
export interface OwnRedis {
  url: string;
  /** Starts it (again: empty, as it keeps nothing on disk). */
  start(): Promise<void>;
  kill(): Promise<void>;
  flushAll(): Promise<void>;
}

export async function ownRedis(port?: number): Promise<OwnRedis> {
  const redisPort = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const answers = async () => {
    const client = new Redis({ port: redisPort, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  return {
    url: `redis://127.0.0.1:${redisPort}`,
    async start() {
      child = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 100; i++) {
        if (await answers()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('redis-server did not start');
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async flushAll() {
      const client = new Redis({ port: redisPort, host: '127.0.0.1' });
      await client.flushall();
      client.disconnect();
    },
  };
}
