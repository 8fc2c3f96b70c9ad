import { createContext, useContext } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import type { EditorGame, EditorRevision } from './documents.ts';
import type { EditorActions } from './use-editor-actions.tsx';

/** What every editor page works on: the game, the revision being edited and its document. */
export interface EditorContextValue {
  game: EditorGame;
  revision: EditorRevision;
  doc: GameDocument;
  /** Published revisions are frozen: their forms are disabled. */
  readOnly: boolean;
  userName: string;
  /** The path of a page of this revision's editor: path('components', id). */
  path: (...segments: string[]) => string;
  /** Fetches the revision again (after a conflict). */
  reload: () => Promise<void>;
  actions: EditorActions;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor around the current page. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor must be used inside the editor layout');
  return value;
}
