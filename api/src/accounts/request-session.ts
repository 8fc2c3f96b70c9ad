import type { IncomingMessage } from 'node:http';
import { findSessionUser } from './sessions.ts';
import type { ApiServices } from '../common/index.ts';
import { readSessionToken } from '../common/index.ts';

type SessionLookup = Awaited<ReturnType<typeof findSessionUser>>;

// One lookup per request, however many steps ask (pacing, body limits, the GraphQL context, file routes).
const lookups = new WeakMap<IncomingMessage, Promise<SessionLookup>>();

/** The request's logged-in session (its user and session id), or null for a visitor; looked up once per request. */
export function requestSession(services: Pick<ApiServices, 'pool'>, req: IncomingMessage): Promise<SessionLookup> {
  let lookup = lookups.get(req);
  if (!lookup) {
    const token = readSessionToken(typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined);
    lookup = token ? findSessionUser(services.pool, token) : Promise.resolve(null);
    lookups.set(req, lookup);
  }
  return lookup;
}
