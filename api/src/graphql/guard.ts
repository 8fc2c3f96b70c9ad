import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isAppError } from '@tablecraft/core/errors';
import type { RequestContext } from './context.ts';
import { MAX_QUERY_COST, queryCost, queryTooCostly } from './cost.ts';
import { inputRefusal } from './text-input.ts';

/** Rate-limit points per unit of estimated cost: a plain query is a point or two, the costliest 500. */
const COST_PER_POINT = 10;
/** And per request bytes: reading and parsing a large body costs whatever it asks for (2 MB: 100 points). */
const BYTES_PER_POINT = 20_000;

/**
 * Runs before any resolver: checks the operation's input (text-input.ts), estimates its cost, charges it
 * to the caller's address and account (so a costly request uses up the allowance faster than a cheap one),
 * and refuses input past its bounds or unstorable (BAD_USER_INPUT), requests that cost too much
 * (QUERY_TOO_COSTLY) or come too fast (RATE_LIMITED, HTTP 429).
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
 * Checks an operation's input, prices it and charges it to the request's address and account, or throws
 * the refusal (BAD_USER_INPUT, QUERY_TOO_COSTLY, RATE_LIMITED). Apollo's requests come here through the
 * plugin above; subscriptions over HTTP (multipart-subscriptions.ts) call it themselves, so both are
 * checked and charged alike. The input is checked first, in the same step: pricing coerces the variables,
 * and Apollo runs every plugin's didResolveOperation at once, so a check in a plugin of its own would not
 * keep a request past the bounds from being priced.
 */
export async function chargeOperation(
  contextValue: Pick<RequestContext, 'services' | 'viewer' | 'req'>,
  operation: { schema: GraphQLSchema; document: DocumentNode; variables?: Record<string, unknown> | null; operationName?: string | null },
): Promise<void> {
  const { schema, document, variables, operationName } = operation;
  // Input refused is not priced, but its bytes are charged all the same.
  const refusal = inputRefusal(document, variables ?? undefined, operationName);
  const cost = refusal ? 0 : costOrRefusal(() => queryCost(schema, document, variables ?? undefined, operationName ?? undefined));
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
  if (refusal) throw refusal;
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
