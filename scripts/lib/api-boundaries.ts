/**
 * The API's folder rules (docs/ARCHITECTURE.md, "The API's folders"), judged on the file each import names.
 * Every way a module of api/src can name another is read from the syntax (static and type imports,
 * re-exports, `import x = require()`, `typeof import()`, dynamic `import()`, `require()`, and
 * `new URL(…, import.meta.url)` for a worker's entry), then resolved to a file: relative paths, the
 * package's own name through its `exports` (`@tablecraft/api` is the composition root's index.ts), `.js`
 * written for a `.ts`. A specifier that cannot be read statically (a template with `${}`, a variable) or
 * resolved is refused, since no rule can say which folder it reaches. `api/src/architecture.test.ts` and
 * the lint rule `tablecraft/api-boundaries` (eslint.config.js) both judge with this module, so they
 * agree on every import.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Rule } from 'eslint';

/** Folders that assemble the features (the composition root): they may use any feature's public face. */
export const COMPOSITION = new Set(['graphql', 'http']);
/** The folder every feature may use, and which uses none. */
export const COMMON = 'common';
/** Files written by a generator; they keep the generator's own imports. */
const GENERATED = /(^|\/)generated\//;

/** One place a file names another module. `specifier` is null when it is not a string the syntax fixes. */
export interface ImportSite {
  specifier: string | null;
  /** The syntax, as written (for messages). */
  text: string;
  start: number;
  end: number;
  /** A dynamic `import()`: what it names loads later, as a chunk of its own. */
  dynamic?: boolean;
}

