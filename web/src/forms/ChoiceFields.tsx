import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldProps } from './use-form.ts';
import { FieldMessage, describedBy } from './FieldMessage.tsx';

// A drop-down, a text area and a check box drawn like TextField: a label, the input, and its error or hint.

export interface Choice {
  value: string;
  label: string;
}

/** A labelled drop-down wired to the form toolkit. */
export function SelectField({
  label,
  field,
  choices,
  hint,
  ...rest
}: { label: string; field: FieldProps; choices: readonly Choice[]; hint?: ReactNode } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange' | 'disabled'
>) {
  const id = useId();
  const { error, ...input } = field;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...rest} {...input} aria-describedby={describedBy(id, error, hint)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line text input wired to the form toolkit. */
export function TextAreaField({
  label,
  field,
  hint,
  ...rest
}: { label: string; field: FieldProps; hint?: ReactNode } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'disabled'
>) {
  const id = useId();
  const { error, ...input } = field;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} {...rest} {...input} aria-describedby={describedBy(id, error, hint)} />
      <FieldMessage id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled check box; the form holds its value as a boolean. */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  error,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldMessage id={id} label={label} error={error} hint={hint} />
    </div>
  );
}
