/** Who is asking: a user (only the id matters to rules), or null for a visitor. */
export type Actor = { id: string } | null;

/** A rule answers one question about one kind of resource. Rules are pure: they get what they need passed in. */
export type Rule<R> = (actor: Actor, resource: R) => boolean;
