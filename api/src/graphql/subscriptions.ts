import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs, GraphQLError, GraphQLFormattedError } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { allowedOrigins } from '../common/index.ts';
import { findSessionUser } from '../accounts/index.ts';
import { readSessionToken } from '../common/index.ts';
import { createErrorFormatter } from './format-error.ts';
import { documentRefusal, queryLimitsRule } from './limits.ts';
import { resolvers, typeDefs } from './schema.ts';
import type { RequestContext } from './context.ts';
import type { ApiServices } from '../common/index.ts';
import { graphqlRuntime } from './runtime.ts';

const { GraphQLError: RuntimeGraphQLError, OperationTypeNode, getOperationAST, parse, specifiedRules, validate } = graphqlRuntime;

export const GRAPHQL_WS_PATH = '/graphql';

/** A subscription as a client sends it, over WebSocket or in an HTTP body. */
export interface SubscriptionRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface GraphQLSubscriptions {
  /** Takes over an HTTP upgrade for `/graphql`; false for other paths. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Checks a subscription request and makes its execution arguments, or the errors that refuse it. */
  prepare(request: SubscriptionRequest, contextValue: RequestContext): ExecutionArgs | readonly GraphQLError[];
  close(): Promise<void>;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws protocol) at `/graphql`, next to Apollo's HTTP
 * endpoint on the same path. Only subscription operations are accepted here: queries and mutations
 * go over HTTP where the CSRF rules apply. Events fan out through the PubSub port, so a worker's
 * publish reaches subscribers on every API replica.
 */
export function createGraphQLSubscriptions(services: ApiServices): GraphQLSubscriptions {
  const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const origins = new Set(allowedOrigins(services.config));
  const formatError = createErrorFormatter(services.logger);
  const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] => errors.map((error) => formatError(error.toJSON(), error));
  const viewers = new WeakMap<object, RequestContext['viewer']>();

  /**
   * The one path from a subscription request to graphql's execution arguments, for WebSocket and for HTTP
   * (multipart-subscriptions.ts): the document bounds, a subscription operation only, validation with the
   * depth and size limits. Answers the errors to send instead when the request is refused.
   */
  const prepare = (request: SubscriptionRequest, contextValue: RequestContext): ExecutionArgs | readonly GraphQLError[] => {
    // The same bounds as over HTTP (tokens, fragments, depth), before graphql parses and validates
    // the document at a cost that grows faster than its length.
    const refusal = documentRefusal(request.query);
    if (refusal) return [new RuntimeGraphQLError(refusal.message, { extensions: refusal.extensions })];
    let document;
    try {
      document = parse(request.query);
    } catch (error) {
      return [
        error instanceof RuntimeGraphQLError
          ? error
          : new RuntimeGraphQLError('The request could not be parsed.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
      ];
    }
    const operation = getOperationAST(document, request.operationName);
    if (!operation || operation.operation !== OperationTypeNode.SUBSCRIPTION) {
      return [
        new RuntimeGraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.', {
          extensions: { code: 'BAD_REQUEST' },
        }),
      ];
    }
    const errors = validate(schema, document, [...specifiedRules, queryLimitsRule()]);
    // Re-made in this realm: graphql-ws tells errors from execution arguments with instanceof.
    if (errors.length > 0)
      return errors.map(
        (error) =>
          new RuntimeGraphQLError(error.message, {
            nodes: error.nodes,
            extensions: { code: error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED' },
          }),
      );
    return { schema, document, operationName: request.operationName, variableValues: request.variables ?? undefined, contextValue };
  };

  const disposable = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const token = readSessionToken(ctx.extra.request.headers.cookie);
        const session = token ? await findSessionUser(services.pool, token) : null;
        viewers.set(ctx, session?.user ?? null);
        return true;
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] =>
        // Resolvers of subscriptions use the services and the viewer; there is no HTTP exchange here.
        prepare(payload, { services, viewer: viewers.get(ctx) ?? null, sessionId: null } as unknown as RequestContext),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wss,
  );

  return {
    prepare,
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== GRAPHQL_WS_PATH) return false;
      // Browsers send cookies on cross-site WebSocket handshakes: refuse foreign origins outright.
      const origin = req.headers.origin;
      if (origin !== undefined && !origins.has(origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return true;
    },
    async close() {
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
