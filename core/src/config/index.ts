import { z } from 'zod';

/** Environment as a plain record; only the keys a service reads matter. */
export type Env = Record<string, string | undefined>;

/** A configuration problem, one per bad or missing variable, ready to print as one line. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => `${p.variable}: ${p.message}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Replaces `NAME_FILE` with the contents of that file under `NAME`, for the variables a service reads,
 * so Kubernetes secrets mounted as files work like plain variables. Other `*_FILE` variables in the
 * environment (other programs' settings) are left alone. The reader is injected because core does no I/O.
 */
export function resolveFileSecrets(
  env: Env,
  names: readonly string[],
  readFile: (path: string) => string,
): { env: Env; problems: ConfigProblem[] } {
  const resolved: Env = { ...env };
  const problems: ConfigProblem[] = [];
  for (const name of names) {
    const key = `${name}_FILE`;
    const path = env[key];
    if (!path) continue;
    if (env[name]) {
      problems.push({ variable: key, message: `set both ${name} and ${key}; use one` });
      continue;
    }
    try {
      resolved[name] = readFile(path).trim();
    } catch {
      problems.push({ variable: key, message: `cannot read the file ${path}` });
    }
  }
  return { env: resolved, problems };
}

/** Validates an environment against a zod object schema and returns typed config or one problem per variable. */
export function parseConfig<S extends z.ZodObject>(
  schema: S,
  env: Env,
): { ok: true; config: z.infer<S> } | { ok: false; problems: ConfigProblem[] } {
  // Empty strings mean "unset": shells and Helm templates often render absent values that way.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return { ok: true, config: result.data };
  const problems = result.error.issues.map((issue) => ({
    variable: String(issue.path[0] ?? '(environment)'),
    message: issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
  }));
  return { ok: false, problems };
}

/** Schema helpers shared by every service's config so variables mean the same everywhere. */
export const envVars = {
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  url: () => z.url({ message: 'must be a URL' }),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .transform((value) => ['true', '1', 'yes'].includes(value))
      .default(fallback),
  /**
   * TRUST_PROXY: how many reverse proxies (ingress, load balancer) stand in front of the service, so the
   * client's address is that many entries from the end of X-Forwarded-For. `true` means one, `false` none.
   */
  proxyHops: () =>
    z
      .string()
      .trim()
      .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be a number of proxies (0 for none)')
      .transform((value) => (['true', 'yes'].includes(value) ? 1 : ['false', 'no'].includes(value) ? 0 : Number(value)))
      .default(0),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  nodeEnv: () => z.enum(['development', 'production', 'test']).default('development'),
  list: () =>
    z.string().transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
};

/**
 * Origins a browser may call the services from with its cookies: the web app (PUBLIC_WEB_URL), plus any
 * listed in CORS_ORIGINS. One rule for the API's CORS, the GraphQL WebSocket and the room socket.
 */
export function allowedOrigins(config: { PUBLIC_WEB_URL: string; CORS_ORIGINS?: string[] | undefined }): string[] {
  return [...new Set([new URL(config.PUBLIC_WEB_URL).origin, ...(config.CORS_ORIGINS ?? [])])];
}

/** The object store variables, read the same way by every service that touches blobs. */
export const blobStoreEnv = {
  DATA_DIR: z.string().default('.data'),
  S3_ENDPOINT: envVars.url().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('tablecraft'),
  S3_REGION: z.string().default('us-east-1'),
  S3_USE_SSL: envVars.bool(false),
  // Namespace of this installation's Redis keys (job queues, rate limits); api and worker must agree.
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/, 'must be letters, digits, - or _')
    .default('tablecraft'),
};
