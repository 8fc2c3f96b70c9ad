import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envVars, parseConfig, resolveFileSecrets } from './index.ts';

const schema = z.object({
  PORT: envVars.port(4000),
  DATABASE_URL: z.string().min(1),
  PUBLIC_WEB_URL: envVars.url().default('http://localhost:8080'),
  TRUST_PROXY: envVars.bool(false),
  CORS_ORIGINS: envVars.list().optional(),
});

describe('parseConfig', () => {
  it('applies defaults and coerces types', () => {
    const result = parseConfig(schema, {
      DATABASE_URL: 'postgres://x/y',
      TRUST_PROXY: 'yes',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        PORT: 4000,
        DATABASE_URL: 'postgres://x/y',
        PUBLIC_WEB_URL: 'http://localhost:8080',
        TRUST_PROXY: true,
        CORS_ORIGINS: ['https://a.example', 'https://b.example'],
      },
    });
  });

  it('reports one problem per bad variable, naming it', () => {
    const result = parseConfig(schema, { PORT: '99999', PUBLIC_WEB_URL: 'not a url', TRUST_PROXY: 'maybe' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.variable).sort()).toEqual(['DATABASE_URL', 'PORT', 'PUBLIC_WEB_URL', 'TRUST_PROXY']);
    expect(result.problems.find((p) => p.variable === 'DATABASE_URL')?.message).toBe('is required');
    expect(result.problems.find((p) => p.variable === 'PUBLIC_WEB_URL')?.message).toBe('must be a URL');
  });

  it('treats empty strings as unset', () => {
    const result = parseConfig(schema, { DATABASE_URL: 'postgres://x/y', PORT: '' });
    expect(result.ok && result.config.PORT).toBe(4000);
  });
});

describe('resolveFileSecrets', () => {
  const files: Record<string, string> = { '/run/secrets/db': 'postgres://secret/db\n' };
  const read = (path: string) => {
    const content = files[path];
    if (content === undefined) throw new Error('ENOENT');
    return content;
  };

  it('reads NAME_FILE into NAME, trimmed', () => {
    expect(resolveFileSecrets({ DATABASE_URL_FILE: '/run/secrets/db' }, ['DATABASE_URL'], read).env.DATABASE_URL).toBe(
      'postgres://secret/db',
    );
  });

  it('refuses a file that cannot be read and a variable set both ways', () => {
    expect(resolveFileSecrets({ X_FILE: '/missing' }, ['X'], read).problems).toEqual([
      { variable: 'X_FILE', message: 'cannot read the file /missing' },
    ]);
    expect(
      resolveFileSecrets({ DATABASE_URL: 'a', DATABASE_URL_FILE: '/run/secrets/db' }, ['DATABASE_URL'], read).problems[0]?.message,
    ).toMatch(/set both/);
  });

  it("leaves other programs' *_FILE variables alone", () => {
    expect(resolveFileSecrets({ TF_CLI_CONFIG_FILE: '/nowhere' }, ['DATABASE_URL'], read)).toEqual({
      env: { TF_CLI_CONFIG_FILE: '/nowhere' },
      problems: [],
    });
  });
});
