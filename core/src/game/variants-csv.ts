import { PART_LIMITS, NAME_MAX_LENGTH, VALUE_MAX_LENGTH } from './limits.ts';
import { type Field, type FieldValue, type GameDocument, type Variant } from './document.ts';
import { formatCsv, parseCsv } from './csv.ts';
import { newPartId } from './ids.ts';
import { notFound } from './part-helpers.ts';
import { countOf, refuse, type DocumentResult, type Problem } from './problems.ts';

// A component's variants as a spreadsheet: one row per variant, a `name` column then one column per
// field, headed by the field's name. Import replaces the component's variants with the rows:
// - rows are matched to existing variants by name (repeated names pair up in order), so matched
//   variants keep their id (objects using them stay put) and anything the CSV does not carry;
// - unmatched rows become new variants; existing variants with no row are removed, which is refused
//   while objects use them;
// - a field with no column keeps its values; an empty cell means "no value" (the field's default);
// - number cells must be numbers; image cells name an asset (by name, or by id);
// - an optional `frame` column gives each variant's sheet frame as `{asset name}#{frame index}`
//   ("Card faces#12"; a bare index when the game has one asset), empty for none. Export writes it
//   whenever a variant has a frame. A field of the component named "frame" takes the column instead.
// Any wrong row refuses the whole import, naming the row (as a spreadsheet numbers it: the header is
// row 1) and the column.

/** Most problems one import reports; the author fixes those and tries again. */
const MAX_REPORTED = 50;
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The variants of one component as CSV text: header `name` then its field names, one row per variant. */
export function exportVariantsCsv(doc: GameDocument, componentId: string): string {
  const fields = doc.fields.filter((field) => field.componentId === componentId);
  const assetNames = uniqueAssetNames(doc);
  const variants = doc.variants.filter((variant) => variant.componentId === componentId);
  const withFrames = !fields.some((field) => field.name === FRAME_COLUMN) && variants.some((variant) => variant.sheetFrame);
  const frameCell = (variant: Variant) =>
    variant.sheetFrame
      ? `${assetNames.byId.get(variant.sheetFrame.assetRefId) ?? variant.sheetFrame.assetRefId}#${variant.sheetFrame.index}`
      : '';
  const cell = (field: Field, value: FieldValue | undefined): string => {
    if (value === undefined || value === null) return '';
    if (field.type === 'image' && typeof value === 'string') return assetNames.byId.get(value) ?? value;
    return String(value);
  };
  const rows = [['name', ...fields.map((field) => field.name), ...(withFrames ? [FRAME_COLUMN] : [])]];
  for (const variant of variants)
    rows.push([variant.name, ...fields.map((field) => cell(field, variant.values[field.id])), ...(withFrames ? [frameCell(variant)] : [])]);
  return formatCsv(rows);
}

