/**
 * The API's feature folders and the rules between them (docs/ARCHITECTURE.md, "The API's folders"):
 * a feature is used only through its public face (its index.ts), and no two features need each other,
 * directly or round a longer loop. Lint forbids the deep imports as they are typed; this test reads every
 * import in api/src, so it also sees the loops, which no single import shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Folders that assemble the features (the composition root): they may use any feature's public face. */
const COMPOSITION = new Set(['graphql', 'http']);
/** The folder every feature may use, and which uses none. */
const COMMON = 'common';
/** Files written by a generator; they keep the generator's own imports. */
const GENERATED = /(^|\/)generated\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: static and type imports, re-exports, dynamic imports. */
function importsOf(path: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  return importedFiles.map((file) => file.fileName);
}

/** The folder a file of api/src belongs to; files at the top (server.ts, main.ts…) belong to the root. */
function folderOf(relPath: string): string {
  const parts = relPath.split('/');
  return parts.length > 1 ? parts[0]! : '.';
}

/** One import from a file of one folder of api/src into another folder, or into a top-level file. */
export interface Import {
  /** The importing file's folder ('.' for the top-level files: server.ts, main.ts…). */
  from: string;
  /** The imported file's folder ('.' for a top-level file). */
  to: string;
  file: string;
  specifier: string;
  /** The imported file, as a path under api/src. */
  target: string;
  /** Imported by a test: it must use the face too, but a test is no dependency of the feature. */
  test: boolean;
}

export function crossFolderImports(src: string = SRC): Import[] {
  const found: Import[] = [];
  for (const path of sourceFiles(src)) {
    const file = relative(src, path).split(sep).join('/');
    if (GENERATED.test(file)) continue;
    for (const specifier of importsOf(path)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(path), specifier))
        .split(sep)
        .join('/');
      if (target.startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) found.push({ from, to, file, specifier, target, test: file.endsWith('.test.ts') });
    }
  }
  return found;
}

const isRoot = (folder: string) => folder === '.' || COMPOSITION.has(folder);
const describeImport = (edge: Import) => `${edge.file} imports ${edge.specifier}`;

/** (a) Imports past a folder's public face: anything in another folder but its index.ts (or the folder). */
export function deepImports(imports: Import[]): string[] {
  return imports.filter((edge) => edge.to !== '.' && edge.target !== edge.to && edge.target !== `${edge.to}/index.ts`).map(describeImport);
}

/** Features that import the composition root, and common importing anything of the API's but itself. */
export function upwardImports(imports: Import[]): string[] {
  return imports.filter((edge) => (!isRoot(edge.from) && isRoot(edge.to)) || edge.from === COMMON).map(describeImport);
}

/**
 * The folder graph's loops: each group of folders that all reach each other (a strongly connected
 * component), its folders sorted, and one loop through it printed as a path.
 */
export function cycles(edges: Pick<Import, 'from' | 'to' | 'test'>[]): { folders: string[]; loop: string[] }[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to, test } of edges) {
    if (from === to || test) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => ({ folders: component, loop: loopThrough(component, next) }));
}

/** The shortest way from a component's first folder back to itself. */
function loopThrough(component: string[], next: Map<string, Set<string>>): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

describe("the API's feature folders", () => {
  const imports = crossFolderImports();

  it('reads the imports of api/src', () => {
    // A guard on the reader itself: were it to find nothing, every rule below would pass.
    expect(imports.length).toBeGreaterThan(20);
  });

  it('uses another folder only through its public face (its index.ts)', () => {
    expect(deepImports(imports)).toEqual([]);
  });

  it('keeps the composition root (server.ts, services.ts, graphql/, http/…) out of the features, and common a leaf', () => {
    expect(upwardImports(imports)).toEqual([]);
  });

  it('has no loop between folders: no two features need each other, directly or round a longer loop', () => {
    expect(cycles(imports).map(({ loop, folders }) => `${loop.join(' → ')} (in a loop of ${folders.join(', ')})`)).toEqual([]);
  });
});
