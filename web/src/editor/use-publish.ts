import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { editorPath } from '../routing/game-paths.ts';
import { CREATE_DRAFT_FROM_REVISION, EDITOR, PUBLISH_REVISION } from './documents.ts';
import { useEditor } from './editor-context.tsx';

/**
 * Publish from the editor's bar, wherever its button is (in the bar, or under More): the revision it made,
 * for what comes after (AfterPublish), until dismissed.
 */
export function usePublish() {
  const { game } = useEditor();
  const toast = useToast();
  const [publishRevision, { loading: publishing }] = useMutation(PUBLISH_REVISION, { refetchQueries: [EDITOR] });
  const [published, setPublished] = useState<string | null>(null);
  const publish = async () => {
    try {
      const { data } = await publishRevision({ variables: { gameId: game.id } });
      setPublished(data!.publishRevision.name);
    } catch (error) {
      toast.show({ id: 'publish', variant: 'error', content: errorMessage(error) });
    }
  };
  return { publish, publishing, published, dismiss: () => setPublished(null) };
}

/** "Create a draft from this" on a published revision: replaces the draft with a copy of it, once confirmed. */
export function useCreateDraft() {
  const { game, revision, userName } = useEditor();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [createDraftFrom] = useMutation(CREATE_DRAFT_FROM_REVISION, { refetchQueries: [EDITOR] });
  const [busy, setBusy] = useState(false);
  const createDraft = async () => {
    if (!window.confirm(`This replaces the draft with a copy of ${revision.name}. Unpublished changes in the draft are lost. Continue?`))
      return;
    setBusy(true);
    try {
      await createDraftFrom({ variables: { revisionId: revision.id } });
      toast.show({ id: 'draft', variant: 'success', content: `The draft is now a copy of ${revision.name}.` });
      const base = editorPath(userName, game.gameName, revision.name);
      navigate(editorPath(userName, game.gameName, 'draft') + location.pathname.slice(base.length));
    } catch (error) {
      toast.show({ id: 'draft', variant: 'error', content: errorMessage(error) });
      setBusy(false);
    }
  };
  return { createDraft, busy };
}
