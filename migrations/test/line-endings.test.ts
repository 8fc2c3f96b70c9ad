// A checkout whose migration files have CRLF line endings (core.autocrlf on Windows, an editor's
// setting) must still match the checksums recorded when they ran, or every start refuses to migrate.
// Two guards: .gitattributes checks every text file out with LF, and the runner checksums LF-normalised text.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSqlDir, migrate, readMigrations } from '@tablecraft/migrations';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';

const REPOSITORY = join(import.meta.dirname, '../..');

describe('migrations checked out with CRLF line endings', () => {
  let crlf: string;
  let db: TestDatabase;
  beforeAll(async () => {
    crlf = mkdtempSync(join(tmpdir(), 'tablecraft-crlf-'));
    for (const file of readdirSync(defaultSqlDir()).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(join(defaultSqlDir(), file), 'utf8');
      writeFileSync(join(crlf, file), text.replace(/\r?\n/g, '\r\n'));
    }
    db = await createTestDatabase();
  });
  afterAll(async () => {
    rmSync(crlf, { recursive: true, force: true });
    await db?.drop();
  });

  it('have the checksums of the LF files, which are the sha256 of their committed bytes', () => {
    const lf = readMigrations();
    expect(readMigrations(crlf).map((m) => [m.name, m.checksum])).toEqual(lf.map((m) => [m.name, m.checksum]));
    for (const migration of lf) {
      const bytes = readFileSync(join(defaultSqlDir(), `${migration.name}.sql`));
      expect(bytes.includes('\r'), `${migration.name}.sql has a CR`).toBe(false);
      expect(migration.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('migrate a database the LF files migrated without refusing anything', async () => {
    await expect(migrate(db.pool, { dir: crlf })).resolves.toEqual({ applied: [] });
  });
});

describe('.gitattributes', () => {
  const git = (args: string[]) => spawnSync('git', args, { cwd: REPOSITORY, encoding: 'utf8' });
  const inCheckout = git(['rev-parse', '--is-inside-work-tree']).stdout.trim() === 'true';

  it.skipIf(!inCheckout)('checks every migration out with LF, whatever core.autocrlf says', () => {
    const files = readdirSync(defaultSqlDir())
      .filter((name) => name.endsWith('.sql'))
      .map((name) => relative(REPOSITORY, join(defaultSqlDir(), name)));
    const attributes = git(['check-attr', 'text', 'eol', '--', ...files]).stdout;
    for (const file of files) {
      expect(attributes).toContain(`${file}: eol: lf`);
      expect(attributes).toMatch(new RegExp(`${file.replace(/\./g, '\\.')}: text: (set|auto)`));
    }
  });
});