/** Replaces a component's variants with the rows of a CSV text; any wrong row refuses the whole import. */
export function importVariantsCsv(
  doc: GameDocument,
  componentId: string,
  csvText: string,
): DocumentResult<GameDocument, { count: number }> {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  if (!component) return refuse(notFound('component', componentId));
  const problem = (message: string, code = 'CSV_INVALID'): Problem => ({ path: ['csv'], code, message });

  const parsed = parseCsv(csvText);
  if (!parsed.ok) return refuse(problem(`Row ${parsed.row}: ${parsed.message}.`, 'CSV_SYNTAX'));
  const [header, ...records] = parsed.rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    return refuse(problem('The CSV is empty: it needs a header row starting with "name".', 'CSV_EMPTY'));

  // The header: `name`, then distinct field names of this component.
  const fields = doc.fields.filter((field) => field.componentId === componentId);
  const fieldByName = new Map(fields.map((field) => [field.name, field]));
  const columns = header.map((cell) => cell.trim());
  // The sheet frame column, unless a field has its name; its position among the columns (-1: absent).
  const frameAt = fieldByName.has(FRAME_COLUMN) ? -1 : columns.findIndex((column, c) => c > 0 && column.toLowerCase() === FRAME_COLUMN);
  const problems: Problem[] = [];
  if (columns[0]?.toLowerCase() !== 'name')
    problems.push(problem(`Row 1, column "${columns[0] ?? ''}": the first column must be "name".`, 'CSV_HEADER'));
  const seenColumns = new Set<string>();
  columns.slice(1).forEach((column, c) => {
    if (c + 1 === frameAt) return;
    if (seenColumns.has(column)) problems.push(problem(`Row 1, column "${column}": this column appears twice.`, 'CSV_HEADER'));
    else if (!fieldByName.has(column))
      problems.push(
        problem(`Row 1, column "${column}": component "${component.name}" has no field named "${column}".`, 'CSV_UNKNOWN_COLUMN'),
      );
    seenColumns.add(column);
  });
  if (problems.length > 0) return refuse(...problems.slice(0, MAX_REPORTED));
  const columnFields = columns
    .map((column, c) => (c > 0 && c !== frameAt ? { field: fieldByName.get(column)!, at: c } : null))
    .filter((entry) => entry !== null);

  // The rows: each becomes a name and the values of the columns' fields. Blank rows are skipped.
  const assetNames = uniqueAssetNames(doc);
  const rows: Array<{ name: string; values: Map<string, FieldValue | undefined>; frame?: Variant['sheetFrame'] | null }> = [];
  records.forEach((record, i) => {
    const rowNumber = i + 2;
    if (record.every((cell) => cell === '')) return;
    if (record.length !== columns.length) {
      problems.push(
        problem(
          `Row ${rowNumber} has ${countOf(record.length, 'value', 'values')}, but the header has ${countOf(columns.length, 'column', 'columns')}.`,
          'CSV_COLUMN_COUNT',
        ),
      );
      return;
    }
    const name = record[0]!.trim();
    if (name === '') problems.push(problem(`Row ${rowNumber}, column "name": a name is required.`, 'CSV_BAD_VALUE'));
    else if (name.length > NAME_MAX_LENGTH)
      problems.push(problem(`Row ${rowNumber}, column "name": must be at most ${NAME_MAX_LENGTH} characters.`, 'CSV_BAD_VALUE'));
    const values = new Map<string, FieldValue | undefined>();
    columnFields.forEach(({ field, at }) => {
      const read = readCell(field, record[at]!, assetNames.byName, doc);
      if ('error' in read) problems.push(problem(`Row ${rowNumber}, column "${field.name}": ${read.error}.`, 'CSV_BAD_VALUE'));
      else values.set(field.id, read.value);
    });
    let frame: Variant['sheetFrame'] | null | undefined;
    if (frameAt !== -1) {
      const read = readFrameCell(record[frameAt]!, assetNames.byName, doc);
      if ('error' in read) problems.push(problem(`Row ${rowNumber}, column "${columns[frameAt]}": ${read.error}.`, 'CSV_BAD_VALUE'));
      else frame = read.frame;
    }
    rows.push({ name, values, ...(frame !== undefined ? { frame } : {}) });
  });
  if (problems.length > 0) return refuse(...problems.slice(0, MAX_REPORTED));

  const otherVariants = doc.variants.filter((variant) => variant.componentId !== componentId);
  if (otherVariants.length + rows.length > PART_LIMITS.variants)
    return refuse(
      problem(
        `A game can have at most ${PART_LIMITS.variants} variants; this CSV would make ${otherVariants.length + rows.length}.`,
        'LIMIT_REACHED',
      ),
    );

  // Pair rows with existing variants by name, in order, so their ids (and the objects using them) survive.
  const existing = doc.variants.filter((variant) => variant.componentId === componentId);
  const unmatched = new Map<string, Variant[]>();
  for (const variant of existing) unmatched.set(variant.name, [...(unmatched.get(variant.name) ?? []), variant]);
  const imported: Variant[] = rows.map((row) => {
    const match = unmatched.get(row.name)?.shift();
    const values: Variant['values'] = { ...match?.values };
    for (const [fieldId, value] of row.values) {
      // An empty cell is "no value"; a stored null already is one, so it stays as it was.
      if (value !== undefined) values[fieldId] = value;
      else if (values[fieldId] !== null) delete values[fieldId];
    }
    const variant: Variant = match ? { ...match, values } : { id: newPartId(), name: row.name, componentId, values };
    // With a frame column, an empty cell takes the frame away; without one, the variant keeps its own.
    if (row.frame === null) delete variant.sheetFrame;
    else if (row.frame) variant.sheetFrame = row.frame;
    return variant;
  });

  const removed = [...unmatched.values()].flat();
  const inUse = removed
    .map((variant) => ({ variant, users: doc.objects.filter((object) => object.variantId === variant.id).length }))
    .filter(({ users }) => users > 0);
  if (inUse.length > 0)
    return refuse(
      ...inUse.slice(0, MAX_REPORTED).map(({ variant, users }) => ({
        path: ['csv'],
        code: 'PART_IN_USE',
        message: `Variant "${variant.name}" is used by ${countOf(users, 'object', 'objects')} but has no row in the CSV; add its row back or remove those objects first.`,
      })),
    );

  // The component's variants take the place of the first of the old ones (or go last), in the CSV's order.
  const firstIndex = doc.variants.findIndex((variant) => variant.componentId === componentId);
  const at = firstIndex === -1 ? otherVariants.length : firstIndex;
  const variants = [...otherVariants.slice(0, at), ...imported, ...otherVariants.slice(at)];
  return { ok: true, doc: { ...doc, variants }, count: imported.length };
}

