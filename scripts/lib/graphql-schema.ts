import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { typeDefs } from '../../api/src/graphql/schema.ts';

export const SCHEMA_FILE = 'web/src/graphql/schema.graphql';

/** The API's schema as SDL, sorted so that the order the modules contribute in changes nothing. */
export function schemaSdl(): string {
  const schema = buildASTSchema(concatAST(typeDefs.map((source) => parse(source))));
  return `# The API's schema, written by \`npm run graphql:schema\` from api/src/**/graphql.ts. Do not edit.\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
