import { useId } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { CheckboxField, FieldMessage, SelectField, TextAreaField, TextField, describedBy, type FieldProps } from '../forms/index.ts';
import { optionsOf } from './part-forms/descriptions.ts';
import type { FieldDescription, PartFormValues } from './part-forms/types.ts';

/** The part of a useForm result the fields need. */
export interface PartFormHandle {
  values: PartFormValues;
  field: (name: string) => FieldProps;
  setValue: (name: string, value: string | boolean) => void;
  disabled: boolean;
  state: Record<string, { error?: string }>;
}

/** Draws described fields with the form toolkit's inputs. */
export function PartFields({ fields, form, doc }: { fields: readonly FieldDescription[]; form: PartFormHandle; doc: GameDocument }) {
  return (
    <div className="part-fields">
      {fields.map((field) => (
        <PartField key={field.name} description={field} form={form} doc={doc} />
      ))}
    </div>
  );
}

function PartField({ description, form, doc }: { description: FieldDescription; form: PartFormHandle; doc: GameDocument }) {
  const { name, label, hint, input } = description;
  switch (input) {
    case 'checkbox':
      return (
        <CheckboxField
          label={label}
          hint={hint}
          checked={form.values[name] === true}
          onChange={(checked) => form.setValue(name, checked)}
          disabled={form.disabled}
          error={form.state[name]?.error}
        />
      );
    case 'select': {
      const options = optionsOf(description, { doc, values: form.values });
      const current = String(form.values[name] ?? '');
      const empty = description.optional
        ? [{ value: '', label: 'None' }]
        : current === '' || !options.some((option) => option.value === current)
          ? [{ value: current, label: current === '' ? 'Choose…' : `Missing (${current})` }]
          : [];
      return <SelectField label={label} hint={hint} field={form.field(name)} choices={[...empty, ...options]} />;
    }
    case 'textarea':
      return (
        <div className="part-field-wide">
          <TextAreaField label={label} hint={hint} field={form.field(name)} rows={10} />
        </div>
      );
    case 'code':
      return (
        <div className="part-field-wide">
          <TextAreaField
            label={label}
            hint={hint}
            field={form.field(name)}
            rows={16}
            className="code-input"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
        </div>
      );
    case 'color':
      return <ColorField label={label} hint={hint} field={form.field(name)} />;
    case 'number':
      return <TextField label={label} hint={hint} field={form.field(name)} type="number" step="any" inputMode="decimal" />;
    default:
      return <TextField label={label} hint={hint} field={form.field(name)} />;
  }
}

/** A colour as text (#rrggbb or #rrggbbaa) with a picker beside it. */
function ColorField({ label, field, hint }: { label: string; field: FieldProps; hint?: string }) {
  const id = useId();
  const { error, ...input } = field;
  const pickable = /^#[0-9a-fA-F]{6}$/.test(input.value)
    ? input.value
    : /^#[0-9a-fA-F]{8}$/.test(input.value)
      ? input.value.slice(0, 7)
      : '#000000';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="color-input">
        <input type="color" value={pickable} disabled={input.disabled} onChange={input.onChange} aria-label={`${label} picker`} />
        <input id={id} {...input} spellCheck={false} aria-describedby={describedBy(id, error, hint)} />
      </div>
      <FieldMessage id={id} label={label} error={error} hint={hint} />
    </div>
  );
}
