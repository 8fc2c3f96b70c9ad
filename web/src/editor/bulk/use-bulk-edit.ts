import { useState } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { errorMessage } from '../../graphql/index.ts';
import { useToast } from '../../shell/toasts.tsx';
import { useEditor } from '../editor-context.tsx';
import { isConflict } from '../save-errors.ts';

type Edit = { ok: true; doc: GameDocument } | { ok: false; problems: Array<{ message: string }> };

/**
 * Runs one bulk edit: a pure change of the whole document (from core) saved as one version of the
 * draft, with one toast for the outcome. A refusal by the document rules is shown as it is, and nothing is sent.
 */
export function useBulkEdit(toastId: string) {
  const { doc, actions } = useEditor();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (edit: (doc: GameDocument) => Edit, success: string) => {
    setProblem(null);
    const result = edit(doc);
    if (!result.ok) {
      setProblem(result.problems[0]?.message ?? 'This cannot be done.');
      return;
    }
    setBusy(true);
    try {
      await actions.saveDocument(result.doc);
      toast.show({ id: toastId, variant: 'success', content: success });
    } catch (error) {
      // A conflict already shows its own toast with Reload.
      if (!isConflict(error)) setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, problem };
}
