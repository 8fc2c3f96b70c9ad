import type { Field, FieldValue, GameDocument, Variant } from '@tablecraft/core/game';

// The variants table as data: one row per variant, a text cell per field (what the author types), and
// the merge patch that saves an edited row. Pure, so the table's rules are tested without a browser.

/** The text columns of a row: `name`, then one per field id. */
export type RowCells = Record<string, string>;

/** The column key of a field's cells (field ids never equal "name": they are random). */
export const NAME_COLUMN = 'name';

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The fields of a component, in document order: the table's columns after the name. */
export function componentFields(doc: GameDocument, componentId: string): Field[] {
  return doc.fields.filter((field) => field.componentId === componentId);
}

/** A stored value as a cell's text: empty for no value. */
export function cellText(value: FieldValue | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A variant as the table shows it. */
export function rowCells(variant: Variant, fields: readonly Field[]): RowCells {
  const cells: RowCells = { [NAME_COLUMN]: variant.name };
  for (const field of fields) cells[field.id] = cellText(variant.values[field.id]);
  return cells;
}

/**
 * What a cell's text stores for its field: null (no value, so the field's default shows) when empty,
 * a number for number fields (text that is not a number is sent as typed, so the API names the problem
 * at its cell), else the text (for image fields, the id of an asset).
 */
export function cellValue(field: Pick<Field, 'type'>, text: string): FieldValue {
  if (text.trim() === '') return null;
  if (field.type === 'number') {
    const trimmed = text.trim();
    return NUMBER_PATTERN.test(trimmed) && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  }
  return text;
}

/** The merge patch that saves `edited` over `variant`; empty when nothing changed. */
export function rowPatch(
  variant: Variant,
  fields: readonly Field[],
  edited: RowCells,
): { name?: string; values?: Record<string, FieldValue> } {
  const patch: { name?: string; values?: Record<string, FieldValue> } = {};
  const before = rowCells(variant, fields);
  if (edited[NAME_COLUMN] !== undefined && edited[NAME_COLUMN] !== before[NAME_COLUMN]) patch.name = edited[NAME_COLUMN];
  for (const field of fields) {
    const text = edited[field.id];
    if (text === undefined || text === before[field.id]) continue;
    (patch.values ??= {})[field.id] = cellValue(field, text);
  }
  return patch;
}

/**
 * Puts a save's field errors (keyed by document path, `variants.4.values.{fieldId}`) on the row's
 * columns; messages about anything else are returned apart.
 */
export function rowErrors(
  fieldErrors: Record<string, string>,
  variantIndex: number,
): { byColumn: Record<string, string>; other: string[] } {
  const prefix = `variants.${variantIndex}`;
  const byColumn: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const rest = path === prefix ? '' : path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : null;
    if (rest === null || rest === '') other.push(message);
    else if (rest === 'name') byColumn[NAME_COLUMN] ??= message;
    else if (rest.startsWith('values.')) byColumn[rest.slice('values.'.length).split('.')[0]!] ??= message;
    else other.push(message);
  }
  return { byColumn, other };
}

/** The file name an export is saved under: the component's name made safe for file systems. */
export function csvFileName(componentName: string): string {
  const base = componentName
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return base ? `${base}-variants.csv` : 'variants.csv';
}

/**
 * The CSV as downloaded: with `forSpreadsheets`, a UTF-8 byte-order mark in front, without which Excel
 * reads the file in the system's legacy code page and shows "Ã©" for "é". Import reads either.
 */
export function csvForDownload(csv: string, forSpreadsheets: boolean): string {
  return forSpreadsheets && !csv.startsWith('\uFEFF') ? `\uFEFF${csv}` : csv;
}
