import { Button } from '../../shell/button.tsx';
import type { VisualDocument } from './use-visual-document.ts';

/** Undo and Redo for a canvas, each titled with the step it would take back or do again. */
export function UndoRedoButtons({ visual }: { visual: Pick<VisualDocument, 'undo' | 'redo' | 'labels' | 'readOnly'> }) {
  const { undo, redo, labels, readOnly } = visual;
  return (
    <div className="toolbar-group">
      <Button
        size="small"
        variant="outlined"
        disabled={readOnly || !labels.undo}
        onClick={undo}
        title={labels.undo ? `Undo ${labels.undo} (Ctrl+Z)` : 'Nothing to undo'}
      >
        Undo
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={readOnly || !labels.redo}
        onClick={redo}
        title={labels.redo ? `Redo ${labels.redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
      >
        Redo
      </Button>
    </div>
  );
}
