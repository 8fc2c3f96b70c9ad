// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentExport, rewriteGraphqlCalls } from './graphql-documents.ts';
import * as generated from '../src/graphql/generated/graphql.ts';
import { graphql } from '../src/graphql/generated/index.ts';

const GENERATED = '/app/web/src/graphql/generated/graphql.ts';
const EXPORTED = new Set(['PlayRoomDocument', 'GameLinkFieldsFragmentDoc', 'JoinRoomAsGuestDocument']);

describe("the build's GraphQL documents, one by one", () => {
  it('rewrites each call to the typed document the generated module exports, fragments included, keeping every line', () => {
    const code = [
      "import { graphql } from '../graphql/generated/index.ts';",
      'export const PLAY_ROOM = graphql(`',
      '  query PlayRoom($code: String!) {',
      '    room(code: $code) { id }',
      '  }',
      '`);',
      'export const LINK = graphql(`fragment GameLinkFields on Game { id }`);',
      'export const JOIN = graphql(`mutation JoinRoomAsGuest($code: String!) { joinRoomAsGuest(code: $code) { id } }`);',
    ].join('\n');
    const rewritten = rewriteGraphqlCalls(code, EXPORTED, GENERATED)!;
    const lines = rewritten.split('\n');
    expect(lines[1]).toBe('export const PLAY_ROOM = __generatedDocuments.PlayRoomDocument');
    expect(lines[5]).toBe(';');
    expect(lines[6]).toBe('export const LINK = __generatedDocuments.GameLinkFieldsFragmentDoc;');
    expect(lines[7]).toBe('export const JOIN = __generatedDocuments.JoinRoomAsGuestDocument;');
    expect(rewritten).toContain(`import * as __generatedDocuments from ${JSON.stringify(GENERATED)};`);
  });

  it('leaves a module alone when it has no call the generated module answers', () => {
    expect(rewriteGraphqlCalls('const x = 1;', EXPORTED, GENERATED)).toBeNull();
    const unknown = 'export const Q = graphql(`query NotGenerated { viewer { id } }`);';
    expect(rewriteGraphqlCalls(unknown, EXPORTED, GENERATED)).toBeNull();
  });

  it("gives every document of the web's sources the very object the preset's graphql() answers", () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const calls = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('generated') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/\bgraphql\(\s*`([\s\S]*?)`\s*\)/g)].map((match) => match[1]!));
    expect(calls.length).toBeGreaterThan(50);
    for (const source of calls) {
      const [, kind, name] = /(query|mutation|subscription|fragment)\s+(\w+)/.exec(source)!;
      const exported = documentExport(kind!, name!);
      expect((generated as Record<string, unknown>)[exported], exported).toBeDefined();
      expect((generated as Record<string, unknown>)[exported], exported).toBe((graphql as (source: string) => unknown)(source));
    }
  });
});
