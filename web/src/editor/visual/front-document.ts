import { createContext, useContext, useEffect } from 'react';
import type { VisualDocument } from './use-visual-document.ts';

/** What the editor's bar shows of a canvas: whether its changes are saved, and its undo and redo. */
export type BarDocument = Pick<VisualDocument, 'save' | 'labels' | 'undo' | 'redo' | 'reload' | 'readOnly'>;

/**
 * Set by the editor: a canvas on a page over the table (the face designer) puts its document in the bar
 * while it is shown, in place of the table's, so the bar's Saved, Undo and Redo are about what is in front.
 */
export const FrontDocumentContext = createContext<((visual: BarDocument | null) => void) | null>(null);

/** Two bar documents that would show the same (a canvas hands over a new object at every render). */
export function sameBarDocument(a: BarDocument | null, b: BarDocument | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.save === b.save &&
    a.labels.undo === b.labels.undo &&
    a.labels.redo === b.labels.redo &&
    a.undo === b.undo &&
    a.redo === b.redo &&
    a.reload === b.reload &&
    a.readOnly === b.readOnly
  );
}

/** Puts `visual` in the editor's bar while the calling canvas is shown; true when there is such a bar. */
export function useFrontDocument(visual: BarDocument): boolean {
  const put = useContext(FrontDocumentContext);
  const { save, labels, undo, redo, reload, readOnly } = visual;
  useEffect(() => {
    put?.({ save, labels, undo, redo, reload, readOnly });
  }, [put, save, labels.undo, labels.redo, undo, redo, reload, readOnly]); // eslint-disable-line react-hooks/exhaustive-deps -- labels by value
  useEffect(() => () => put?.(null), [put]);
  return put !== null;
}
