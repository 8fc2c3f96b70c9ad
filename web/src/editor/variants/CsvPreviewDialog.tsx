import { useId, useMemo, useState } from 'react';
import { previewVariantsCsv, type FieldType } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { isConflict } from '../save-errors.ts';
import { BulkDialog } from '../bulk/BulkDialog.tsx';

const TYPE_LABELS: Record<FieldType, string> = { text: 'Text', number: 'Number', image: 'Image' };
/** Names listed in full before "and N more". */
const LISTED = 8;

/**
 * What a CSV file would do to a component's variants, before anything is written: the fields its new
 * columns become (with the type read from their cells, which the author may change), the variants it
 * adds, updates and removes, and each bad row with its number and reason. Import saves fields and
 * variants together in one change; with any bad row it stays disabled.
 */
export function CsvPreviewDialog({
  csv,
  fileName,
  componentId: fixedComponentId,
  onClose,
}: {
  csv: string;
  fileName: string;
  /** The component the rows are variants of; without one, the author picks it. */
  componentId?: string;
  onClose: () => void;
}) {
  const id = useId();
  const { doc, actions } = useEditor();
  const toast = useToast();
  const choices = doc.components.filter((component) => component.kind !== 'container');
  const [chosen, setChosen] = useState(fixedComponentId ?? choices[0]?.id ?? '');
  const [types, setTypes] = useState<Record<string, FieldType>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const component = doc.components.find((candidate) => candidate.id === chosen);
  const preview = useMemo(() => (component ? previewVariantsCsv(doc, component.id, csv, types) : null), [doc, component, csv, types]);

  const confirm = async () => {
    if (!component || !preview) return;
    setBusy(true);
    setProblem(null);
    try {
      await actions.importVariantsCsv(component.id, csv, preview.newFields);
      const count = preview.created.length + preview.updated.length;
      const fields = preview.newFields.length;
      toast.show({
        id: 'variants-csv',
        variant: 'success',
        content: `Imported ${fileName}: ${count} ${count === 1 ? 'variant' : 'variants'}${fields > 0 ? ` and ${fields} new ${fields === 1 ? 'field' : 'fields'}` : ''}.`,
      });
      onClose();
    } catch (error) {
      if (!isConflict(error)) setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BulkDialog title={`Import ${fileName}`} onClose={onClose}>
      {fixedComponentId === undefined ? (
        <div className="field">
          <label htmlFor={`${id}-component`}>Variants of</label>
          <select id={`${id}-component`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {!component || !preview ? (
        <p className="muted">Add a component first (a card, a tile): the CSV’s rows become its variants.</p>
      ) : (
        <>
          {preview.newFields.length > 0 ? (
            <section aria-labelledby={`${id}-fields`}>
              <h3 id={`${id}-fields`}>New fields of {component.name}</h3>
              <div className="csv-preview-fields">
                {preview.newFields.map((field) => (
                  <label key={field.name} className="csv-preview-field">
                    <span>{field.name}</span>{' '}
                    <select
                      aria-label={`Type of ${field.name}`}
                      value={field.type}
                      onChange={(event) => setTypes((current) => ({ ...current, [field.name]: event.target.value as FieldType }))}
                    >
                      {(Object.keys(TYPE_LABELS) as FieldType[]).map((type) => (
                        <option key={type} value={type}>
                          {TYPE_LABELS[type]}
                          {type === field.inferred ? ' (from the cells)' : ''}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            </section>
          ) : null}
          {preview.problems.length > 0 ? (
            <section className="form-error" role="alert" aria-labelledby={`${id}-problems`}>
              <h3 id={`${id}-problems`}>Nothing can be imported until these are fixed</h3>
              <ul>
                {preview.problems.map((row, i) => (
                  <li key={i}>{row.message}</li>
                ))}
              </ul>
            </section>
          ) : (
            <section aria-labelledby={`${id}-variants`}>
              <h3 id={`${id}-variants`}>Variants</h3>
              <ul>
                <NameList label="New" names={preview.created} />
                <NameList label="Updated" names={preview.updated} />
                <NameList label="Removed" names={preview.removed} />
              </ul>
              {preview.newImages > 0 ? (
                <p className="muted">
                  {preview.newImages} {preview.newImages === 1 ? 'frame' : 'frames'} of a sheet will be added to the assets to show in image
                  fields.
                </p>
              ) : null}
            </section>
          )}
        </>
      )}
      {problem ? (
        <p className="form-error" role="alert">
          Nothing was imported. {problem}
        </p>
      ) : null}
      <div className="form-actions">
        <Button onClick={() => void confirm()} disabled={busy || !preview || preview.problems.length > 0} aria-busy={busy}>
          Import
        </Button>
        <Button variant="outlined" color="gray" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
    </BulkDialog>
  );
}

function NameList({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  const shown = names.slice(0, LISTED).join(', ');
  return (
    <li>
      {label} ({names.length}): {shown}
      {names.length > LISTED ? ` and ${names.length - LISTED} more` : ''}
    </li>
  );
}
