import type { Types } from '@graphql-codegen/plugin-helpers';

/** The API's resolver types: every resolver map is checked against the schema's fields and arguments. */
export const apiResolverTypes: Types.ConfiguredOutput = {
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    contextType: '../context.ts#RequestContext',
    useTypeImports: true,
    enumsAsTypes: true,
    useIndexSignature: false,
  },
};
