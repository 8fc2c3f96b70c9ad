/**
 * The web's folder rules (docs/ARCHITECTURE.md, "The web's folders"), judged on the file each import names.
 * Imports are read as the API's are (scripts/lib/api-boundaries.ts: static and type imports, re-exports,
 * dynamic `import()`, `require()`, `new URL(…, import.meta.url)`), then resolved as Vite resolves them:
 * relative paths, `.js` written for a `.ts`, a folder's index, a query suffix (`?url`, `?raw`) naming the
 * same file, a path from the web's root (`/src/…`), stylesheets and other assets as the files they are.
 * Another package's name is not this rule's business. A specifier that cannot be read statically (a
 * template with `${}`, a variable), or that names no file, is refused, since no rule can say which folder
 * it reaches. `web/src/architecture.test.ts` and the lint rule `tablecraft/web-boundaries`
 * (eslint.config.js) both judge with this module, so they agree on every import.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Rule } from 'eslint';
import { fileAt, judgeImports, readImports, underSrc, type Import, type Judged, type Resolution } from './api-boundaries.ts';

export type { Import, Resolution };

/** Folders that are one part of the product each: used from outside only through their index.ts. */
export const FEATURES = new Set(['accounts', 'editor', 'games', 'invites', 'keys', 'pages', 'play', 'settings']);
/** Building blocks any folder may use, file by file; they use no feature and never the root. */
export const SHARED = new Set(['actions', 'canvas', 'data', 'forms', 'graphql', 'routing', 'shell', 'styles', 'test', 'uploads']);
/** The top-level files (main.tsx, App.tsx, routes.tsx…): the composition root, which assembles the features. */
export const ROOT = '.';
/**
 * A route's page module (GamePage.tsx, the editor's EditorRoutes.tsx): the root alone may name one of a
 * feature's, and only with import(), as its route's lazy loader. The page stays a chunk of its own, and
 * the entry never carries the feature's face for it (the room's budget counts the entry).
 */
export const PAGE_MODULE = /(Page|Routes)\.tsx$/;
/** Why a folder that neither list names is refused: every folder is declared one or the other. */
const UNLISTED = 'which is neither a feature nor shared: add it to FEATURES or SHARED in scripts/lib/web-boundaries.ts';
/** Files written by a generator; they keep the generator's own imports. */
const GENERATED = /(^|\/)generated\//;

/** The web package: its directory and its name (an import by that name would bypass every folder). */
export interface WebPackage {
  dir: string;
  name: string;
}

export function readWebPackage(dir: string): WebPackage {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string };
  return { dir, name: json.name };
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a specifier in `fromFile` names, as Vite finds it, or external (another package), or why it cannot be told. */
export function resolveWebSpecifier(fromFile: string, specifier: string, pkg: WebPackage): Resolution {
  // `?url`, `?raw`, `?inline`, `?worker`: the same file, handed over in another form.
  const path = specifier.replace(/\?.*$/, '');
  if (path.startsWith('.')) {
    const file = fileAt(resolve(dirname(fromFile), path));
    return file ? { kind: 'file', path: file } : { kind: 'unresolved', reason: 'names no file' };
  }
  if (path.startsWith('/')) {
    // From Vite's root (the web package); a file of public/ is served as it is and imports nothing.
    const file = fileAt(join(pkg.dir, path));
    if (file) return { kind: 'file', path: file };
    return isFile(join(pkg.dir, 'public', path)) ? { kind: 'external' } : { kind: 'unresolved', reason: 'names no file' };
  }
  // Subpath imports ('#x') would route through package.json to any file.
  if (path.startsWith('#')) return { kind: 'unresolved', reason: 'is a package subpath import, which this rule does not follow' };
  if (path === pkg.name || path.startsWith(`${pkg.name}/`)) {
    return { kind: 'unresolved', reason: `names the web by its own package name, which exports nothing; name the file by its path` };
  }
  return { kind: 'external' };
}