/** The header of the sheet frame column. */
export const FRAME_COLUMN = 'frame';

/** A frame cell: `{asset name or id}#{index}`, or a bare index when the game has exactly one asset; null for an empty cell. */
function readFrameCell(
  cell: string,
  assetsByName: ReadonlyMap<string, string>,
  doc: GameDocument,
): { frame: Variant['sheetFrame'] | null } | { error: string } {
  const text = cell.trim();
  if (text === '') return { frame: null };
  const hash = text.lastIndexOf('#');
  const name = hash === -1 ? null : text.slice(0, hash).trim();
  const indexText = hash === -1 ? text : text.slice(hash + 1).trim();
  if (!/^\d{1,5}$/.test(indexText) || Number(indexText) > 10_000)
    return { error: `"${cell}" is not a frame: write the sheet's asset name, "#" and the frame number from 0, like "Card faces#12"` };
  let assetRefId: string | undefined;
  if (name === null) {
    if (doc.assets.length !== 1)
      return { error: `"${cell}" does not say which sheet: write the asset name before the number, like "Card faces#${indexText}"` };
    assetRefId = doc.assets[0]!.id;
  } else {
    assetRefId = assetsByName.get(name) ?? (doc.assets.some((asset) => asset.id === name) ? name : undefined);
    if (assetRefId === undefined) return { error: `there is no asset named "${name}"` };
  }
  return { frame: { assetRefId, index: Number(indexText) } };
}

/** A cell's value for a field: undefined for an empty cell (the field's default applies). */
function readCell(
  field: Field,
  cell: string,
  assetsByName: ReadonlyMap<string, string>,
  doc: GameDocument,
): { value: FieldValue | undefined } | { error: string } {
  if (cell === '') return { value: undefined };
  switch (field.type) {
    case 'text':
      return cell.length > VALUE_MAX_LENGTH ? { error: `must be at most ${VALUE_MAX_LENGTH} characters` } : { value: cell };
    case 'number': {
      const text = cell.trim();
      const number = Number(text);
      return NUMBER_PATTERN.test(text) && Number.isFinite(number) ? { value: number } : { error: `"${cell}" is not a number` };
    }
    case 'image': {
      const name = cell.trim();
      const byName = assetsByName.get(name);
      if (byName !== undefined) return { value: byName };
      if (doc.assets.some((asset) => asset.id === name)) return { value: name };
      return { error: `there is no asset named "${name}"` };
    }
  }
}

/** Asset names that name exactly one asset, both ways; a repeated name is written and read as the id. */
function uniqueAssetNames(doc: GameDocument): { byId: Map<string, string>; byName: Map<string, string> } {
  const counts = new Map<string, number>();
  for (const asset of doc.assets) counts.set(asset.name, (counts.get(asset.name) ?? 0) + 1);
  const byId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const asset of doc.assets) {
    if (counts.get(asset.name) !== 1) continue;
    byId.set(asset.id, asset.name);
    byName.set(asset.name, asset.id);
  }
  return { byId, byName };
}
