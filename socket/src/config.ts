import { z } from 'zod';
import { envVars } from '@tablecraft/core/config';

/** Every variable the socket service reads; documented in .env.example. */
export const socketConfigSchema = z.object({
  NODE_ENV: envVars.nodeEnv(),
  LOG_LEVEL: envVars.logLevel(),
  PORT: envVars.port(4001),
  DATABASE_URL: z.string().min(1, 'is required (for example postgres://user@host:5432/tablecraft)'),
  REDIS_URL: z.string().optional(),
  PUBLIC_WEB_URL: envVars.url().default('http://localhost:8080'),
  CORS_ORIGINS: envVars.list().optional(),
});

export type SocketConfig = z.infer<typeof socketConfigSchema>;
