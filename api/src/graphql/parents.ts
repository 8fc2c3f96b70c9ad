/**
 * What each GraphQL object type is resolved from, when that is not the schema's own shape: the rows and
 * domain records the services return. scripts/codegen/api.ts maps the schema's types to these, so every
 * resolver's parent is the record it really receives, and every field returning one is checked to.
 */
import type { GameRecord } from '../games/index.ts';

export type { UserRecord } from '../accounts/index.ts';
export type { PlanLimits } from '../plans/index.ts';
export type { RevisionRecord } from '../games/index.ts';
export type { RoomRecord } from '../rooms/index.ts';
export type { MemberRecord, PlayerRecord } from '../members/index.ts';
export type { InviteRecord } from '../invites/index.ts';
export type { TableSaveRecord } from '../saves/index.ts';
export type { PresentedAsset } from '../uploads/index.ts';

/** A game row; found by its address, it also carries the address asked for (an old one redirects). */
export type GameParent = GameRecord & { requestedPath?: string };
