import type { Logger, Pool, PubSub } from '@tablecraft/platform';
import type { Redis } from 'ioredis';
import type { SocketConfig } from './config.ts';

/** What the socket service needs, built once by main.ts or the embedded launcher. */
export interface SocketServices {
  config: SocketConfig;
  logger: Logger;
  pool: Pool;
  pubsub: PubSub;
  redis?: Redis;
}
