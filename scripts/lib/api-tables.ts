/**
 * Which folder of api/src touches which table (docs/ARCHITECTURE.md, "Tables and their owners"). The
 * tables are those the migrations create; a folder touches one when an SQL string of its code (a string
 * or template literal, outside its tests) names it after FROM, JOIN, INTO, UPDATE, DELETE FROM, TRUNCATE or
 * TABLE. SQL is written with upper-case keywords here, which keeps prose (an error message saying "from
 * games") out of the count. `api/src/tables.test.ts` compares what it finds with the owners the
 * architecture page names.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { folderOf } from './api-boundaries.ts';

/** The tables the numbered migrations leave: every CREATE TABLE, less those dropped later. */
export function migrationTables(sqlDir: string): string[] {
  const tables = new Set<string>();
  for (const name of readdirSync(sqlDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(sqlDir, name), 'utf8');
    for (const [, table] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/gi)) tables.add(table!.toLowerCase());
    for (const [, table] of sql.matchAll(/DROP TABLE (?:IF EXISTS )?([a-z_][a-z0-9_]*)/gi)) tables.delete(table!.toLowerCase());
    for (const [, from, to] of sql.matchAll(/ALTER TABLE ([a-z_][a-z0-9_]*) RENAME TO ([a-z_][a-z0-9_]*)/gi)) {
      tables.delete(from!.toLowerCase());
      tables.add(to!.toLowerCase());
    }
  }
  return [...tables].sort();
}

/** One place a folder's SQL names a table. */
export interface TableTouch {
  folder: string;
  /** The file, under api/src. */
  file: string;
  table: string;
  /** The keyword before the name: FROM, JOIN, INTO, UPDATE, DELETE FROM, TRUNCATE, TABLE. */
  verb: string;
}

const TABLE_AFTER = /\b(DELETE FROM|FROM|JOIN|INTO|UPDATE|TRUNCATE|TABLE)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)/g;

/** The text of every string and template literal in a file (a template's `${}` parts read as `?`). */
function literals(text: string, fileName: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push(node.head.text + node.templateSpans.map((span) => ` ? ${span.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The tables a file's SQL names, among `tables`. */
export function tablesNamedIn(text: string, fileName: string, tables: ReadonlySet<string>): { table: string; verb: string }[] {
  const named: { table: string; verb: string }[] = [];
  for (const literal of literals(text, fileName)) {
    for (const [, verb, table] of literal.matchAll(TABLE_AFTER)) if (tables.has(table!)) named.push({ table: table!, verb: verb! });
  }
  return named;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every table the code of api/src names, by folder and file. */
export function tableTouches(srcDir: string, tables: readonly string[]): TableTouch[] {
  const known = new Set(tables);
  const touches: TableTouch[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    for (const { table, verb } of tablesNamedIn(readFileSync(path, 'utf8'), path, known)) {
      touches.push({ folder: folderOf(file), file, table, verb });
    }
  }
  return touches;
}

/** One row of the architecture page's table of owners. */
export interface TableOwner {
  table: string;
  owner: string;
  /** Folders that still touch the table themselves, named in the row's last column. */
  notYetThroughFace: string[];
}

/**
 * The owners the architecture page names: the rows of the table under its heading "Tables and their
 * owners", each `| \`table\` | owner | … | folders, as \`name\` |` (the last column lists the folders that
 * still touch the table themselves, or is empty).
 */
export function ownersInDoc(markdown: string): TableOwner[] {
  const start = markdown.indexOf('## Tables and their owners');
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const owners: TableOwner[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const table = /^`([a-z_][a-z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (!table) continue;
    const owner = /`([a-z.-]+)`/.exec(cells[2] ?? '')?.[1] ?? cells[2] ?? '';
    const notYet = [...(cells[cells.length - 2] ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!);
    owners.push({ table, owner, notYetThroughFace: cells.length > 4 ? notYet : [] });
  }
  return owners;
}

/**
 * The touches that break ownership: a folder naming a table another folder owns. Each is `folder table`,
 * sorted and once.
 */
export function crossings(touches: TableTouch[], owners: TableOwner[]): string[] {
  const ownerOf = new Map(owners.map(({ table, owner }) => [table, owner]));
  return [
    ...new Set(touches.filter(({ folder, table }) => ownerOf.get(table) !== folder).map(({ folder, table }) => `${folder} ${table}`)),
  ].sort();
}
