/** A check the browser makes before sending: its messages are keyed by field path like the API's, so the form shows them the same way. */
export class FieldInputError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? 'Some fields need attention.');
    this.name = 'FieldInputError';
    this.fieldErrors = fieldErrors;
  }
}
