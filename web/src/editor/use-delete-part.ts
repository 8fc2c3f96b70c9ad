import { useCallback } from 'react';
import { PART_LABELS, type PartKind } from '@tablecraft/core/game';
import { errorMessage } from '../graphql/index.ts';
import { useToast } from '../shell/toasts.tsx';
import { useEditor } from './editor-context.tsx';
import { isConflict } from './save-errors.ts';

/**
 * Deleting a part after the author confirms. A refusal (a component that objects still use) is shown
 * with the server's message, which says what uses it; a conflict already has its own toast.
 * Resolves true when the part is gone.
 */
export function useDeletePart(): (kind: PartKind, id: string, name: string) => Promise<boolean> {
  const { actions } = useEditor();
  const toast = useToast();
  return useCallback(
    async (kind, id, name) => {
      if (!window.confirm(`Delete the ${PART_LABELS[kind].one} "${name}"? This cannot be undone.`)) return false;
      try {
        await actions.deletePart(kind, id);
        toast.show({ id: 'part-deleted', variant: 'success', content: `Deleted "${name}".` });
        return true;
      } catch (error) {
        if (!isConflict(error)) toast.show({ id: 'part-deleted', variant: 'error', content: errorMessage(error), duration: 8000 });
        return false;
      }
    },
    [actions, toast],
  );
}
