import { useEffect, useRef, useState } from 'react';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import { isTyping } from './surface-actions.ts';
import { addFieldEdit } from './face-edits.ts';
import { useVisualDocument } from './use-visual-document.ts';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';
import { FaceCanvas } from './FaceCanvas.tsx';
import { FieldPanel } from './FieldPanel.tsx';
import { VariantValues } from './VariantValues.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { useFrontDocument } from './front-document.ts';
import './visual.css';

/**
 * The face designer of one component: its faces drawn at size with the previewed variant's values,
 * fields placed and resized by drag, their text styled, and the variant's values typed beside it.
 * Changes save by themselves, in batches; Ctrl+Z and Ctrl+Shift+Z undo and redo.
 */
export function FaceDesigner({ componentId }: { componentId: string }) {
  const { path } = useEditor();
  const visual = useVisualDocument();
  const { doc, commit, readOnly } = visual;
  // In the editor, the bar shows this canvas's save state, undo and redo while it is in front.
  const inBar = useFrontDocument(visual);
  const component = doc.components.find((candidate) => candidate.id === componentId);
  const variants = doc.variants.filter((variant) => variant.componentId === componentId);
  const [variantId, setVariantId] = useState<string | null>(variants[0]?.id ?? null);
  const variant = variants.find((candidate) => candidate.id === variantId) ?? variants[0] ?? null;
  const [fieldId, setFieldId] = useState<string | null>(null);
  const fields = doc.fields.filter((field) => field.componentId === componentId);
  const field = fields.find((candidate) => candidate.id === fieldId) ?? null;

  const undoRef = useRef({ undo: visual.undo, redo: visual.redo });
  undoRef.current = { undo: visual.undo, redo: visual.redo };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      if (event.shiftKey) undoRef.current.redo();
      else undoRef.current.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!component) return null;
  const addField = (type: 'text' | 'number' | 'image') => {
    const { edit, id } = addFieldEdit(doc, component.id, 'front', type);
    if (commit(edit)) setFieldId(id);
  };

  return (
    <section className="face-designer" aria-labelledby="face-designer-title">
      <header className="face-designer-header">
        <h2 id="face-designer-title">Faces of {component.name}</h2>
        {inBar ? null : <SaveIndicator save={visual.save} onReload={() => void visual.reload()} />}
      </header>
      <div className="surface-toolbar" role="toolbar" aria-label="Face tools">
        {inBar ? null : <UndoRedoButtons visual={visual} />}
        <div className="toolbar-group">
          <Button size="small" variant="outlined" disabled={readOnly} onClick={() => addField('text')}>
            Add text field
          </Button>
          <Button size="small" variant="outlined" disabled={readOnly} onClick={() => addField('number')}>
            Add number field
          </Button>
          <Button size="small" variant="outlined" disabled={readOnly} onClick={() => addField('image')}>
            Add image field
          </Button>
        </div>
        <div className="toolbar-group field">
          <label htmlFor="face-preview-variant">Preview variant</label>
          <select
            id="face-preview-variant"
            value={variant?.id ?? ''}
            onChange={(event) => setVariantId(event.target.value || null)}
            disabled={variants.length === 0}
          >
            {variants.length === 0 ? <option value="">No variants (field defaults)</option> : null}
            {variants.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="face-designer-body">
        <FaceCanvas
          doc={doc}
          component={component}
          variant={variant}
          selectedFieldId={field?.id ?? null}
          onSelectField={setFieldId}
          commit={commit}
          readOnly={readOnly}
        />
        <aside className="face-panel" aria-label="Field and values">
          {field ? (
            <FieldPanel doc={doc} field={field} readOnly={readOnly} commit={commit} path={path} />
          ) : (
            <p className="muted">Select a field on a face to style it, or add one.</p>
          )}
          {variant ? (
            <VariantValues doc={doc} variant={variant} fields={fields} readOnly={readOnly} commit={commit} />
          ) : (
            <p className="muted">Add variants to preview each one's values here.</p>
          )}
        </aside>
      </div>
    </section>
  );
}
