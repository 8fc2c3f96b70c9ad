import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fullDocument } from '../../../core/src/game/test-fixtures.ts';
import { ToastProvider } from '../shell/toasts.tsx';
import { cleanup, render, waitFor } from '../test/render.tsx';
import { UPDATE_PART, type EditorRevision } from './documents.ts';
import { useEditorActions, type EditorActions } from './use-editor-actions.tsx';

afterEach(cleanup);

const doc = fullDocument();
const revision = (version: number): EditorRevision & { __typename: 'Revision' } => ({
  __typename: 'Revision',
  id: 'r1',
  name: 'draft',
  published: false,
  version,
  publishedAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
  document: doc,
});

const update = (
  expectedVersion: number,
  name: string,
  result: MockLink.MockedResponse['result'] | undefined,
  error?: Error,
): MockLink.MockedResponse => ({
  request: { query: UPDATE_PART, variables: { revisionId: 'r1', expectedVersion, kind: 'seat', id: 'p1', patch: { name } } },
  ...(result ? { result } : {}),
  ...(error ? { error } : {}),
});

async function setUp(mocks: MockLink.MockedResponse[]) {
  let actions: EditorActions | undefined;
  function Probe() {
    actions = useEditorActions(revision(3), async () => undefined);
    return null;
  }
  await render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <Probe />
      </ToastProvider>
    </MockedProvider>,
  );
  return () => actions!;
}

describe('useEditorActions', () => {
  it('sends each save with the version the previous save produced', async () => {
    const actions = await setUp([
      update(3, 'North', { data: { updatePart: { __typename: 'PartEdit', id: 'p1', revision: revision(4) } } }),
      update(4, 'South', { data: { updatePart: { __typename: 'PartEdit', id: 'p1', revision: revision(5) } } }),
    ]);
    let saved: EditorRevision[] = [];
    await act(async () => {
      // Started together, they still go one after the other, each with the newest version.
      saved = await Promise.all([
        actions().updatePart('seat', 'p1', { name: 'North' }),
        actions().updatePart('seat', 'p1', { name: 'South' }),
      ]);
    });
    expect(saved.map((r) => r.version)).toEqual([4, 5]);
  });

  it('turns a stale save into "Changed by someone else — reload." with a Reload button, and rejects', async () => {
    const actions = await setUp([
      update(3, 'North', { errors: [{ message: 'Changed by someone else — reload.', extensions: { code: 'CONFLICT' } }] }),
    ]);
    let failure: unknown;
    await act(async () => {
      failure = await actions()
        .updatePart('seat', 'p1', { name: 'North' })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    await waitFor(() => expect(document.body.textContent).toContain('Changed by someone else — reload.'));
    expect([...document.querySelectorAll('button')].some((button) => button.textContent === 'Reload')).toBe(true);
  });
});