/** The folder a file of web/src belongs to; files at the top (main.tsx, routes.tsx…) are the root. */
export function folderOf(relPath: string): string {
  const parts = relPath.split('/');
  return parts.length > 1 ? parts[0]! : ROOT;
}

export type FolderKind = 'root' | 'feature' | 'shared';

/** What a folder of web/src is, or null for one no list names yet. */
export function kindOf(folder: string): FolderKind | null {
  if (folder === ROOT) return 'root';
  if (FEATURES.has(folder)) return 'feature';
  if (SHARED.has(folder)) return 'shared';
  return null;
}

/**
 * What is wrong with a file of web/src (`file`, under src) naming `target` (under src), or null: (a) past a
 * feature's face, anything in a feature but its index.ts, from outside it, but for the root's import() of
 * a page module (PAGE_MODULE); (b) through its own face, a
 * feature's file importing its own index.ts (the face is for others, and a file re-exported there would
 * import itself round it); (c) upward, a feature or a shared folder naming the root, or a shared folder
 * naming a feature; (d) a folder no list names.
 */
export function boundaryProblem(file: string, target: string, dynamic = false): string | null {
  const from = folderOf(file);
  const to = folderOf(target);
  // An importing file in such a folder is refused once, as a file (judgeFile).
  if (kindOf(from) === null) return null;
  if (kindOf(to) === null) return `is in web/src/${to}/, ${UNLISTED}`;
  if (from === to) {
    const ownFace = kindOf(from) === 'feature' && target === `${from}/index.ts` && file !== target;
    return ownFace ? `is ${from}'s own face (${target}); inside a feature, import the file itself` : null;
  }
  if (kindOf(to) === 'root') return `reaches up into the composition root (${target})`;
  if (kindOf(to) === 'feature') {
    if (kindOf(from) === 'root' && dynamic && PAGE_MODULE.test(target)) return null;
    if (target !== `${to}/index.ts`) return `reaches past ${to}'s public face (${target}); import '${to}/index.ts'`;
    if (kindOf(from) === 'shared') return `is the feature ${to}, and ${from} is shared: a shared folder uses no feature`;
  }
  return null;
}

/** What one file of web/src imports across folders, and each import it refuses (with why). */
export function judgeFile(pkg: WebPackage, path: string, text: string): Judged {
  const src = join(pkg.dir, 'src');
  const judged = judgeImports(
    { src, resolve: (from, specifier) => resolveWebSpecifier(from, specifier, pkg), folderOf, problem: boundaryProblem },
    path,
    text,
  );
  // A file in a folder no list names is refused once, as a file, before what it imports.
  const file = underSrc(src, path);
  if (!file.startsWith('..') && !GENERATED.test(file) && kindOf(folderOf(file)) === null)
    judged.refused.unshift({
      site: { specifier: null, text: file, start: 0, end: 0 },
      message: `${file} is in web/src/${folderOf(file)}/, ${UNLISTED}`,
    });
  return judged;
}

/** Every cross-folder import of web/src, and every import refused, each with why. */
export function readWeb(webDir: string): { imports: Import[]; refused: string[] } {
  const pkg = readWebPackage(webDir);
  return readImports(join(webDir, 'src'), (path, text) => judgeFile(pkg, path, text));
}

/**
 * The lint rule: every import of a file under `webDir`/src judged as above, reported where it is written.
 * Option: `{ webDir }`, the web package's directory (absolute).
 */
export const webBoundariesRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: "The web's features are used only through their faces, and shared folders use no feature (docs/ARCHITECTURE.md).",
    },
    schema: [{ type: 'object', properties: { webDir: { type: 'string' } }, required: ['webDir'], additionalProperties: false }],
  },
  create(context) {
    const { webDir } = context.options[0] as { webDir: string };
    return {
      Program() {
        const pkg = readWebPackage(webDir);
        const { sourceCode } = context;
        for (const { site, message } of judgeFile(pkg, context.filename, sourceCode.text).refused) {
          context.report({ loc: { start: sourceCode.getLocFromIndex(site.start), end: sourceCode.getLocFromIndex(site.end) }, message });
        }
      },
    };
  },
};
