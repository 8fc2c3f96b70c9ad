import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

// Generated types are only worth what their freshness is: a schema or a document changed without
// `npm run graphql:codegen` would leave types that describe something else. Generate in memory and compare.
describe('the generated GraphQL types', () => {
  it('match what the schema and the documents generate now', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, silent: true, hooks: {} }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const formatted = await format(output.content, { ...(await resolveConfig(output.filename)), filepath: output.filename });
      expect(readFileSync(output.filename, 'utf8'), `${output.filename} is stale: run npm run graphql:codegen`).toBe(formatted);
    }
  }, 60_000);
});
