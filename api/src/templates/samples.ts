import { SAMPLE_TEMPLATE_IDS, findTemplate } from '@tablecraft/core/templates';
import type { Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../services.ts';
import { withTemplateGames } from './service.ts';

// Sample games, so a new site's home page is never bare. When no public game has a published
// revision, two templates are published as public games of the "tablecraft" account. That user name
// is reserved (nobody can sign up as it) and the account has no password (no hash ever matches), so
// nobody logs in as it: it only owns the samples, and says honestly where they come from.

export const SAMPLE_OWNER = { userName: 'tablecraft', name: 'Tablecraft samples', email: 'samples@tablecraft.invalid' } as const;

/** Any number: both API replicas starting at once take turns on this lock instead of seeding twice. */
const SEED_LOCK = 7_402_519;

/**
 * Publishes the sample games when the site has no public game; otherwise does nothing. Safe to run at
 * every start, by several instances at once. Answers how many games it made.
 */
export async function seedSampleGames(services: ApiServices): Promise<number> {
  return withTemplateGames(services, async (make, client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasPublicGame(client)) return 0;
    const ownerId = await sampleOwnerId(client);
    let made = 0;
    for (const id of SAMPLE_TEMPLATE_IDS) {
      const template = findTemplate(id)!;
      // An operator who hid a sample (made it private) keeps it hidden: it is not made again.
      const { rows } = await client.query('SELECT 1 FROM games WHERE owner_id = $1 AND title = $2', [ownerId, template.title]);
      if (rows.length > 0) continue;
      await make(ownerId, template, { visibility: 'public', publish: true });
      made++;
    }
    return made;
  });
}

async function hasPublicGame(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM games g WHERE g.visibility = 'public' AND EXISTS (SELECT 1 FROM revisions r WHERE r.game_id = g.id AND r.number IS NOT NULL) LIMIT 1`,
  );
  return rows.length > 0;
}

/** The samples' owner, made on first use. Its password hash is not a hash, so no password matches it. */
async function sampleOwnerId(db: Queryable): Promise<string> {
  const found = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(user_name) = $1', [SAMPLE_OWNER.userName]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, $2, $3, '!') RETURNING id`,
    [SAMPLE_OWNER.userName, SAMPLE_OWNER.name, SAMPLE_OWNER.email],
  );
  return rows[0]!.id;
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
