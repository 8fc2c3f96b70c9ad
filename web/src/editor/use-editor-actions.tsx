import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { GameDocument, NewCsvField, PartKind } from '@tablecraft/core/game';
import { NO_AUTO_HIDE, useToast } from '../shell/toasts.tsx';
import { Button } from '../shell/button.tsx';
import {
  ADD_PART,
  DELETE_PART,
  IMPORT_VARIANTS_CSV,
  REORDER_PARTS,
  SAVE_DOCUMENT,
  UPDATE_PART,
  UPDATE_PARTS,
  asEditorRevision,
  type EditorRevision,
} from './documents.ts';
import { CONFLICT_MESSAGE, isConflict } from './save-errors.ts';

/** The edits a page can make to the draft. Each resolves with the saved revision, or rejects with the API's error. */
export interface EditorActions {
  addPart: (kind: PartKind, input: Record<string, unknown>) => Promise<{ id: string; revision: EditorRevision }>;
  updatePart: (kind: PartKind, id: string, patch: Record<string, unknown>) => Promise<EditorRevision>;
  /** Several updates as one save, all or nothing. */
  updateParts: (updates: Array<{ kind: PartKind; id: string; patch: Record<string, unknown> }>) => Promise<EditorRevision>;
  deletePart: (kind: PartKind, id: string) => Promise<EditorRevision>;
  reorderParts: (kind: PartKind, ids: string[]) => Promise<EditorRevision>;
  saveDocument: (document: GameDocument) => Promise<EditorRevision>;
  /** Replaces a component's variants from CSV, adding `newFields` (columns that are not fields yet) in the same save. */
  importVariantsCsv: (componentId: string, csv: string, newFields?: ReadonlyArray<NewCsvField>) => Promise<EditorRevision>;
}

export const CONFLICT_TOAST_ID = 'editor-conflict';

/** Every edit names the revision and the version it was made against. */
type EditVariables = { revisionId: string | number; expectedVersion: number };

/**
 * The draft's edits, one at a time: each is sent with the version of the revision the editor last
 * saw (its own previous save, or the last load), so someone else's save in between is refused as a
 * conflict instead of being overwritten. A conflict shows an error toast with a Reload action; the
 * page keeps the author's unsaved input.
 */
export function useEditorActions(revision: EditorRevision, reload: () => Promise<void>): EditorActions {
  const client = useApolloClient();
  const toast = useToast();
  const version = useRef(revision.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // A reload brings a newer version: use it, but never go back to an older one. Another revision starts afresh.
  const seenRevision = useRef(revision.id);
  useEffect(() => {
    if (seenRevision.current !== revision.id) version.current = revision.version;
    else version.current = Math.max(version.current, revision.version);
    seenRevision.current = revision.id;
  }, [revision.id, revision.version]);

  const showConflict = useCallback(() => {
    toast.show({
      id: CONFLICT_TOAST_ID,
      variant: 'error',
      duration: NO_AUTO_HIDE,
      content: (
        <span className="conflict-toast">
          {CONFLICT_MESSAGE}{' '}
          <Button
            size="small"
            variant="outlined"
            color="red"
            onClick={() => {
              toast.dismiss(CONFLICT_TOAST_ID);
              // The toast says how the reload went; nothing else waits for it.
              void reload().then(
                () =>
                  toast.show({
                    id: 'editor-reloaded',
                    variant: 'info',
                    content: 'Reloaded: you now see the latest saved version. Your unsaved input is still in its form.',
                  }),
                () =>
                  toast.show({
                    id: 'editor-reloaded',
                    variant: 'error',
                    content: 'Could not reload the latest saved version. Check your connection and try again.',
                  }),
              );
            }}
          >
            Reload
          </Button>
        </span>
      ),
    });
  }, [toast, reload]);

  const run = useCallback(
    <Data, Variables extends EditVariables, T>(
      mutation: TypedDocumentNode<Data, Variables>,
      variables: Omit<Variables, keyof EditVariables>,
      pick: (data: Data) => { revision: EditorRevision; value: T },
    ): Promise<T> => {
      const task = async () => {
        try {
          const { data } = await client.mutate({
            mutation,
            variables: { revisionId: revision.id, expectedVersion: version.current, ...variables } as Variables,
          });
          const { revision: saved, value } = pick(data!);
          version.current = Math.max(version.current, saved.version);
          return value;
        } catch (error) {
          if (isConflict(error)) showConflict();
          throw error;
        }
      };
      const result = queue.current.then(task, task);
      queue.current = result.catch(() => undefined);
      return result;
    },
    [client, revision.id, showConflict],
  );

  return useMemo<EditorActions>(() => {
    const saved = (fields: Parameters<typeof asEditorRevision>[0]) => {
      const revision = asEditorRevision(fields);
      return { revision, value: revision };
    };
    return {
      addPart: (kind, input) =>
        run(ADD_PART, { kind, input }, ({ addPart }) => {
          const revision = asEditorRevision(addPart.revision);
          return { revision, value: { id: addPart.id, revision } };
        }),
      updatePart: (kind, id, patch) => run(UPDATE_PART, { kind, id, patch }, ({ updatePart }) => saved(updatePart.revision)),
      updateParts: (updates) => run(UPDATE_PARTS, { updates }, ({ updateParts }) => saved(updateParts)),
      deletePart: (kind, id) => run(DELETE_PART, { kind, id }, ({ deletePart }) => saved(deletePart)),
      reorderParts: (kind, ids) => run(REORDER_PARTS, { kind, ids }, ({ reorderParts }) => saved(reorderParts)),
      saveDocument: (document) => run(SAVE_DOCUMENT, { document }, ({ saveDocument }) => saved(saveDocument)),
      importVariantsCsv: (componentId, csv, newFields = []) =>
        run(
          IMPORT_VARIANTS_CSV,
          { componentId, csv, newFields: newFields.map(({ name, type }) => ({ name, type })) },
          ({ importVariantsCsv }) => saved(importVariantsCsv),
        ),
    };
  }, [run]);
}
