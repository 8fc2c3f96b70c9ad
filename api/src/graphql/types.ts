import type { GraphQLFieldResolver, GraphQLScalarType } from 'graphql';
import type { RequestContext } from './context.ts';

/** A loose resolver map typed on our context; each module's SDL is the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = GraphQLFieldResolver<any, RequestContext, any>;
export type Resolvers = Record<string, Record<string, Resolver | { subscribe: Resolver; resolve?: Resolver }> | GraphQLScalarType | object>;
