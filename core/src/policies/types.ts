/**
 * Who is asking: a user (only the id matters to most rules), or null for a visitor. A guest is someone
 * who sat at a room's table without an account: an identity for rooms only, so rules that need an account
 * (hosting, creating, playing where only users may) refuse it.
 */
export type Actor = { id: string; guest?: boolean } | null;

/** A rule answers one question about one kind of resource. Rules are pure: they get what they need passed in. */
export type Rule<R> = (actor: Actor, resource: R) => boolean;

/** Someone with an account (not a visitor, not a guest). */
export const hasAccount = (actor: Actor): actor is { id: string; guest?: false } => actor !== null && actor.guest !== true;
