import { z } from 'zod';
import { blobStoreEnv, envVars } from '@tablecraft/core/config';

/** Every variable the API reads; documented in .env.example. */
export const apiConfigSchema = z.object({
  NODE_ENV: envVars.nodeEnv(),
  LOG_LEVEL: envVars.logLevel(),
  PORT: envVars.port(4000),
  DATABASE_URL: z.string().min(1, 'is required (for example postgres://user@host:5432/tablecraft)'),
  REDIS_URL: z.string().optional(),
  PUBLIC_WEB_URL: envVars.url().default('http://localhost:8080'),
  CORS_ORIGINS: envVars.list().optional(),
  /**
   * How many proxies in front of the API add an X-Forwarded-For entry (the ingress depth): the client
   * address is that many entries from the right, so addresses a client writes itself are never believed.
   * 0 (or false) trusts none; true means 1, as before.
   */
  TRUST_PROXY: envVars.proxyHops(),
  /** GraphQL allowance per address and per account each minute, in cost points (a plain query is 1–5). */
  GRAPHQL_POINTS_PER_MINUTE: z.coerce.number().int().positive().default(6_000),
  /** Revisions one account may publish each hour. */
  PUBLISHES_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** New guests (people at a table without an account) the whole site makes each hour, from every network together. */
  GUESTS_PER_HOUR: z.coerce.number().int().positive().default(1_000),
  /** Publish sample games when no public game exists (docs/TEMPLATES.md); unset means yes, except under NODE_ENV=test. */
  SAMPLE_GAMES: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .transform((value) => ['true', '1', 'yes'].includes(value))
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tablecraft <no-reply@tablecraft.local>'),
  ...blobStoreEnv,
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;

/** Origins allowed to call the API with credentials: the web app, plus any listed explicitly (shared with /socket). */
export { allowedOrigins } from '@tablecraft/core/config';
