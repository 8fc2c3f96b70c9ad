import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './generated/resolvers.ts';

/** Root types every module extends, and scalars shared by all. */
export const baseTypeDefs = /* GraphQL */ `
  "An ISO-8601 timestamp."
  scalar DateTime

  type Query {
    "Always true; lets a client check the API answers."
    ok: Boolean!
  }

  type Mutation {
    "Always true; the root for modules to extend."
    ok: Boolean!
  }
`;

const dateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

export const baseResolvers: Resolvers = {
  DateTime: dateTime,
  Query: { ok: () => true },
  Mutation: { ok: () => true },
};
