import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { errorMessage } from '../../graphql/index.ts';
import { useToast } from '../../shell/toasts.tsx';
import { useEditor } from '../editor-context.tsx';
import { isConflict } from '../save-errors.ts';
import { applyEdit, rebaseChanges, type Edit, type PartOperation } from './changes.ts';
import { EditBatcher, type SaveState, type SavedRevision } from './edit-batcher.ts';
import { emptyHistory, historyLabels, recordEdit, redo as redoIn, undo as undoIn, type History } from './history.ts';

export interface VisualDocument {
  /** The draft as the author sees it: saved state plus edits still being saved. */
  doc: GameDocument;
  readOnly: boolean;
  /** Applies an edit, records it for undo and queues it for saving; false (with a toast) when the rules refuse it. */
  commit: (edit: Edit) => boolean;
  undo: () => void;
  redo: () => void;
  labels: { undo: string | null; redo: string | null };
  save: SaveState;
  /** After a conflict or a refusal: loads the latest draft and replays the unsaved edits on it. */
  reload: () => Promise<void>;
}

/**
 * The canvas's working copy of the draft. Edits apply at once (the same pure rules as the server), go
 * on the undo stack and are saved in batches through the editor's versioned mutations, which share one
 * version with the forms on the same page. While nothing is waiting, saves made elsewhere (a form, a
 * reload) are taken in as they arrive.
 */
export function useVisualDocument(): VisualDocument {
  const editor = useEditor();
  const toast = useToast();
  const [doc, setDoc] = useState(editor.doc);
  const [history, setHistory] = useState<History>(emptyHistory);
  const [save, setSave] = useState<SaveState>({ state: 'saved' });
  const docRef = useRef(doc);
  docRef.current = doc;
  const actionsRef = useRef(editor.actions);
  actionsRef.current = editor.actions;

  const batcher = useMemo(
    () =>
      new EditBatcher({
        send: (operation) => send(actionsRef.current, operation),
        sendUpdates: (updates) => actionsRef.current.updateParts(updates.map(({ kind, id, patch }) => ({ kind, id, patch }))),
        isConflict,
        describeError: errorMessage,
        onState: setSave,
      }),
    [],
  );
  useEffect(() => () => batcher.dispose(), [batcher]);

  // Take in the saved draft whenever nothing of ours is waiting: it then holds all our edits too.
  const blockedAt = useRef<number | null>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const state = batcher.state.state;
    if (state === 'conflict' || state === 'error') {
      if (blockedAt.current === null) return;
      // A refused change (not a conflict) would be refused again: leave it out of the replay.
      const pending = batcher.pending();
      const replay = state === 'error' ? pending.slice(1) : pending;
      const rebased = rebaseChanges(editor.doc, replay);
      blockedAt.current = null;
      setDoc(rebased.doc);
      setHistory(emptyHistory);
      if (rebased.dropped > 0 || state === 'error')
        toast.show({
          id: 'canvas-replay',
          variant: 'warning',
          content: `Reloaded. ${rebased.dropped + (state === 'error' ? 1 : 0)} of your changes no longer applied to the latest draft and were left out.`,
        });
      // Nothing waits for the sending: the batcher catches its failures and shows them in its status.
      void batcher.resume(rebased.kept);
      return;
    }
    if (batcher.pending().length === 0) setDoc(editor.doc);
    // `reloads` re-runs this after a reload that brought no newer draft.
  }, [editor.doc, batcher, reloads, toast]);
  useEffect(() => {
    if (save.state === 'conflict' || save.state === 'error') blockedAt.current ??= Date.now();
  }, [save]);

  // Closing the page with edits still waiting asks first, like the forms' unsaved-changes prompt.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (batcher.pending().length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the canvas for another editor page: send what is waiting rather than drop it.
      // An effect's cleanup cannot wait; the batcher catches its failures and shows them in its status.
      void batcher.flush();
    };
  }, [batcher]);

  const apply = useCallback(
    (edit: Edit): boolean => {
      const result = applyEdit(docRef.current, edit);
      if (!result.ok) {
        toast.show({ id: 'canvas-refused', variant: 'error', content: result.message });
        return false;
      }
      docRef.current = result.doc;
      setDoc(result.doc);
      batcher.enqueue(edit.changes);
      return true;
    },
    [batcher, toast],
  );

  const commit = useCallback(
    (edit: Edit) => {
      if (edit.changes.length === 0 || editor.readOnly) return false;
      if (!apply(edit)) return false;
      setHistory((current) => recordEdit(current, edit));
      return true;
    },
    [apply, editor.readOnly],
  );

  const historyRef = useRef(history);
  historyRef.current = history;
  const undo = useCallback(() => {
    const step = undoIn(historyRef.current);
    if (step && apply(step.apply)) setHistory(step.history);
  }, [apply]);
  const redo = useCallback(() => {
    const step = redoIn(historyRef.current);
    if (step && apply(step.apply)) setHistory(step.history);
  }, [apply]);

  const reload = useCallback(async () => {
    toast.dismiss('editor-conflict');
    await editor.reload();
    setReloads((n) => n + 1);
  }, [editor, toast]);

  return { doc, readOnly: editor.readOnly, commit, undo, redo, labels: historyLabels(history), save, reload };
}

async function send(actions: ReturnType<typeof useEditor>['actions'], operation: PartOperation): Promise<SavedRevision> {
  switch (operation.type) {
    case 'add':
      return (await actions.addPart(operation.kind, operation.input)).revision;
    case 'update':
      return actions.updatePart(operation.kind, operation.id, operation.patch);
    case 'delete':
      return actions.deletePart(operation.kind, operation.id);
  }
}