/** The strings an expression can only be: a literal, or each branch of a conditional of literals. */
function staticStrings(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return staticStrings(node.expression);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = staticStrings(node.whenTrue);
    const whenFalse = staticStrings(node.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  return null;
}

const isImportMetaUrl = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'url' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/** Every module a file's text names, read from its syntax (strings inside strings are not imports). */
export function importSites(text: string, fileName: string): ImportSite[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const sites: ImportSite[] = [];
  const add = (node: ts.Node, specifiers: string[] | null, dynamic = false) => {
    const at = { text: node.getText(source), start: node.getStart(source), end: node.getEnd(), ...(dynamic ? { dynamic } : {}) };
    if (specifiers === null) sites.push({ specifier: null, ...at });
    else for (const specifier of specifiers) sites.push({ specifier, ...at });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node.moduleSpecifier, staticStrings(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference, staticStrings(node.moduleReference.expression));
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      add(node, ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal) ? [argument.literal.text] : null);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      // require('x'), and createRequire(import.meta.url)('x').
      const isRequire =
        (ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        (ts.isCallExpression(node.expression) &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'createRequire');
      if (isDynamicImport || isRequire) add(node, first ? staticStrings(first) : null, isDynamicImport);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      // A worker's entry, loaded by its address next to this module.
      const [first, base] = node.arguments ?? [];
      if (first && isImportMetaUrl(base)) add(node, staticStrings(first));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** The package api/src belongs to: its directory, its name and its `exports`. */
export interface ApiPackage {
  dir: string;
  name: string;
  exports: Record<string, string>;
}

export function readApiPackage(dir: string): ApiPackage {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; exports?: string | Record<string, string> };
  const exports = typeof json.exports === 'string' ? { '.': json.exports } : (json.exports ?? {});
  return { dir, name: json.name, exports };
}

export type Resolution = { kind: 'file'; path: string } | { kind: 'external' } | { kind: 'unresolved'; reason: string };

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a path names as TypeScript and bundlers read it: as written, `.js` for `.ts`, or a folder's index. */
export function fileAt(path: string): string | null {
  const candidates = [path];
  const js = /\.(m|c)?jsx?$/.exec(path);
  if (js) {
    const base = path.slice(0, -js[0].length);
    const m = js[1] ?? '';
    candidates.push(`${base}.${m}ts`, `${base}.${m}tsx`);
  }
  candidates.push(`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx'));
  return candidates.find(isFile) ?? null;
}

/** The file a specifier in `fromFile` names, or external (another package), or why it cannot be told. */
export function resolveSpecifier(fromFile: string, specifier: string, pkg: ApiPackage): Resolution {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const path = fileAt(resolve(dirname(fromFile), specifier));
    return path ? { kind: 'file', path } : { kind: 'unresolved', reason: 'names no file' };
  }
  // Subpath imports ('#x') would route through package.json to any file.
  if (specifier.startsWith('#')) return { kind: 'unresolved', reason: 'is a package subpath import, which this rule does not follow' };
  if (specifier === pkg.name || specifier.startsWith(`${pkg.name}/`)) {
    const subpath = `.${specifier.slice(pkg.name.length)}`;
    const target = pkg.exports[subpath];
    if (target === undefined) return { kind: 'unresolved', reason: `is not exported by ${pkg.name}` };
    const path = fileAt(resolve(pkg.dir, target));
    return path ? { kind: 'file', path } : { kind: 'unresolved', reason: 'names no file' };
  }
  return { kind: 'external' };
}

/** A path under a package's src, with forward slashes. */
export const underSrc = (src: string, path: string) => relative(src, path).split(sep).join('/');

/** The folder a file of api/src belongs to; files at the top (server.ts, main.ts…) belong to the root. */
export function folderOf(relPath: string): string {
  const parts = relPath.split('/');
  return parts.length > 1 ? parts[0]! : '.';
}

const isRoot = (folder: string) => folder === '.' || COMPOSITION.has(folder);

/**
 * What is wrong with a file of api/src (`file`, under src) naming `target` (under src), or null: (a) past a
 * folder's public face, anything in another folder but its index.ts; (b) upward, a feature naming the
 * composition root, or common naming anything of the API's but itself.
 */
export function boundaryProblem(file: string, target: string): string | null {
  const from = folderOf(file);
  const to = folderOf(target);
  if (from === to) return null;
  if (to !== '.' && target !== `${to}/index.ts`) return `reaches past ${to}'s public face (${target}); import '${to}/index.ts'`;
  if (from === COMMON) return `is common importing ${target}: common uses no other folder`;
  if (!isRoot(from) && isRoot(to)) return `is a feature importing the composition root (${target})`;
  return null;
}

/** One import from a file of one folder of a package's src into another folder, or into a top-level file (the API's and the web's). */
export interface Import {
  /** The importing file's folder ('.' for the top-level files: server.ts, main.ts…; main.tsx, routes.tsx…). */
  from: string;
  /** The imported file's folder ('.' for a top-level file). */
  to: string;
  file: string;
  specifier: string;
  /** The imported file, as a path under the package's src. */
  target: string;
  /** Imported by a test: it must use the face too, but a test is no dependency of its folder. */
  test: boolean;
}

/** How one package's folders are told and judged: the API's rules here, the web's in web-boundaries.ts. */
export interface FolderRules {
  /** The package's src directory. */
  src: string;
  /** The file a specifier written in `fromFile` names, or external, or why it cannot be told. */
  resolve: (fromFile: string, specifier: string) => Resolution;
  /** The folder of a path under src. */
  folderOf: (file: string) => string;
  /** What is wrong with `file` naming `target` (both under src; `dynamic` for an `import()`), or null. */
  problem: (file: string, target: string, dynamic: boolean) => string | null;
}

export type Judged = { imports: Import[]; refused: { site: ImportSite; message: string }[] };

/**
 * What one file imports across its package's folders, and each import the rules refuse (with why). Every
 * import is resolved to its file first: one that cannot be read statically, or names no file, is refused,
 * since no rule can say which folder it reaches. Files outside src, or written by a generator, are not judged.
 */
export function judgeImports(rules: FolderRules, path: string, text: string): Judged {
  const file = underSrc(rules.src, path);
  const judged: Judged = { imports: [], refused: [] };
  if (file.startsWith('..') || GENERATED.test(file)) return judged;
  for (const site of importSites(text, path)) {
    if (site.specifier === null) {
      judged.refused.push({ site, message: `${file}: ${site.text} cannot be resolved statically; name the module with a string literal` });
      continue;
    }
    const resolution = rules.resolve(path, site.specifier);
    if (resolution.kind === 'external') continue;
    if (resolution.kind === 'unresolved') {
      judged.refused.push({ site, message: `${file}: '${site.specifier}' ${resolution.reason}` });
      continue;
    }
    const target = underSrc(rules.src, resolution.path);
    // Outside src (another package's files, test fixtures of core): no folder of this package.
    if (target.startsWith('..')) continue;
    const from = rules.folderOf(file);
    const to = rules.folderOf(target);
    if (from !== to) judged.imports.push({ from, to, file, specifier: site.specifier, target, test: /\.test\.tsx?$/.test(file) });
    const problem = rules.problem(file, target, site.dynamic ?? false);
    if (problem) judged.refused.push({ site, message: `${file} imports '${site.specifier}', which ${problem}` });
  }
  return judged;
}

/** What one file of api/src imports across folders, and each import it refuses (with why). */
export function judgeFile(pkg: ApiPackage, path: string, text: string): Judged {
  return judgeImports(
    { src: join(pkg.dir, 'src'), resolve: (from, specifier) => resolveSpecifier(from, specifier, pkg), folderOf, problem: boundaryProblem },
    path,
    text,
  );
}

/** Every TypeScript source under a folder (declarations aside), at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every cross-folder import of a package's src, and every import refused, each with why, as `judge` reads each file. */
export function readImports(
  srcDir: string,
  judge: (path: string, text: string) => { imports: Import[]; refused: { message: string }[] },
): { imports: Import[]; refused: string[] } {
  const imports: Import[] = [];
  const refused: string[] = [];
  for (const path of sourceFiles(srcDir)) {
    const judged = judge(path, readFileSync(path, 'utf8'));
    imports.push(...judged.imports);
    refused.push(...judged.refused.map(({ message }) => message));
  }
  return { imports, refused };
}

/** Every cross-folder import of api/src, and every import refused, each with why. */
export function readApi(apiDir: string): { imports: Import[]; refused: string[] } {
  const pkg = readApiPackage(apiDir);
  return readImports(join(apiDir, 'src'), (path, text) => judgeFile(pkg, path, text));
}

/**
 * The lint rule: every import of a file under `apiDir`/src judged as above, reported where it is written.
 * Option: `{ apiDir }`, the API package's directory (absolute).
 */
export const apiBoundariesRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "The API's folders are used only through their public faces, and never upward (docs/ARCHITECTURE.md)." },
    schema: [{ type: 'object', properties: { apiDir: { type: 'string' } }, required: ['apiDir'], additionalProperties: false }],
  },
  create(context) {
    const { apiDir } = context.options[0] as { apiDir: string };
    return {
      Program() {
        const pkg = readApiPackage(apiDir);
        const { sourceCode } = context;
        for (const { site, message } of judgeFile(pkg, context.filename, sourceCode.text).refused) {
          context.report({ loc: { start: sourceCode.getLocFromIndex(site.start), end: sourceCode.getLocFromIndex(site.end) }, message });
        }
      },
    };
  },
};
