import type { GameDocument, PartKind } from '@tablecraft/core/game';

// How a part's form is described: a short list of fields per kind, each naming where in the part its
// value lives. One generic form draws any kind from its description (see PartFields.tsx).

/** A form's values: text for inputs and drop-downs, true/false for check boxes. */
export type PartFormValues = Record<string, string | boolean>;

/**
 * What kind of input a field is drawn with. A script's 'code' and a component's 'buttons' (a list, held
 * as JSON text) have inputs of their own (PartSettingsForm.tsx).
 */
export type InputType = 'text' | 'number' | 'color' | 'select' | 'checkbox' | 'textarea' | 'code' | 'buttons';

export interface Option {
  value: string;
  label: string;
}

/** Everything options and conditions may look at: the document and the form's current values. */
export interface FieldContext {
  doc: GameDocument;
  values: PartFormValues;
}

export interface FieldDescription {
  /** The form's key for the field: no dots (the form toolkit reads dots as paths). */
  name: string;
  label: string;
  /** Where the value lives in the part, e.g. ['faces', 'front', 'background']. */
  path: readonly string[];
  input: InputType;
  /** Choices of a drop-down; a function when they come from the document (components, seats…). */
  options?: readonly Option[] | ((context: FieldContext) => readonly Option[]);
  /** How a drop-down's text becomes the stored value (default: kept as text). */
  parse?: 'number' | 'boolean';
  /** May be left empty: empty means the setting is absent (a default applies). */
  optional?: boolean;
  /** Asked for on the "new part" form too (the rest have defaults and wait for the detail form). */
  create?: boolean;
  /** Shown only when this holds (a tile's faces, a grid's rows…); hidden fields are not saved. */
  when?: (values: PartFormValues) => boolean;
  /** While hidden, keep the saved value instead of dropping it (a text style on an image field). */
  keepWhenHidden?: boolean;
  /** The value shown when the part has none and the schema gives no default. */
  fallback?: string;
  hint?: string;
}

/** The description of one kind's form. */
export interface PartFormDescription {
  kind: PartKind;
  /** The fields, in order. Variants' fields depend on their component, so this may read the document. */
  fields: (doc: GameDocument, part: Record<string, unknown> | undefined, fixed: PartFormValues) => readonly FieldDescription[];
  /** Settings the schema fills in when they are missing, used to start fields that appear later (a kind change). */
  defaults: () => Record<string, unknown>;
}
