/**
 * Every table has one owning feature (docs/ARCHITECTURE.md, "Tables and their owners"): this reads every SQL
 * string of api/src and compares the tables each folder names with the owners the page lists, so the page
 * and the code cannot drift apart. A probe writes a feature that names another's table into a folder of its
 * own and checks that it is found.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { crossings, migrationTables, ownersInDoc, tableTouches, type TableOwner } from '../../scripts/lib/api-tables.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SRC, '../..');

/** The crossings the page admits: each folder its rows list as still touching the table. */
const admitted = (owners: TableOwner[]) =>
  owners.flatMap(({ table, notYetThroughFace }) => notYetThroughFace.map((folder) => `${folder} ${table}`)).sort();

describe("the API's tables", () => {
  const tables = migrationTables(join(ROOT, 'migrations/sql'));
  const owners = ownersInDoc(readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));
  const touches = tableTouches(SRC, tables);

  it('reads the tables, their owners and the SQL of api/src', () => {
    // Guards on the readers: were one to find nothing, every rule below would pass.
    expect(tables.length).toBeGreaterThan(20);
    expect(owners.length).toBeGreaterThan(20);
    expect(touches.length).toBeGreaterThan(100);
  });

  it('names one owner for each table the migrations create, and no other table', () => {
    expect(
      owners.map(({ table }) => table).sort(),
      'each table a migration creates needs its row in docs/ARCHITECTURE.md, "Tables and their owners"',
    ).toEqual(tables);
  });

  it('lets a folder name in SQL only the tables it owns, but for the crossings the page lists', () => {
    expect(
      crossings(touches, owners),
      "a folder names another's table: ask the owner's face instead (or list it in the row's last column while it moves)",
    ).toEqual(admitted(owners));
  });
});

describe('a feature naming another feature’s table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-tables-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const owners: TableOwner[] = [
    { table: 'rooms', owner: 'rooms', notYetThroughFace: [] },
    { table: 'table_saves', owner: 'saves', notYetThroughFace: [] },
    { table: 'assets', owner: 'uploads', notYetThroughFace: [] },
  ];
  const tables = owners.map(({ table }) => table);
  write('rooms/store.ts', "export const q = 'SELECT code FROM rooms WHERE id = $1';\n");
  write('saves/store.ts', "export const q = 'INSERT INTO table_saves (name) VALUES ($1)';\n");
  write('settings/store.ts', "export const error = 'Delete the game from its rooms first.';\n");
  // Prose naming a table is no SQL: the owners alone touch their tables here.
  write('saves/store.test.ts', "export const q = 'DELETE FROM rooms';\n");

  it('finds nothing in a package where each feature names only its own tables', () => {
    expect(crossings(tableTouches(dir, tables), owners)).toEqual([]);
  });

  const probes: Record<string, string> = {
    'an UPDATE of another feature’s rows': "export const q = 'UPDATE rooms SET from_save_id = $2 WHERE id = $1';\n",
    'a JOIN to another feature’s table': 'export const q = `SELECT r.id FROM table_saves s JOIN rooms r ON r.id = s.room_id`;\n',
    'a DELETE inside a template with parameters': 'export const q = (n: number) => `DELETE FROM assets WHERE game_id = ${n}`;\n',
  };
  for (const [name, text] of Object.entries(probes)) {
    it(`finds ${name}`, () => {
      write('settings/probe.ts', text);
      try {
        expect(crossings(tableTouches(dir, tables), owners)).not.toEqual([]);
        expect(crossings(tableTouches(dir, tables), owners).every((crossing) => crossing.startsWith('settings '))).toBe(true);
      } finally {
        rmSync(join(dir, 'settings/probe.ts'));
      }
    });
  }

  it('fails the check when the page does not admit the crossing, and passes once it does', () => {
    write('settings/probe.ts', "export const q = 'DELETE FROM rooms WHERE game_id = $1';\n");
    try {
      const found = crossings(tableTouches(dir, tables), owners);
      expect(found).toEqual(['settings rooms']);
      expect(found).not.toEqual(admitted(owners));
      const admitting = owners.map((row) => (row.table === 'rooms' ? { ...row, notYetThroughFace: ['settings'] } : row));
      expect(found).toEqual(admitted(admitting));
    } finally {
      rmSync(join(dir, 'settings/probe.ts'));
    }
  });
});
