import schemaSource from './schema.graphql?raw';
import { describe, expect, it } from 'vitest';
import { buildSchema, NoUnusedFragmentsRule, specifiedRules, validate, type DocumentNode } from 'graphql';

// Every GraphQL document the web sends, checked against the API's schema (schema.graphql, written from the
// API's own SDL and kept fresh by a test there): a renamed field, a wrong argument or a missing type fails
// here, not in a browser.

// Read as text by Vite, the way the test sees every other module.
const schema = buildSchema(schemaSource);

// Every module of the web but tests, the entry point (which renders into the page as it loads), the test setup
// and the generated types (which hold a copy of each document). A document must be exported to be seen here;
// each one is. A feature's face re-exports some of its documents: each document counts once, where it is written.
// (Vite reads these globs as written: they are literals, twice.)
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../test-setup.ts', '!../test/**', '!./generated/**'],
  { eager: true },
);

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

const seen = new Set<DocumentNode>();
const documents = Object.entries(modules)
  // A face (index.ts) re-exports documents written elsewhere; read the files that write them first.
  .sort(([a], [b]) => Number(a.endsWith('/index.ts')) - Number(b.endsWith('/index.ts')))
  .flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      if (!isDocument(value) || seen.has(value)) return [];
      seen.add(value);
      return [{ where: `${file.replace('../', 'web/src/')} ${name}`, document: value }];
    }),
  );

// The same modules as text: every graphql(`…`) document in them must be among the documents found above.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../test-setup.ts', '!../test/**', '!./generated/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
const written = Object.values(sources).reduce((count, source) => count + (source.match(/\bgraphql\(`/g)?.length ?? 0), 0);

describe("the web's GraphQL documents", () => {
  it('are all found: each one written is exported, so none escapes the check', () => {
    expect(documents.length).toBeGreaterThan(60);
    expect(documents.length).toBe(written);
  });

  it.each(documents.map((entry) => [entry.where, entry.document] as const))('%s validates against the schema', (_where, document) => {
    // A document of fragments alone (shared fields) is used by the operations that spread it.
    const fragmentsOnly = document.definitions.every((definition) => definition.kind === 'FragmentDefinition');
    const rules = fragmentsOnly ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules;
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
  });
});
