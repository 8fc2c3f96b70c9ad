export { useForm, type UseFormOptions, type FieldProps } from './use-form.ts';
export { useUnsavedChangesPrompt, UNSAVED_CHANGES_MESSAGE } from './use-unsaved-changes-prompt.ts';
export { submitFailureFrom, type SubmitFailure } from './server-errors.ts';
export * from './form-state.ts';
export { TextField } from './TextField.tsx';
export { FieldMessage, describedBy } from './FieldMessage.tsx';
export { CheckboxField, SelectField, TextAreaField, type Choice } from './ChoiceFields.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export { FormError } from './FormError.tsx';
