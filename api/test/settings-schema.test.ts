import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tablecraft-settings-schema-')) } });
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = 'query ($n: String!) { __type(name: $n) { fields { name } } }';
const fieldsOf = async (name: string) =>
  ((await t.graphql<{ __type: { fields: Array<{ name: string }> } | null }>(FIELDS, { n: name })).body.data?.__type?.fields ?? [])
    .map((field) => field.name)
    .sort();

// The list of public games and a game page's content are different things; under one type name the
// schema merged them, so each claimed the other's fields and asking for those failed at run time.
describe('game page content type', () => {
  it('keeps the public games list and the game page content apart', async () => {
    expect(await fieldsOf('GamePage')).toEqual(['games', 'total']);
    expect(await fieldsOf('GamePageContent')).toEqual(['images', 'maxPlayers', 'minPlayers', 'overview', 'playMinutes']);
  });
});
