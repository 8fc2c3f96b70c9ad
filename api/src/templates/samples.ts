import { SAMPLE_TEMPLATE_IDS, findTemplate } from '@tablecraft/core/templates';
import type { ApiServices } from '../common/index.ts';
import { hasPublicGame } from '../games/index.ts';
import { withTemplateGames } from './service.ts';
import { sampleOwnerId } from '../accounts/index.ts';
import { ownerHasGameTitled } from '../games/index.ts';
import { lockSampleSeeding } from './store.ts';

// Sample games, so a new site's home page is never bare. When no public game has a published
// revision, two templates are published as public games of the "tablecraft" account. That user name
// is reserved (nobody can sign up as it) and the account has no password (no hash ever matches), so
// nobody logs in as it: it only owns the samples, and says honestly where they come from.

export const SAMPLE_OWNER = { userName: 'tablecraft', name: 'Tablecraft samples', email: 'samples@tablecraft.invalid' } as const;

/**
 * Publishes the sample games when the site has no public game; otherwise does nothing. Safe to run at
 * every start, by several instances at once. Answers how many games it made.
 */
export async function seedSampleGames(services: ApiServices): Promise<number> {
  // Most starts find public games: they store no art. The check is made again under the seeding lock.
  if (await hasPublicGame(services.pool)) return 0;
  const templates = SAMPLE_TEMPLATE_IDS.map((id) => findTemplate(id)!);
  return withTemplateGames(services, templates, async (make, client) => {
    await lockSampleSeeding(client);
    if (await hasPublicGame(client)) return 0;
    const ownerId = await sampleOwnerId(client, SAMPLE_OWNER);
    let made = 0;
    for (const template of templates) {
      // An operator who hid a sample (made it private) keeps it hidden: it is not made again.
      if (await ownerHasGameTitled(client, ownerId, template.title)) continue;
      await make(ownerId, template, { visibility: 'public', publish: true });
      made++;
    }
    return made;
  });
}

/** Seeds at start-up unless turned off; a failure is logged and never stops the API. */
export async function seedSampleGamesAtStart(services: ApiServices): Promise<void> {
  // Tests count public games, so they get samples only when they ask for them.
  if (!(services.config.SAMPLE_GAMES ?? services.config.NODE_ENV !== 'test')) return;
  try {
    const made = await seedSampleGames(services);
    if (made > 0) services.logger.info({ made }, 'published sample games');
  } catch (error) {
    services.logger.error({ err: error }, 'could not publish the sample games');
  }
}
