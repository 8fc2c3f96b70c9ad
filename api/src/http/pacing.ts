import type { Request, RequestHandler, Response } from 'express';
import { addressGroup, addressNetwork, metrics, sampledGauge } from '@tablecraft/platform';
import { claimedOperationClass, type ApiServices, type OperationClass } from '../common/index.ts';
import { Pacer, type PaceRule } from './pacer.ts';
import { FairPacer, type FairShareRule } from './fair-pacer.ts';
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
   * A visitor's (no account session, guests included) GraphQL requests of one class (below) from one address
   * (an IPv6 /64): room for a household or an office behind one address, at a game night's pace.
   */
  graphqlPerAddress: { perSecond: 20, burst: 60, maxWaiting: 60, maxWaitMs: 5_000 },
  /**
   * All visitors' GraphQL requests together, but for the classes below: shared fairly between networks (an
   * IPv4 /24, an IPv6 /64), each waiting in its own queue. A flood from many addresses waits here rather
   * than crowding out the people who are logged in and playing, and its networks wait their own turns, so
   * a visitor from another network is served within one round.
   */
  graphqlVisitors: { perSecond: 50, burst: 100, maxWaiting: 1_000, maxWaitingPerKey: 100, maxWaitMs: 5_000 },
  /**
   * Visitors' log-ins, sign-ups and password resets, named in x-apollo-operation-name (OPERATION_CLASSES):
   * a pace of their own that cheap queries cannot use up, shared fairly between networks like the above.
   * Each is a mutation a person sends once in a while; every one that checks a password also waits for the
   * password gate (accounts/passwords.ts).
   */
  graphqlAuth: { perSecond: 10, burst: 20, maxWaiting: 200, maxWaitingPerKey: 20, maxWaitMs: 5_000 },
  /** Visitors sitting down as guests or opening a room's invite link, the same way. */
  graphqlGuestDoor: { perSecond: 10, burst: 20, maxWaiting: 200, maxWaitingPerKey: 20, maxWaitMs: 5_000 },
  /** An account's uploads, game files and table files: each is read, stored and checked on this process. */
  filesPerAccount: { perSecond: 3, burst: 12, maxWaiting: 40, maxWaitMs: 15_000 },
} satisfies Record<string, PaceRule | FairShareRule>;

export type PaceRules = typeof PACE_RULES;
export type PaceRuleName = keyof typeof PACE_RULES;

const BUSY = 'Too many requests at once; wait a few seconds and try again.';

/** What pacing asks of a rule's pacer: a turn for a key, when to retry, what waits. */
interface Gate {
  admit(key: string): Promise<boolean> | boolean;
  retryAfterMs(key: string): number;
  stats(): { keys: number; waiting: number };
  close(): void;
}

/** One pacer per rule, for the life of the API (closed with it): a fair one for the rules shared by networks. */
export function createPacers(rules: PaceRules = PACE_RULES) {
  const pacers = Object.fromEntries(
    Object.entries(rules).map(([name, rule]): [string, Gate] => [name, 'maxWaitingPerKey' in rule ? new FairPacer(rule) : new Pacer(rule)]),
  ) as Record<PaceRuleName, Gate>;
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

function refuse(res: Response, pacer: Gate, key: string, graphql: boolean): void {
  const retryAfterSeconds = Math.max(1, Math.ceil(pacer.retryAfterMs(key) / 1000));
  // Hang up after answering: the body is left unread, and reading it is what pacing spares.
  res.setHeader('Connection', 'close');
  res.setHeader('Retry-After', String(retryAfterSeconds));
  if (graphql) res.status(429).json({ errors: [{ message: BUSY, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
  else res.status(429).json({ code: 'RATE_LIMITED', message: BUSY, retryAfterSeconds });
}

/** The rule each class of a visitor's request shares (OPERATION_CLASSES); the rest share graphqlVisitors. */
const VISITOR_RULES: Record<OperationClass | 'other', PaceRuleName> = {
  auth: 'graphqlAuth',
  guestDoor: 'graphqlGuestDoor',
  other: 'graphqlVisitors',
};

/**
 * Paces GraphQL requests before their body is read: a logged-in account by its own rule; a visitor by its
 * address and then by its network's share of its class's pace, the class chosen by the operation the request
 * names in x-apollo-operation-name (and checked once the body is parsed, graphql/named-operations.ts). A
 * request waits its turn (up to the rule's limit) rather than being refused, so a flooding client's
 * connections sit idle instead of spinning on refusals.
 */
export function paceGraphQL(services: ApiServices, pacers: Pacers): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = await requestSession(services, req);
      let steps: Array<[PaceRuleName, string]>;
      if (session) steps = [['graphqlPerAccount', session.user.id]];
      else {
        const address = req.ip ?? 'unknown';
        const operationClass = claimedOperationClass(req) ?? 'other';
        steps = [
          ['graphqlPerAddress', `${operationClass} ${addressGroup(address)}`],
          [VISITOR_RULES[operationClass], addressNetwork(address)],
        ];
      }
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
