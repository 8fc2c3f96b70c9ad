import type { Request, RequestHandler, Response } from 'express';
import { metrics, sampledGauge } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { Pacer, type PaceRule } from './pacer.ts';
import { requestSession } from '../accounts/index.ts';

/**
 * How fast requests may start, per API process: these protect the one event loop a process's users share,
 * so they are counted where the work is done, not across replicas (the per-account and per-address
 * allowances in Redis are the product-wide limits). A browser's own use stays far under each.
 */
export const PACE_RULES = {
  /** A logged-in account's GraphQL requests: the busiest page asks a few per second. */
  graphqlPerAccount: { perSecond: 40, burst: 80, maxWaiting: 64, maxWaitMs: 5_000 },
  /**
   * A visitor's (no account session, guests included) GraphQL requests, per address: room for a household or
   * an office behind one address, at a game night's pace.
   */
  graphqlPerAddress: { perSecond: 20, burst: 60, maxWaiting: 60, maxWaitMs: 5_000 },
  /**
   * All visitors' GraphQL requests together: a flood from many addresses (a reset-password or log-in flood)
   * waits here rather than crowding out the people who are logged in and playing.
   */
  graphqlVisitors: { perSecond: 50, burst: 100, maxWaiting: 500, maxWaitMs: 5_000 },
  /** An account's uploads, game files and table files: each is read, stored and checked on this process. */
  filesPerAccount: { perSecond: 3, burst: 12, maxWaiting: 40, maxWaitMs: 15_000 },
} satisfies Record<string, PaceRule>;

export type PaceRuleName = keyof typeof PACE_RULES;

const BUSY = 'Too many requests at once; wait a few seconds and try again.';

/** One pacer per rule, for the life of the API (closed with it). */
export function createPacers(rules: Record<PaceRuleName, PaceRule> = PACE_RULES) {
  const pacers = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, new Pacer(rule)])) as Record<PaceRuleName, Pacer>;
  // Every rule's series from the start, at 0, so an alert on the first refusal has a sample before it.
  metrics.pacedRequests(Object.keys(PACE_RULES));
  const stats = () =>
    Object.fromEntries(Object.entries(pacers).map(([name, pacer]) => [name, pacer.stats()])) as Record<
      PaceRuleName,
      { keys: number; waiting: number }
    >;
  // Scraped with the rest of /metrics: requests each rule is holding right now.
  const forget = sampledGauge('tablecraft_paced_requests_waiting', 'API requests waiting their turn, by pacing rule', ['rule'], () =>
    Object.entries(stats()).map(([rule, { waiting }]) => ({ labels: { rule }, value: waiting })),
  );
  return {
    pacers,
    stats,
    close: () => {
      forget();
      Object.values(pacers).forEach((pacer) => pacer.close());
    },
  };
}
export type Pacers = ReturnType<typeof createPacers>['pacers'];

/** Waits the key's turn under each rule in order; answers the rule that refused, or null once admitted. */
async function admitAll(pacers: Pacers, steps: Array<[PaceRuleName, string]>): Promise<{ rule: PaceRuleName; key: string } | null> {
  const paced = metrics.pacedRequests();
  for (const [rule, key] of steps) {
    const turn = pacers[rule].admit(key);
    if (turn === true) continue;
    if (turn === false || !(await turn)) {
      paced.inc({ rule, outcome: 'refused' });
      return { rule, key };
    }
    paced.inc({ rule, outcome: 'waited' });
  }
  return null;
}

function refuse(res: Response, pacer: Pacer, key: string, graphql: boolean): void {
  const retryAfterSeconds = Math.max(1, Math.ceil(pacer.retryAfterMs(key) / 1000));
  // Hang up after answering: the body is left unread, and reading it is what pacing spares.
  res.setHeader('Connection', 'close');
  res.setHeader('Retry-After', String(retryAfterSeconds));
  if (graphql) res.status(429).json({ errors: [{ message: BUSY, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
  else res.status(429).json({ code: 'RATE_LIMITED', message: BUSY, retryAfterSeconds });
}

/**
 * Paces GraphQL requests before their body is read: a logged-in account by its own rule; a visitor by its
 * address and then with all visitors together. A request waits its turn (up to the rule's limit) rather
 * than being refused, so a flooding client's connections sit idle instead of spinning on refusals.
 */
export function paceGraphQL(services: ApiServices, pacers: Pacers): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = await requestSession(services, req);
      const steps: Array<[PaceRuleName, string]> = session
        ? [['graphqlPerAccount', session.user.id]]
        : [
            ['graphqlPerAddress', req.ip ?? 'unknown'],
            ['graphqlVisitors', 'all'],
          ];
      await admitted(req, res, next, pacers, steps, true);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Paces an account's file POSTs (uploads, game files, table files) before their body is read. Visitors are
 * not paced here: the routes refuse them before reading anything.
 */
export function paceFiles(services: ApiServices, pacers: Pacers): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== 'POST') return next();
      const session = await requestSession(services, req);
      if (!session) return next();
      await admitted(req, res, next, pacers, [['filesPerAccount', session.user.id]], false);
    } catch (error) {
      next(error);
    }
  };
}

async function admitted(
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
  pacers: Pacers,
  steps: Array<[PaceRuleName, string]>,
  graphql: boolean,
): Promise<void> {
  const refused = await admitAll(pacers, steps);
  if (refused) return refuse(res, pacers[refused.rule], refused.key, graphql);
  // A client that gave up while it waited is not served.
  if (req.destroyed) return;
  next();
}
