import { useId, type InputHTMLAttributes } from 'react';
import type { FieldProps } from './use-form.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'disabled'> {
  label: string;
  field: FieldProps;
  hint?: string;
}

/** A labelled input wired to the form toolkit; its error shows under it until the user edits it. */
export function TextField({ label, field, hint, ...rest }: TextFieldProps) {
  const id = useId();
  const { error, ...input } = field;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...rest} {...input} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} />
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {label} {error}
        </p>
      ) : hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
