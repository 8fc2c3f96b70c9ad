import type { Types } from '@graphql-codegen/plugin-helpers';

// Relative to the generated file (api/src/graphql/generated/resolvers.ts).
const parents = '../parents.ts';

/** The API's resolver types: every resolver map is checked against the schema's fields and arguments. */
export const apiResolverTypes: Types.ConfiguredOutput = {
  // The stored-value enums (graphql/enums.ts, below) are imported as values (each is a const and a
  // type), so that the generated file's `export { MemberRole }` re-exports both under verbatimModuleSyntax.
  plugins: [{ typescript: { useTypeImports: false } }, 'typescript-resolvers'],
  config: {
    contextType: '../context.ts#RequestContext',
    useTypeImports: true,
    enumsAsTypes: true,
    useIndexSignature: false,
    // Timestamps come as Date from Postgres and go out as ISO strings (base.ts's DateTime scalar);
    // JSON is a game document or part, checked by the document schema rather than by types.
    scalars: {
      DateTime: { input: 'Date', output: 'Date | string' },
      JSON: { input: 'unknown', output: 'unknown' },
    },
    // Parents are the records the services return, not the schema's shapes (graphql/parents.ts).
    mappers: {
      User: `${parents}#UserRecord`,
      Account: `${parents}#UserRecord`,
      Plan: `${parents}#PlanLimits`,
      Game: `${parents}#GameParent`,
      Revision: `${parents}#RevisionRecord`,
      Room: `${parents}#RoomRecord`,
      GameMember: `${parents}#MemberRecord`,
      GamePlayer: `${parents}#PlayerRecord`,
      Invite: `${parents}#InviteRecord`,
      TableSave: `${parents}#TableSaveRecord`,
      Asset: `${parents}#PresentedAsset`,
    },
    // Enums whose values are stored lower-case: their resolvers and types come from graphql/enums.ts,
    // so resolvers receive and return the stored values and the types say so.
    enumValues: Object.fromEntries(
      [
        'Visibility',
        'RoomStatus',
        'MemberRole',
        'PlayPermission',
        'PlayerSource',
        'InviteKind',
        'InviteStatus',
        'ActivationKeyKind',
        'ActivationKeyStatus',
      ].map((name) => [name, `../enums.ts#${name}`]),
    ),
  },
};
