import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GameDocument } from '@tablecraft/core/game';
import { ToastProvider } from '../shell/toasts.tsx';
import { render } from '../test/render.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.tsx';
import type { EditorRevision } from './documents.ts';
import type { EditorActions } from './use-editor-actions.tsx';

// Renders editor pages in tests: a memory router under /e, the toasts, and an editor context with a
// document and recorded actions instead of the API.

/** An error as the API sends it: a code, a message and field errors keyed by document path. */
export function apiError(code: string, message: string, fieldErrors?: Record<string, string>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] });
}

/** Actions that resolve with the unchanged revision unless a test says otherwise. */
export function fakeActions(revision: EditorRevision) {
  return {
    addPart: vi.fn<EditorActions['addPart']>(async () => ({ id: 'new-part', revision })),
    updatePart: vi.fn<EditorActions['updatePart']>(async () => revision),
    updateParts: vi.fn<EditorActions['updateParts']>(async () => revision),
    deletePart: vi.fn<EditorActions['deletePart']>(async () => revision),
    reorderParts: vi.fn<EditorActions['reorderParts']>(async () => revision),
    saveDocument: vi.fn<EditorActions['saveDocument']>(async () => revision),
    importVariantsCsv: vi.fn<EditorActions['importVariantsCsv']>(async () => revision),
  } satisfies EditorActions;
}

/** Renders `page` at /e/{path} with `doc` as the revision being edited. */
export async function renderEditorPage(
  page: ReactNode,
  { doc, path = '/e', route = '*', readOnly = false }: { doc: GameDocument; path?: string; route?: string; readOnly?: boolean },
) {
  const revision: EditorRevision = {
    id: 'r1',
    name: readOnly ? 'v1' : 'draft',
    published: readOnly,
    version: 3,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    document: doc,
  };
  const actions = fakeActions(revision);
  const value: EditorContextValue = {
    game: {
      id: 'g1',
      gameName: 'duel',
      title: 'Duel',
      visibility: 'PRIVATE',
      viewerCanEdit: true,
      owner: { id: 'u1', userName: 'ada' },
      revisions: [],
    },
    revision,
    doc,
    readOnly,
    userName: 'ada',
    path: (...segments) => ['/e', ...segments].join('/'),
    reload: async () => undefined,
    actions,
  };
  const router = createMemoryRouter(
    [
      { path: `/e/${route}`, element: <EditorContext.Provider value={value}>{page}</EditorContext.Provider> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const rendered = await render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { ...rendered, actions, router };
}
