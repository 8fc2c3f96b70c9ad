import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of GraphQL Code Generator's client preset, and the operation or fragment it names. */
const GRAPHQL_CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)[\s\S]*?`\s*\)/g;

/** The name generated/graphql.ts exports a document under: `PlayRoomDocument`, `GameLinkFieldsFragmentDoc`. */
export function documentExport(kind: string, name: string): string {
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Rewrites each `graphql(`…`)` call of a module to the typed document generated/graphql.ts exports for it, as
 * the client preset's Babel plugin would. The preset's `graphql()` looks its argument up in one map of every
 * document of the app (the editor's included), which no bundler can split: a room's first scripts carried all
 * 165 kB of it. Imported by name, only documents some page uses are bundled, each once (generated/graphql.ts is
 * still one module, shared by every page that uses one). A call whose document the generated file does not
 * export is left as it is (the map still answers it). Lines are kept, so source maps stay right.
 */
export function rewriteGraphqlCalls(code: string, exported: ReadonlySet<string>, generatedModule: string): string | null {
  let rewritten = false;
  const out = code.replace(GRAPHQL_CALL, (call: string, kind: string, name: string) => {
    const document = documentExport(kind, name);
    if (!exported.has(document)) return call;
    rewritten = true;
    return `__generatedDocuments.${document}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  if (!rewritten) return null;
  // Appended so no line moves; an import is hoisted wherever it stands.
  return `${out}\nimport * as __generatedDocuments from ${JSON.stringify(generatedModule)};\n`;
}

/** The Vite build step for rewriteGraphqlCalls, over the web's own modules. */
export function graphqlDocuments(generatedModule: string): Plugin {
  const exported = new Set(
    [...readFileSync(generatedModule, 'utf8').matchAll(/^export const (\w+(?:Document|FragmentDoc)) =/gm)].map((match) => match[1]!),
  );
  return {
    name: 'tablecraft-graphql-documents',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/graphql/generated/') || !code.includes('graphql(')) return null;
      const rewritten = rewriteGraphqlCalls(code, exported, generatedModule);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
