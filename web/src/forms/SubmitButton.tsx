import type { ReactNode } from 'react';

/** The form's submit button: disabled while the form is disabled or not ready. */
export function SubmitButton({
  form,
  children,
  variant = 'primary',
}: {
  form: { disabled: boolean; ready: boolean; submitting: boolean };
  children: ReactNode;
  variant?: 'primary' | 'danger';
}) {
  return (
    <button type="submit" className={`button button-${variant}`} disabled={form.disabled || !form.ready} aria-busy={form.submitting}>
      {children}
    </button>
  );
}
