import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// A CSV whose headers name fields the component does not have yet: told their types, the import adds
// the fields and the variants in one save; any wrong row refuses it all and leaves the draft as it was.

let t: TestApi;
let owner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi();
  owner = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

interface Doc {
  fields: Array<{ id: string; name: string; type: string; componentId: string }>;
  variants: Array<{ name: string; values: Record<string, unknown>; sheetFrame?: { assetRefId: string; index: number } }>;
}
interface Draft {
  id: string;
  version: number;
  document: Doc;
}

const IMPORT = `mutation ($r: ID!, $v: Int!, $c: ID!, $csv: String!, $f: [CsvNewFieldInput!]) {
  importVariantsCsv(revisionId: $r, expectedVersion: $v, componentId: $c, csv: $csv, newFields: $f) { version document }
}`;

/** A new game with a card component and no fields, and its draft. */
async function gameWithCard(title: string): Promise<{ gameName: string; cardId: string; draft: Draft }> {
  const created = await t.graphql<{ createGame: { gameName: string } }>(
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { gameName } }',
    { input: { title } },
    { cookie: owner.cookie },
  );
  const gameName = created.body.data!.createGame.gameName;
  const draft = await draftOf(gameName);
  const added = await t.graphql<{ addPart: { id: string } }>(
    'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: component, input: $i) { id } }',
    { r: draft.id, v: draft.version, i: { name: 'Card', kind: 'tile', width: 120, height: 168 } },
    { cookie: owner.cookie },
  );
  if (!added.body.data) throw new Error(JSON.stringify(added.body.errors));
  return { gameName, cardId: added.body.data.addPart.id, draft: await draftOf(gameName) };
}

async function draftOf(gameName: string): Promise<Draft> {
  const result = await t.graphql<{ game: { revision: Draft } }>(
    'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version document } } }',
    { u: owner.input.userName, g: gameName },
    { cookie: owner.cookie },
  );
  return result.body.data!.game.revision;
}

describe('importing a variants CSV with new columns', () => {
  it('adds the fields it is told about and the variants in one save', async () => {
    const { gameName, cardId, draft } = await gameWithCard('Rainbow Run');
    const csv = 'name,number,colour\r\nRed 1,1,red\r\nBlue 2,2,blue\r\n';
    const result = await t.graphql<{ importVariantsCsv: { version: number; document: Doc } }>(
      IMPORT,
      {
        r: draft.id,
        v: draft.version,
        c: cardId,
        csv,
        f: [
          { name: 'number', type: 'number' },
          { name: 'colour', type: 'text' },
        ],
      },
      { cookie: owner.cookie },
    );
    expect(result.body.errors).toBeUndefined();
    const saved = result.body.data!.importVariantsCsv;
    expect(saved.version).toBe(draft.version + 1);
    const fields = saved.document.fields.filter((field) => field.componentId === cardId);
    expect(fields.map((field) => [field.name, field.type])).toEqual([
      ['number', 'number'],
      ['colour', 'text'],
    ]);
    expect(saved.document.variants.map((variant) => [variant.name, variant.values[fields[0]!.id], variant.values[fields[1]!.id]])).toEqual([
      ['Red 1', 1, 'red'],
      ['Blue 2', 2, 'blue'],
    ]);
    expect((await draftOf(gameName)).document).toEqual(saved.document);
  });

  it('writes nothing when a row is wrong or a column is not named as new, answering with field errors', async () => {
    const { gameName, cardId, draft } = await gameWithCard('Broken Rainbow');
    const bad = await t.graphql(
      IMPORT,
      { r: draft.id, v: draft.version, c: cardId, csv: 'name,number\nRed 1,1\nBlue 2,two\n', f: [{ name: 'number', type: 'number' }] },
      { cookie: owner.cookie },
    );
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Row 3, column "number": "two" is not a number.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { csv: 'Row 3, column "number": "two" is not a number.' } },
    });
    const unnamed = await t.graphql(
      IMPORT,
      { r: draft.id, v: draft.version, c: cardId, csv: 'name,number\nRed 1,1\n' },
      { cookie: owner.cookie },
    );
    expect(unnamed.body.errors?.[0]).toMatchObject({
      message: 'Row 1, column "number": component "Card" has no field named "number".',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badType = await t.graphql(
      IMPORT,
      { r: draft.id, v: draft.version, c: cardId, csv: 'name,number\nRed 1,1\n', f: [{ name: 'number', type: 'colour' }] },
      { cookie: owner.cookie },
    );
    expect(badType.status).toBe(400);
    expect(badType.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badType.body.errors).toHaveLength(1);
    const after = await draftOf(gameName);
    expect(after.version).toBe(draft.version);
    expect(after.document.fields).toEqual([]);
    expect(after.document.variants).toEqual([]);
  });
});
