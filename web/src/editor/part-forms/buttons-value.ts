import { MAX_BUTTONS_PER_COMPONENT, tileComponentSchema } from '@tablecraft/core/game';

// A component's buttons in its form. The form holds flat text values, so the list travels as JSON text
// ('' for none); the Buttons field edits it row by row and checks it with the component schema's own rule.

export interface ButtonDraft {
  id: string;
  label: string;
}

/** What the schema says of the list: a message for the list itself and per row, keyed by field. */
export interface ButtonProblems {
  list?: string;
  rows: Array<Partial<Record<keyof ButtonDraft, string>>>;
}

// Every kind of component shares the same buttons rule; the tile's schema is one place to read it.
const buttonsSchema = tileComponentSchema.shape.buttons.unwrap();

const isDraft = (value: unknown): value is ButtonDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ButtonDraft).id === 'string' &&
  typeof (value as ButtonDraft).label === 'string';

/** The buttons a form value holds. */
export function readButtons(text: string): ButtonDraft[] {
  if (text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isDraft).map(({ id, label }) => ({ id, label })) : [];
  } catch {
    return [];
  }
}

/** The form value of a list of buttons: '' when there are none, so the setting is left out. */
export function buttonsText(buttons: readonly ButtonDraft[]): string {
  return buttons.length === 0 ? '' : JSON.stringify(buttons.map(({ id, label }) => ({ id, label })));
}

/** A new row with an id no other button of the list has. */
export function newButton(buttons: readonly ButtonDraft[]): ButtonDraft {
  const taken = new Set(buttons.map((button) => button.id));
  let n = buttons.length + 1;
  while (taken.has(`button-${n}`)) n += 1;
  return { id: `button-${n}`, label: `Button ${n}` };
}

/** True when another button may be added. */
export const canAddButton = (buttons: readonly ButtonDraft[]) => buttons.length < MAX_BUTTONS_PER_COMPONENT;

/** The schema's complaints about a list, placed on the list or on a row's id or label. */
export function buttonProblems(buttons: readonly ButtonDraft[]): ButtonProblems {
  const problems: ButtonProblems = { rows: buttons.map(() => ({})) };
  const result = buttonsSchema.safeParse(buttons);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [row, key] = issue.path;
    if (typeof row === 'number' && (key === 'id' || key === 'label')) problems.rows[row]![key] ??= issue.message;
    else problems.list ??= issue.message;
  }
  return problems;
}
