import type { Rule } from './types.ts';

/** Account rules: a user manages only their own account. */
export const accountRules = {
  'account.read': ((actor, user) => actor !== null && actor.id === user.id) as Rule<{ id: string }>,
  'account.update': ((actor, user) => actor !== null && actor.id === user.id) as Rule<{ id: string }>,
  'account.delete': ((actor, user) => actor !== null && actor.id === user.id) as Rule<{ id: string }>,
};
