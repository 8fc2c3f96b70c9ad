import type { Types } from '@graphql-codegen/plugin-helpers';

/** The web's typed documents: each `graphql(...)` document carries its result and variables types. */
export const webTypedDocuments: Types.ConfiguredOutput = {
  // The data layer's test client sends documents of its own against a fake API (web/src/test/data-client.ts).
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/**/*.test.{ts,tsx}', '!web/src/graphql/generated/**', '!web/src/test/data-client.ts'],
  preset: 'client',
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    // A timestamp arrives as its ISO-8601 text. A JSON value is whatever the field holds: the code reading
    // it says what it is (a game document, a room's state), as it did before these types were generated.
    scalars: { DateTime: 'string', JSON: 'unknown' },
  },
};
