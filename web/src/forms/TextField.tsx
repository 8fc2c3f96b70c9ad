import { useId, type InputHTMLAttributes } from 'react';
import type { FieldProps } from './use-form.ts';
import { FieldMessage, describedBy } from './FieldMessage.tsx';

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
      <input id={id} {...rest} {...input} aria-describedby={describedBy(id, error, hint)} />
      <FieldMessage id={id} label={label} error={error} hint={hint} />
    </div>
  );
}
