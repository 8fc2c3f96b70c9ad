import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { parseConfig, resolveFileSecrets, type ConfigProblem, type Env } from '@tablecraft/core/config';

/**
 * Reads and validates a service's configuration from the environment (with `*_FILE` secrets).
 * Returns problems instead of exiting so tests can check them; `loadConfigOrExit` is for entry points.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): { ok: true; config: z.infer<S> } | { ok: false; problems: ConfigProblem[] } {
  const secrets = resolveFileSecrets(env, Object.keys(schema.shape), (path) => readFileSync(path, 'utf8'));
  const parsed = parseConfig(schema, secrets.env);
  const problems = [...secrets.problems, ...(parsed.ok ? [] : parsed.problems)];
  if (problems.length > 0) return { ok: false, problems };
  return parsed;
}

/** Entry-point variant: prints one clear line per bad variable and exits with status 78 (configuration error). */
export function loadConfigOrExit<S extends z.ZodObject>(service: string, schema: S, env: Env = process.env): z.infer<S> {
  const result = loadConfig(schema, env);
  if (result.ok) return result.config;
  for (const problem of result.problems) console.error(`${service}: configuration: ${problem.variable} ${problem.message}`);
  process.exit(78);
}
