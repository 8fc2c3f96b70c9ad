import type { Request, Response } from 'express';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { findGuest } from '../guests/index.ts';
import { requestSession } from '../accounts/index.ts';
import { ResponseBudget } from './cost.ts';
import { requestLoaders, type RequestLoaders } from './loaders.ts';

/** What every resolver receives: the services, who is asking, and the HTTP exchange for cookies. */
export interface RequestContext {
  services: ApiServices;
  viewer: UserRecord | null;
  sessionId: string | null;
  /**
   * The guest this browser sits as (no account), when nobody is logged in: read by the room paths alone,
   * so a guest is a visitor everywhere else. `roomViewer` is who a room path answers: the viewer, else the guest.
   */
  guest: UserRecord | null;
  roomViewer: UserRecord | null;
  req: Request;
  res: Response;
  /** Document bytes this request may still read (the response size ceiling). */
  budget: ResponseBudget;
  /** Batched reads for this request only: a list of 24 games asks for their owners in one query. */
  loaders: RequestLoaders;
}

/** Resolves the viewer from the session cookie; an unknown, idle or orphaned session means a visitor. */
export async function buildContext(services: ApiServices, req: Request, res: Response): Promise<RequestContext> {
  const session = await requestSession(services, req);
  const guest = session ? null : await findGuest(services.pool, req);
  return {
    services,
    viewer: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    guest,
    roomViewer: session?.user ?? guest,
    req,
    res,
    budget: new ResponseBudget(),
    loaders: requestLoaders(services),
  };
}
