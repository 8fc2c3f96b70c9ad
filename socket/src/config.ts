import { z } from 'zod';
import { envVars } from '@tablecraft/core/config';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every variable the socket service reads; documented in .env.example. */
export const socketConfigSchema = z.object({
  NODE_ENV: envVars.nodeEnv(),
  LOG_LEVEL: envVars.logLevel(),
  PORT: envVars.port(4001),
  DATABASE_URL: z.string().min(1, 'is required (for example postgres://user@host:5432/tablecraft)'),
  REDIS_URL: z.string().optional(),
  PUBLIC_WEB_URL: envVars.url().default('http://localhost:8080'),
  CORS_ORIGINS: envVars.list().optional(),
  // Proxies in front of the socket (the ingress): the client's address for per-IP caps is that many
  // entries from the end of X-Forwarded-For. The same setting as the API's.
  TRUST_PROXY: envVars.proxyHops(),
  // Connection lifecycle: a ping every SOCKET_HEARTBEAT_MS (a peer that misses two is cut), and a hello
  // due within SOCKET_HELLO_TIMEOUT_MS of connecting.
  SOCKET_HEARTBEAT_MS: positiveInt(15_000),
  SOCKET_HELLO_TIMEOUT_MS: positiveInt(5_000),
  // Caps, so a flood of idle connections cannot use up the process's file descriptors: WebSocket
  // connections in all, those that have not said hello yet, and those from one client address.
  SOCKET_MAX_CONNECTIONS: positiveInt(10_000),
  SOCKET_MAX_PENDING: positiveInt(1_000),
  SOCKET_MAX_PENDING_PER_IP: positiveInt(50),
});

export type SocketConfig = z.infer<typeof socketConfigSchema>;
