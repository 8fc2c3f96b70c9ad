import { fieldError } from '@tablecraft/core/errors';
import { GAME_NAME_PATTERN, slugify } from '@tablecraft/core';
import type { Queryable } from '@tablecraft/platform';
import { gameNamesFrom } from './store.ts';

/**
 * A game name for a new game of `ownerId` made from `title`: its slug, or the first free "slug-2",
 * "slug-3"… among the owner's games. A title with nothing to make a name from takes `fallback`, or is
 * refused on its title field when there is none (someone typing a title can change it).
 */
export async function freeGameName(db: Queryable, ownerId: string, title: string, fallback?: string): Promise<string> {
  const slug = (slugify(title) || '').slice(0, 34).replace(/-+$/, '');
  const base = GAME_NAME_PATTERN.test(slug) ? slug : fallback;
  if (base === undefined) throw fieldError({ title: 'needs a letter or digit to make the game name from' });
  const taken = await gameNamesFrom(db, ownerId, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
