import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { parseConfig, resolveFileSecrets, type ConfigProblem, type Env } from '@tablecraft/core/config';

/**
 * Reads and validates a service's configuration from the environment (with `*_FILE` secrets).
 * Returns problems instead of exiting so tests can check them; `loadConfigOrExit` is for entry points.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Env = process.env,
): { ok: true; config: z.infer<S> } | { ok: false; problems: ConfigProblem[] } {
  const secrets = resolveFileSecrets(env, Object.keys(schema.shape), (path) => readFileSync(path, 'utf8'));
  const parsed = parseConfig(schema, secrets.env);
  const problems = [...secrets.problems, ...(parsed.ok ? [] : parsed.problems)];
  if (problems.length > 0) return { ok: false, problems };
  return parsed;
}

/**
 * What a service running on its own in production must not do without: the embedded fallbacks (an
 * in-process queue and pub/sub, files on local disk) only work inside one process, so a cluster
 * deployment that silently used them would leave uploads pending forever and rooms split by instance.
 * Only variables the service reads are required (the socket has no blobs, migrations neither).
 */
export function productionProblems(schema: z.ZodObject, config: Record<string, unknown>): ConfigProblem[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: ConfigProblem[] = [];
  if ('REDIS_URL' in schema.shape && !config.REDIS_URL) {
    problems.push({ variable: 'REDIS_URL', message: 'is required in production (queues, pub/sub and rooms across instances need Redis)' });
  }
  if ('S3_ENDPOINT' in schema.shape && !config.S3_ENDPOINT) {
    problems.push({ variable: 'S3_ENDPOINT', message: 'is required in production (uploads need an object store every instance shares)' });
  }
  return problems;
}

/**
 * Entry-point variant for a service in its own process: prints one clear line per bad or missing
 * variable and exits with status 78 (configuration error). The embedded launcher uses loadConfig.
 */
export function loadConfigOrExit<S extends z.ZodObject>(service: string, schema: S, env: Env = process.env): z.infer<S> {
  const result = loadConfig(schema, env);
  const problems = result.ok ? productionProblems(schema, result.config as Record<string, unknown>) : result.problems;
  if (result.ok && problems.length === 0) return result.config;
  for (const problem of problems) console.error(`${service}: configuration: ${problem.variable} ${problem.message}`);
  process.exit(78);
}
