import { useEffect, useState } from 'react';
import type { Field, FieldValue, GameDocument, Variant } from '@tablecraft/core/game';
import type { Edit } from './changes.ts';
import { variantValueEdit } from './face-edits.ts';

/** The previewed variant's value for each field, typed here and drawn on the face at once. */
export function VariantValues({
  doc,
  variant,
  fields,
  readOnly,
  commit,
}: {
  doc: GameDocument;
  variant: Variant;
  fields: Field[];
  readOnly: boolean;
  commit: (edit: Edit) => boolean;
}) {
  if (fields.length === 0) return <p className="muted">Add a field to give each variant its own text or image.</p>;
  return (
    <fieldset className="variant-values" disabled={readOnly}>
      <legend>Values of {variant.name}</legend>
      {fields.map((field) => (
        <ValueInput key={`${variant.id}/${field.id}`} doc={doc} variant={variant} field={field} commit={commit} />
      ))}
    </fieldset>
  );
}

function ValueInput({
  doc,
  variant,
  field,
  commit,
}: {
  doc: GameDocument;
  variant: Variant;
  field: Field;
  commit: (edit: Edit) => boolean;
}) {
  const stored = Object.hasOwn(variant.values, field.id) ? variant.values[field.id] : undefined;
  const id = `variant-value-${field.id}`;
  const label = `${field.name} (${field.face})`;
  if (field.type === 'image') {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={typeof stored === 'string' ? stored : ''}
          onChange={(event) => commit(variantValueEdit(doc, variant.id, field.id, event.target.value || undefined))}
        >
          <option value="">{field.defaultValue ? 'Field default' : 'No image'}</option>
          {doc.assets.map((asset) => (
            <option key={asset.id} value={asset.id}>
              {asset.name}
              {asset.frame ? ` (frame ${asset.frame.index})` : ''}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <TextValue
      id={id}
      label={label}
      field={field}
      stored={stored}
      onValue={(value) => commit(variantValueEdit(doc, variant.id, field.id, value))}
    />
  );
}

/** A text or number input that keeps what is typed (even "1." on the way to "1.5") while the face follows. */
function TextValue({
  id,
  label,
  field,
  stored,
  onValue,
}: {
  id: string;
  label: string;
  field: Field;
  stored: FieldValue | undefined;
  onValue: (value: FieldValue | undefined) => void;
}) {
  const shown = stored === undefined || stored === null ? '' : String(stored);
  const [text, setText] = useState(shown);
  // Undo or a save from elsewhere changes the stored value: show it, unless it is what is typed.
  useEffect(() => {
    setText((current) =>
      current === shown || (field.type === 'number' && Number(current) === Number(shown) && current !== '') ? current : shown,
    );
  }, [shown, field.type]);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        value={text}
        placeholder={field.defaultValue !== undefined && field.defaultValue !== null ? String(field.defaultValue) : ''}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          if (value.trim() === '') {
            setProblem(null);
            onValue(undefined);
          } else if (field.type === 'number') {
            const number = Number(value);
            if (Number.isFinite(number)) {
              setProblem(null);
              onValue(number);
            } else setProblem(`${field.name} must be a number`);
          } else {
            onValue(value);
          }
        }}
      />
      {problem ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
