import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { schemaSdl, SCHEMA_FILE } from '../../scripts/lib/graphql-schema.ts';

// The web's documents are checked against this file (web/src/graphql/documents-match-schema.test.ts): it
// must say what the API serves now. `npm run graphql:schema` writes it again.
it("keeps web/src/graphql/schema.graphql the API's schema as it is now", () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8'), 'stale: run npm run graphql:schema').toBe(schemaSdl());
});
