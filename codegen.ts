// `npm run graphql:codegen`: types generated from the API's schema (web/src/graphql/schema.graphql, itself
// written from the API's SDL by `npm run graphql:schema`, which runs this too). The API's resolvers are typed
// against it, and the web's documents become typed documents, so a query's result type is the schema's,
// never written by hand. A test fails when a generated file is stale (scripts/codegen/fresh.test.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';
import { apiResolverTypes } from './scripts/codegen/api.ts';
import { webTypedDocuments } from './scripts/codegen/web.ts';

const config: CodegenConfig = {
  schema: 'web/src/graphql/schema.graphql',
  emitLegacyCommonJSImports: false,
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'api/src/graphql/generated/resolvers.ts': apiResolverTypes,
    'web/src/graphql/generated/': webTypedDocuments,
  },
};

export default config;
