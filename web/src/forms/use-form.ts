import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  applyServerErrors,
  commitValues,
  createFormState,
  editField,
  hasChanges,
  isReady,
  valuesOf,
  type FormState,
  type FormValues,
  type Readiness,
} from './form-state.ts';
import { submitFailureFrom } from './server-errors.ts';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.ts';

export interface UseFormOptions<T extends FormValues> {
  initialValues: T;
  /** When the submit button is enabled: after some change (default), once every field changed, or always. */
  readiness?: Readiness;
  /** Ask before leaving the page while there are unsaved changes. */
  blockNavigation?: boolean;
  /** A disabled form cannot be edited or submitted. */
  disabled?: boolean;
  /** Saves the values; throw (e.g. an Apollo error with field errors) to show errors. */
  onSubmit: (values: T) => Promise<unknown> | unknown;
  /** Keep the submitted values as the new originals (default) or reset to the initial ones. */
  afterSubmit?: 'commit' | 'reset';
}

/** The props an input needs, wired to the form. */
export interface FieldProps {
  name: string;
  value: string;
  disabled: boolean;
  'aria-invalid': boolean;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** The form toolkit every form in the product uses. */
export function useForm<T extends FormValues>(options: UseFormOptions<T>) {
  const { initialValues, readiness = 'someChanges', blockNavigation = false, disabled = false, onSubmit, afterSubmit = 'commit' } = options;
  const [state, setState] = useState<FormState<T>>(() => createFormState(initialValues));
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const dirty = hasChanges(state);
  const formDisabled = disabled || submitting;
  const ready = isReady(state, readiness);
  useUnsavedChangesPrompt(blockNavigation && dirty && !submitting);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setState((current) => editField(current, name, value));
    setFormError(null);
  }, []);

  const submitNow = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // Submitting a disabled (or not ready) form does nothing.
      if (formDisabled || !ready) return false;
      setSubmitting(true);
      setFormError(null);
      try {
        await onSubmit(valuesOf(state));
        setState((current) => (afterSubmit === 'reset' ? createFormState(initialValues) : commitValues(current)));
        return true;
      } catch (error) {
        const failure = submitFailureFrom(error);
        const applied = applyServerErrors(state, failure.fieldErrors);
        setState(applied.state);
        // Field errors show on their fields; the form-level message is for what no field shows.
        const shownOnFields = Object.keys(failure.fieldErrors).length > 0 && applied.unmatched.length === 0;
        setFormError(shownOnFields ? null : failure.message);
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [formDisabled, ready, onSubmit, state, afterSubmit, initialValues],
  );
  // A form's onSubmit expects nothing back. Nothing waits for the submit: it shows how it went itself (the
  // form's error, the fields' errors), and every failure of onSubmit is caught there, so it never rejects.
  const submit = useCallback((event?: FormEvent) => void submitNow(event), [submitNow]);

  const field = useCallback(
    (name: keyof T & string): FieldProps => ({
      name,
      value: String(state[name].value ?? ''),
      disabled: formDisabled,
      'aria-invalid': Boolean(state[name].error),
      error: state[name].error,
      onChange: (event) => setValue(name, event.target.value as T[typeof name]),
    }),
    [state, formDisabled, setValue],
  );

  const values = useMemo(() => valuesOf(state), [state]);
  return {
    state,
    values,
    field,
    setValue,
    submit,
    dirty,
    ready,
    disabled: formDisabled,
    submitting,
    formError,
    reset: () => setState(createFormState(initialValues)),
  };
}
