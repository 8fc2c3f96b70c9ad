// `npm run graphql:schema`: writes the API's schema as SDL to web/src/graphql/schema.graphql, which the web's
// documents are checked against (web/src/graphql/documents-match-schema.test.ts). A test fails when the
// file is stale (api/test/graphql-schema-file.test.ts), so a schema change and its web side land together.
import { writeFileSync } from 'node:fs';
import { schemaSdl, SCHEMA_FILE } from './lib/graphql-schema.ts';

writeFileSync(SCHEMA_FILE, schemaSdl());
console.log(`wrote ${SCHEMA_FILE}`);
