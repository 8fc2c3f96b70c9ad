import { AppError } from '../errors/index.ts';
import { accountRules } from './accounts.ts';
import { gameRules } from './games.ts';
import { roomRules } from './rooms.ts';
import { saveRules } from './saves.ts';
import { watchRules } from './watching.ts';
import type { Actor, Rule } from './types.ts';

export type { Actor } from './types.ts';
export { roleOf, type GameResource, type MemberRole, type PlayPermission } from './games.ts';
export { isBannedFrom, roomRoleOf, type RoomResource, type RoomWithPlayers } from './rooms.ts';
export { ACCESS_CHANNEL, parseAccessChange, type AccessChange } from './live-access.ts';
export type { RoomWatchResource } from './watching.ts';

/**
 * The one place that decides who may do what. Every resolver, route and socket handler asks here;
 * each capability adds its rules as a group (accounts, games, rooms, assets…).
 */
const rules = {
  ...accountRules,
  ...gameRules,
  ...roomRules,
  ...saveRules,
  ...watchRules,
};

export type Action = keyof typeof rules;
type ResourceOf<A extends Action> = (typeof rules)[A] extends Rule<infer R> ? R : never;

/** True when the actor may perform the action on the resource. */
export function can<A extends Action>(actor: Actor, action: A, resource: ResourceOf<A>): boolean {
  return (rules[action] as Rule<ResourceOf<A>>)(actor, resource);
}

/** Throws UNAUTHENTICATED for visitors and FORBIDDEN for users when `can` says no. */
export function authorize<A extends Action>(actor: Actor, action: A, resource: ResourceOf<A>): void {
  if (can(actor, action, resource)) return;
  throw new AppError(actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}

/** Throws UNAUTHENTICATED unless someone is logged in; returns them, typed as present. */
export function requireUser<T extends NonNullable<Actor>>(actor: T | null): T {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  return actor;
}
