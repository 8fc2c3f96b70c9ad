import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import cors from 'cors';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, isAppError } from '@tablecraft/core/errors';
import { databaseIsReady, handleHealthRequest, redisIsReady, type ReadinessCheck } from '@tablecraft/platform';
import { allowedOrigins } from '../common/index.ts';
import type { ApiServices } from '../common/index.ts';
import { largeBodiesNeedSession } from './body-limits.ts';
import { paceFiles, paceGraphQL, type Pacers } from './pacing.ts';

/** The routes that take whole files from an account (images, game files, table files). */
const FILE_ROUTES = ['/upload', '/games', '/tables'];

export interface AppRoutes {
  graphql: RequestHandler;
  /** Extra routers mounted by capabilities (uploads, files). */
  extra?: Array<{ path: string; handler: RequestHandler }>;
}

/** Readiness checks for the API's own dependencies. */
export function apiReadinessChecks(services: ApiServices): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: 'postgres', check: () => databaseIsReady(services.pool) }];
  const redis = services.redis;
  if (redis) checks.push({ name: 'redis', check: () => redisIsReady(redis) });
  return checks;
}

/** The Express app: request ids and logs, health, CORS with credentials for the web origin, GraphQL. */
export function createExpressApp(
  services: ApiServices,
  routes: AppRoutes,
  state: { isDraining: () => boolean },
  pacers: Pacers,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer: browsers must not guess another type than the one sent, and no page may frame the API.
  // (HSTS is set by the ingress, which terminates TLS; see docs/DEPLOYMENT.md.)
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    next();
  });
  // A hop count, never `true`: with `true` Express believes the left-most X-Forwarded-For entry, which the client writes.
  if (services.config.TRUST_PROXY > 0) app.set('trust proxy', services.config.TRUST_PROXY);

  const checks = apiReadinessChecks(services);
  app.use((req, res, next) => {
    if (!handleHealthRequest(req, res, { checks, isDraining: state.isDraining })) next();
  });

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The address without its query: a GraphQL GET carries its variables there, and a link its token.
      serializers: { req: withoutQuery },
    }),
  );

  const origins = allowedOrigins(services.config);
  app.use(cors({ origin: origins, credentials: true, maxAge: 600 }));

  // Paced before a byte of the body is read (pacing.ts), then size-checked, then parsed.
  app.use('/graphql', paceGraphQL(services, pacers), largeBodiesNeedSession(services), express.json({ limit: '2mb' }), routes.graphql);
  for (const path of FILE_ROUTES) app.use(path, paceFiles(services, pacers));
  for (const { path, handler } of routes.extra ?? []) app.use(path, handler);

  app.use((_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message });
  });
  app.use(jsonErrorHandler(services));
  return app;
}

/** A request as its log line names it (pino's own form): the path of its address, and not the query after it. */
function withoutQuery(req: { url?: string; query?: unknown }) {
  if (typeof req.url === 'string') req.url = req.url.split('?')[0];
  delete req.query;
  return req;
}

/** Turns thrown errors into JSON bodies with a stable code; never a stack trace. */
function jsonErrorHandler(services: ApiServices): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (isAppError(error)) {
      res
        .status(error.status)
        .json({ code: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
      return;
    }
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) services.logger.error({ err: error }, 'unhandled request error');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    const message =
      status === 500
        ? ERROR_CODES.INTERNAL_SERVER_ERROR.message
        : status === 413
          ? 'The request is too large.'
          : 'The request could not be understood.';
    res.status(status).json({ code, message });
  };
}
