import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { ApiServices } from '../common/index.ts';
import { buildContext, type RequestContext } from './context.ts';
import { createErrorFormatter } from './format-error.ts';
import { MAX_TOKENS, documentRefusal, queryLimitsRule } from './limits.ts';
import { costAndRateGuard } from './guard.ts';
import { namedOperationGuard } from './named-operations.ts';
import { bodyRefusal } from './text-input.ts';
import { resolvers, typeDefs } from './schema.ts';

/**
 * Apollo Server with CSRF prevention on (a simple POST without a preflight-forcing header is refused),
 * GET allowed for queries only (Apollo's default), introspection and field suggestions off in production,
 * no stack traces, documents too long, too deep or with too many fragments refused before graphql
 * validates them (limits.ts), a request that named a log-in or guest-door operation in its header and sent
 * another refused (named-operations.ts), and every operation's input checked (past its bounds, or text
 * Postgres cannot store, refused as a field error: text-input.ts), then priced and rate-limited, before it
 * runs (guard.ts).
 */
export async function createGraphQLMiddleware(
  services: ApiServices,
  httpServer: Server,
): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const apollo = new ApolloServer<RequestContext>({
    typeDefs,
    resolvers,
    csrfPrevention: true,
    introspection: services.config.NODE_ENV !== 'production',
    // With introspection off, "Did you mean …?" in validation errors would still reveal the schema.
    hideSchemaDetailsFromClientErrors: services.config.NODE_ENV === 'production',
    includeStacktraceInErrorResponses: false,
    // Our ordered shutdown handles SIGTERM; Apollo's own handler would re-signal and cut the drain short.
    stopOnTerminationSignals: false,
    // documentRefusal has counted the tokens already; this holds for whatever reaches Apollo another way.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [queryLimitsRule()],
    formatError: createErrorFormatter(services.logger),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), namedOperationGuard(), costAndRateGuard()],
  });
  await apollo.start();
  const apolloMiddleware = expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(services, req, res) });
  // Validation costs more than linear time in the document, so its size, fragments and depth are checked
  // first, from the body (POST) or the query string (GET), and refused as Apollo refuses a bad request;
  // before them, the body's own shape (text-input.ts).
  const middleware: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    const query = body && typeof body === 'object' && !Array.isArray(body) ? (body as { query?: unknown }).query : req.query.query;
    const refusal = bodyRefusal(body) ?? documentRefusal(query);
    if (refusal) {
      res.status(400).json({ errors: [refusal] });
      return;
    }
    return apolloMiddleware(req, res, next);
  };
  return { middleware, stop: () => apollo.stop() };
}
