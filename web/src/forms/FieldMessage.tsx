import type { ReactNode } from 'react';

/** The line under an input: its error (until the user edits it), else its hint, else nothing. */
export function FieldMessage({ id, label, error, hint }: { id: string; label: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p className="field-error" id={`${id}-error`} role="alert">
        {label} {error}
      </p>
    );
  if (hint)
    return (
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    );
  return null;
}

/** The id of whichever line FieldMessage shows, for the input's aria-describedby. */
export const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);
