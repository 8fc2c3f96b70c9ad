import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isAppError } from '@tablecraft/core/errors';
import type { RequestContext } from './context.ts';
import { MAX_QUERY_COST, queryCost, queryTooCostly } from './cost.ts';

/** Rate-limit points per unit of estimated cost: a plain query is a point or two, the costliest 500. */
const COST_PER_POINT = 10;
/** And per request bytes: reading and parsing a large body costs whatever it asks for (2 MB: 100 points). */
const BYTES_PER_POINT = 20_000;

/**
 * Runs before any resolver: estimates the operation's cost, charges it to the caller's address and
 * account (so a costly request uses up the allowance faster than a cheap one), and refuses requests that
 * cost too much (QUERY_TOO_COSTLY) or come too fast (RATE_LIMITED, HTTP 429).
 */
export function costAndRateGuard(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue, operationName }) {
          await chargeOperation(contextValue, { schema, document, variables: request.variables, operationName });
        },
      };
    },
  };
}

/**
 * Prices an operation and charges it to the request's address and account, or throws the refusal
 * (QUERY_TOO_COSTLY, RATE_LIMITED). Apollo's requests come here through the plugin above; subscriptions
 * over HTTP (multipart-subscriptions.ts) call it themselves, so both are charged alike.
 */
export async function chargeOperation(
  contextValue: Pick<RequestContext, 'services' | 'viewer' | 'req'>,
  operation: { schema: GraphQLSchema; document: DocumentNode; variables?: Record<string, unknown> | null; operationName?: string | null },
): Promise<void> {
  const { schema, document, variables, operationName } = operation;
  const cost = costOrRefusal(() => queryCost(schema, document, variables ?? undefined, operationName ?? undefined));
  const bytes = Number(contextValue.req.headers['content-length'] ?? 0) || 0;
  const points = Math.max(1, Math.ceil(Math.min(cost, MAX_QUERY_COST) / COST_PER_POINT)) + Math.floor(bytes / BYTES_PER_POINT);
  const { rateLimits } = contextValue.services;
  try {
    await rateLimits.consume('graphqlByIp', contextValue.req.ip ?? 'unknown', points);
    if (contextValue.viewer) await rateLimits.consume('graphqlByUser', contextValue.viewer.id, points);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
    throw new GraphQLError('Too many requests; wait a little and try again.', {
      extensions: { code: 'RATE_LIMITED', ...(error.details ?? {}), http: { status: 429 } },
    });
  }
  if (cost > MAX_QUERY_COST) throw queryTooCostly(cost);
}

/**
 * The cost, or a 400 for a request whose variables do not fit the operation (an unknown enum value, a
 * missing field): costing reads the variables before graphql does, and its error carries no code, so
 * it would otherwise be answered as a server fault.
 */
function costOrRefusal(cost: () => number): number {
  try {
    return cost();
  } catch (error) {
    // graphql's two builds (ESM and CommonJS) do not know each other's errors, so it is told by name.
    const graphqlError = error as { name?: unknown; extensions?: { code?: unknown } } | null;
    if (graphqlError?.name !== 'GraphQLError' || graphqlError.extensions?.code !== undefined) throw error;
    throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}
