import type { Request, RequestHandler, Response } from 'express';
import type { ExecutionArgs, ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '@tablecraft/core/errors';
import { sampledGauge } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { graphqlRuntime } from './runtime.ts';
import type { GraphQLSubscriptions, SubscriptionRequest } from './subscriptions.ts';
import { buildContext } from './context.ts';
import { createErrorFormatter } from './format-error.ts';
import { chargeOperation } from './guard.ts';
import { MAX_TOKENS } from './limits.ts';

// The same graphql build as the schema the subscription server executes (graphql-runtime.ts).
const { OperationTypeNode, getOperationAST, parse, subscribe } = graphqlRuntime;

/**
 * Apollo's "multipart HTTP protocol for GraphQL subscriptions", the one Apollo Client's HttpLink speaks
 * (https://www.apollographql.com/docs/router/executing-operations/subscription-multipart-protocol): the
 * client POSTs the operation with `Accept: multipart/mixed;subscriptionSpec=1.0`; each event is a part
 * `{"payload": <execution result>}`, an empty `{}` part is a heartbeat, and `{"payload": null, "errors": […]}`
 * is an error of the transport rather than of the operation. The stream ends with the closing boundary.
 */
const BOUNDARY = 'graphql';
export const MULTIPART_SUBSCRIPTION_TYPE = `multipart/mixed;boundary="${BOUNDARY}";subscriptionSpec="1.0"`;
/** Often enough that proxies and load balancers never see the stream idle (the protocol suggests 5 s). */
export const HEARTBEAT_MS = 5_000;

const WRONG_TRANSPORT =
  'Subscriptions are served over WebSocket (graphql-ws) at /graphql, or over HTTP as a POST with ' +
  '"Accept: multipart/mixed;subscriptionSpec=1.0" for a multipart answer.';
const SHUTTING_DOWN = 'The server is restarting; subscribe again in a moment.';

// What Apollo's own CSRF prevention (csrfPrevention: true in server.ts) asks of a request: a content type a
// form cannot send, which makes the browser ask first (a preflight), or a header only scripts can set.
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const CSRF_REFUSAL =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a ' +
  `'content-type' header (with a type that is not one of ${SIMPLE_CONTENT_TYPES.join(', ')}) or provide a ` +
  `non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}`;

export interface MultipartSubscriptions {
  /** Serves subscription operations sent over HTTP; passes everything else on (to Apollo). */
  handler: RequestHandler;
  /** Subscriptions streaming now. */
  open(): number;
  /** Ends every stream with its closing boundary and refuses new ones (the API is shutting down). */
  close(): Promise<void>;
}

/** True when the Accept header takes the multipart subscription answer. */
export function acceptsMultipartSubscription(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'multipart/mixed') return false;
    return parameters.some((parameter) => {
      const [name, value] = parameter.split('=').map((part) => part.trim());
      return name === 'subscriptionspec' && value?.replace(/^"(.*)"$/, '$1') === '1.0';
    });
  });
}

/** The operation a request names, when it is a subscription; null for queries, mutations and unparsable requests. */
function subscriptionIn(req: Request): SubscriptionRequest | null {
  const fields: unknown = req.method === 'POST' ? req.body : req.method === 'GET' ? req.query : undefined;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  const { query, operationName, variables } = fields as Record<string, unknown>;
  // A document without the word holds no subscription: queries and mutations are not parsed a second time.
  if (typeof query !== 'string' || !/\bsubscription\b/.test(query)) return null;
  const name = typeof operationName === 'string' ? operationName : undefined;
  try {
    const document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
    if (getOperationAST(document, name)?.operation !== OperationTypeNode.SUBSCRIPTION) return null;
  } catch {
    // Apollo answers what does not parse, or is too long, as it answers any other request.
    return null;
  }
  return { query, operationName: name, variables: variables as SubscriptionRequest['variables'] };
}

function csrfRefused(req: Request): boolean {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && !SIMPLE_CONTENT_TYPES.includes(contentType.split(';')[0]!.trim().toLowerCase())) return false;
  return !PREFLIGHT_HEADERS.some((header) => {
    const value = req.headers[header];
    return typeof value === 'string' && value.length > 0;
  });
}

/** A GraphQL answer that is not a stream, typed as Apollo types its own (graphql-response+json when asked for). */
function answer(req: Request, res: Response, status: number, errors: GraphQLFormattedError[]): void {
  const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
  res.status(status).setHeader('Content-Type', `${type}; charset=utf-8`);
  res.end(JSON.stringify({ errors }));
}

function isErrorList(value: ExecutionArgs | readonly GraphQLError[]): value is readonly GraphQLError[] {
  return Array.isArray(value);
}

function isAsyncIterable<T>(value: unknown): value is AsyncGenerator<T, void, void> {
  return typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';
}

/**
 * GraphQL subscriptions over HTTP: a POST to /graphql whose operation is a subscription and whose Accept
 * takes the multipart answer is streamed here; a subscription asking for a single JSON answer is refused
 * with a 400 that names both transports (Apollo would run it as a query and fail). Everything a WebSocket
 * subscription goes through applies (the shared `prepare`: document bounds, subscriptions only, validation
 * with the depth and size limits), and everything an HTTP request goes through: pacing and the body limits
 * before this (app.ts), the CSRF rule, the request's context (session, guest) as Apollo builds it, the text
 * check and the cost charged to the address's and account's allowances (guard.ts). Resolvers authorize as
 * they do for any transport. A stream ends when the events do, when the client goes away (the source is
 * returned, so its pub/sub subscription ends) or when the API shuts down (`close`).
 */
export function createMultipartSubscriptions(
  services: ApiServices,
  subscriptions: Pick<GraphQLSubscriptions, 'prepare'>,
  options: { heartbeatMs?: number } = {},
): MultipartSubscriptions {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const formatError = createErrorFormatter(services.logger);
  const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] => errors.map((error) => formatError(error.toJSON(), error));
  const streams = new Set<{ stop: () => Promise<void> }>();
  let closing = false;
  const forgetGauge = sampledGauge(
    'tablecraft_graphql_http_subscriptions',
    'GraphQL subscriptions streaming over HTTP (multipart)',
    [],
    () => streams.size,
  );

  const payload = (result: ExecutionResult): string =>
    JSON.stringify({ payload: result.errors ? { ...result, errors: format(result.errors) } : result });

  async function serve(req: Request, res: Response, request: SubscriptionRequest): Promise<void> {
    // 'close' on the response: the exchange is over, finished here or cut by the client (the request's own
    // 'close' comes once its body is read, which express.json has done).
    let gone = res.destroyed || req.socket.destroyed;
    let stop: (() => Promise<void>) | undefined;
    // Nobody waits for a stream to stop: the client is gone, or shutdown waits in `close`. Letting the source
    // go may fail (its pub/sub unsubscribe); that is logged, never left to reject.
    const stopQuietly = (stopping: () => Promise<void>) =>
      void stopping().catch((error: unknown) =>
        services.logger.warn({ err: error }, 'a GraphQL subscription over HTTP did not stop cleanly'),
      );
    res.once('close', () => {
      gone = true;
      if (stop) stopQuietly(stop);
    });
    if (req.method !== 'POST' || !acceptsMultipartSubscription(req.headers.accept)) {
      return answer(req, res, 400, [{ message: WRONG_TRANSPORT, extensions: { code: 'BAD_REQUEST' } }]);
    }
    if (csrfRefused(req)) return answer(req, res, 400, [{ message: CSRF_REFUSAL, extensions: { code: 'BAD_REQUEST' } }]);
    const { variables } = request;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return answer(req, res, 400, [{ message: '`variables` in a POST body should be an object.', extensions: { code: 'BAD_REQUEST' } }]);
    }
    if (closing) return answer(req, res, 503, [{ message: SHUTTING_DOWN, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);

    const contextValue = await buildContext(services, req, res);
    const args = subscriptions.prepare(request, contextValue);
    if (isErrorList(args)) return answer(req, res, 400, format(args));
    try {
      await chargeOperation(contextValue, {
        schema: args.schema,
        document: args.document,
        variables,
        operationName: request.operationName,
      });
    } catch (error) {
      const refusal = error as GraphQLError;
      if (refusal?.name !== 'GraphQLError') throw error;
      const status = (refusal.extensions?.http as { status?: number } | undefined)?.status ?? 400;
      if (status === 429) res.setHeader('Retry-After', String(refusal.extensions?.retryAfterSeconds ?? 1));
      return answer(req, res, status, [formatError(refusal.toJSON(), refusal)]);
    }
    // A client that gave up while the checks ran is not subscribed.
    if (gone) return;

    const result = await subscribe(args);
    // One that left while the subscription started is let go at once.
    if (gone) {
      if (isAsyncIterable<ExecutionResult>(result)) await result.return();
      return;
    }
    res.writeHead(200, {
      'Content-Type': MULTIPART_SUBSCRIPTION_TYPE,
      'Cache-Control': 'no-cache, no-store',
      // A proxy that buffers answers (nginx does by default) would hold every event back until the end.
      'X-Accel-Buffering': 'no',
    });
    // The first delimiter at once, then each part followed by the next delimiter: a client hands a part on
    // as soon as it sees the delimiter after it, so no event waits for the next one.
    res.write(`\r\n--${BOUNDARY}`);
    const writePart = (json: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(`\r\nContent-Type: application/json\r\n\r\n${json}\r\n--${BOUNDARY}`);
    };
    const end = () => {
      if (!res.writableEnded && !res.destroyed) res.end('--\r\n');
    };
    // Refused at subscribe time (not found, not allowed): the result's errors, then the end.
    if (!isAsyncIterable<ExecutionResult>(result)) {
      writePart(payload(result));
      return end();
    }

    let stopped = false;
    const heartbeat = setInterval(() => writePart('{}'), heartbeatMs);
    const stream = {
      stop: async () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        streams.delete(stream);
        try {
          // Ends the source too: the resolver's pub/sub subscription is let go now, not at its next event.
          await result.return();
        } finally {
          end();
        }
      },
    };
    streams.add(stream);
    stop = stream.stop;
    // Shutdown began while this one was starting: it ends like the others.
    if (closing) stopQuietly(stream.stop);
    try {
      for (;;) {
        const next = await result.next();
        if (next.done || stopped) break;
        writePart(payload(next.value));
      }
    } catch (error) {
      services.logger.error({ err: error }, 'a GraphQL subscription over HTTP failed');
      const message = ERROR_CODES.INTERNAL_SERVER_ERROR.message;
      writePart(JSON.stringify({ payload: null, errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    } finally {
      await stream.stop();
    }
  }

  return {
    handler: (req, res, next) => {
      const request = subscriptionIn(req);
      if (!request) return next();
      serve(req, res, request).catch((error: unknown) => {
        if (res.headersSent) {
          services.logger.error({ err: error }, 'a GraphQL subscription over HTTP failed');
          res.destroy();
        } else next(error);
      });
    },
    open: () => streams.size,
    close: async () => {
      closing = true;
      await Promise.all([...streams].map((stream) => stream.stop()));
      forgetGauge();
    },
  };
}
