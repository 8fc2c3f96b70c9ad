import { PART_LIMITS, NAME_MAX_LENGTH, VALUE_MAX_LENGTH } from './limits.ts';
import type { AssetRef, Component, Field, FieldValue, GameDocument, Variant } from './document.ts';
import { formatCsv, parseCsv } from './csv.ts';
import { inferFieldType, isNumberCell, newFieldsFor, type FieldType } from './csv-fields.ts';
import {
  findSheet,
  firstNamedSheet,
  frameAssetRef,
  looksLikeFrameReference,
  readFrameReference,
  type SheetFrame,
} from './frame-references.ts';
import { newPartId } from './ids.ts';
import { notFound } from './part-helpers.ts';
import { countOf, refuse, type DocumentResult, type Problem } from './problems.ts';

// A component's variants as a spreadsheet: one row per variant, a `name` column then one column per
// field, headed by the field's name. Import replaces the component's variants with the rows:
// - rows are matched to existing variants by name (repeated names pair up in order), else by the sheet
//   frame they show (the row renames it), so matched variants keep their id (objects using them stay
//   put) and anything the CSV does not carry;
// - unmatched rows become new variants; existing variants with no row are removed, which is refused
//   while objects use them;
// - a column that is not a field yet becomes a new field when the import is told its type (the editor
//   previews the types read from the cells first: previewVariantsCsv); otherwise it is refused;
// - a field with no column keeps its values; an empty cell means "no value" (the field's default);
// - number cells must be numbers; image cells name an asset (by name, or by id) or a frame of a sheet
//   ("Card faces#3", "#3" for the component's own sheet), which becomes an asset showing that frame;
// - an optional `frame` column gives each variant's sheet frame as `{asset name}#{frame index}`
//   ("Card faces#12"), or a bare index of the component's own sheet (frame-references.ts), empty for
//   none. Export writes it whenever a variant has a frame. A field of the component named "frame" takes
//   the column instead.
// Any wrong row refuses the whole import, naming the row (as a spreadsheet numbers it: the header is
// row 1) and the column; nothing is written.

/** Most problems one import reports; the author fixes those and tries again. */
const MAX_REPORTED = 50;

/** The header of the sheet frame column. */
export const FRAME_COLUMN = 'frame';

/** A column the CSV adds as a field: its name and type. */
export interface NewCsvField {
  name: string;
  type: FieldType;
}

/** What importing a CSV would do, shown before anything is written. */
export interface VariantsCsvPreview {
  /** Columns that would become fields: the type used (chosen, else read from the cells) and the type read. */
  newFields: Array<NewCsvField & { inferred: FieldType }>;
  /** Columns that are fields already. */
  fieldColumns: string[];
  /** Whether the CSV has a frame column. */
  frameColumn: boolean;
  /** Names of the variants the rows would add, update, and remove, in order. */
  created: string[];
  updated: string[];
  removed: string[];
  /** Assets that would be added to show frames of a sheet in image fields. */
  newImages: number;
  /** What stops the import, with the spreadsheet row it is on (null for the whole file). */
  problems: Array<{ row: number | null; message: string }>;
}

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

/**
 * Replaces a component's variants with the rows of a CSV text, first adding `newFields` (columns that
 * are not fields yet, with their types); any wrong row refuses the whole import.
 */
export function importVariantsCsv(
  doc: GameDocument,
  componentId: string,
  csvText: string,
  options: { newFields?: ReadonlyArray<NewCsvField> } = {},
): DocumentResult<GameDocument, { count: number }> {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  if (!component) return refuse(notFound('component', componentId));
  const read = readVariantsCsv(doc, component, csvText, { kind: 'given', fields: options.newFields ?? [] });
  if (read.issues.length > 0)
    return refuse(...read.issues.slice(0, MAX_REPORTED).map(({ path, code, message }) => ({ path, code, message })));
  const plan = read.plan!;
  const next: GameDocument = { ...doc, variants: plan.variants };
  if (plan.fields.length > 0) next.fields = [...doc.fields, ...plan.fields];
  if (plan.assets.length > 0) next.assets = [...doc.assets, ...plan.assets];
  return { ok: true, doc: next, count: plan.count };
}

/**
 * What importing a CSV would do, writing nothing: the fields its new columns would become (typed from
 * their cells, or as `types` chooses), the variants added, updated and removed, and every problem that
 * would refuse it, by row. Null when the component does not exist.
 */
export function previewVariantsCsv(
  doc: GameDocument,
  componentId: string,
  csvText: string,
  types: Readonly<Record<string, FieldType>> = {},
): VariantsCsvPreview | null {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  if (!component) return null;
  const read = readVariantsCsv(doc, component, csvText, { kind: 'infer', types });
  return {
    newFields: read.header.newFields,
    fieldColumns: read.header.fieldColumns,
    frameColumn: read.header.frameColumn,
    created: read.plan?.created ?? [],
    updated: read.plan?.updated ?? [],
    removed: read.plan?.removed ?? [],
    newImages: read.plan?.assets.length ?? 0,
    problems: read.issues.slice(0, MAX_REPORTED).map(({ row, message }) => ({ row, message })),
  };
}

/** A reason the import is refused, at the spreadsheet row it is on. */
interface Issue extends Problem {
  row: number | null;
}

/** How columns that are not fields are treated: given types (the import), or read from the cells (the preview). */
type NewColumns = { kind: 'given'; fields: ReadonlyArray<NewCsvField> } | { kind: 'infer'; types: Readonly<Record<string, FieldType>> };

interface Plan {
  fields: Field[];
  assets: AssetRef[];
  variants: Variant[];
  count: number;
  created: string[];
  updated: string[];
  removed: string[];
}

interface Header {
  newFields: VariantsCsvPreview['newFields'];
  fieldColumns: string[];
  frameColumn: boolean;
}

/** Reads the whole CSV against the document, collecting every problem; the plan exists only without any. */
function readVariantsCsv(
  doc: GameDocument,
  component: Component,
  csvText: string,
  newColumns: NewColumns,
): { issues: Issue[]; header: Header; plan?: Plan } {
  const componentId = component.id;
  const issue = (row: number | null, message: string, code = 'CSV_INVALID', path: Problem['path'] = ['csv']): Issue => ({
    path,
    code,
    message,
    row,
  });
  const header: Header = { newFields: [], fieldColumns: [], frameColumn: false };
  const stop = (...issues: Issue[]) => ({ issues, header });

  const parsed = parseCsv(csvText);
  if (!parsed.ok) return stop(issue(parsed.row, `Row ${parsed.row}: ${parsed.message}.`, 'CSV_SYNTAX'));
  const [headerCells, ...records] = parsed.rows;
  if (!headerCells || headerCells.every((cell) => cell.trim() === ''))
    return stop(issue(null, 'The CSV is empty: it needs a header row starting with "name".', 'CSV_EMPTY'));

  // The header: `name`, then distinct columns, each a field of this component, the frame column, or a new field.
  const fields = doc.fields.filter((field) => field.componentId === componentId);
  const fieldByName = new Map(fields.map((field) => [field.name, field]));
  const columns = headerCells.map((cell) => cell.trim());
  // The sheet frame column, unless a field has its name; its position among the columns (-1: absent).
  const frameAt = fieldByName.has(FRAME_COLUMN) ? -1 : columns.findIndex((column, c) => c > 0 && column.toLowerCase() === FRAME_COLUMN);
  header.frameColumn = frameAt !== -1;
  const issues: Issue[] = [];
  if (columns[0]?.toLowerCase() !== 'name')
    issues.push(issue(1, `Row 1, column "${columns[0] ?? ''}": the first column must be "name".`, 'CSV_HEADER'));
  const given = newColumns.kind === 'given' ? new Map(newColumns.fields.map((field) => [field.name.trim(), field.type])) : null;
  const seenColumns = new Set<string>();
  const unknown: Array<{ name: string; at: number }> = [];
  // Spreadsheets often save a few empty columns after the last one: those carry nothing, so they are skipped.
  const blank = new Set(
    columns.flatMap((column, c) => (c > 0 && column === '' && records.every((record) => (record[c] ?? '').trim() === '') ? [c] : [])),
  );
  columns.forEach((column, c) => {
    if (c === 0 || c === frameAt || blank.has(c)) return;
    if (seenColumns.has(column)) issues.push(issue(1, `Row 1, column "${column}": this column appears twice.`, 'CSV_HEADER'));
    else if (fieldByName.has(column)) header.fieldColumns.push(column);
    else if (given && !given.has(column))
      issues.push(
        issue(1, `Row 1, column "${column}": component "${component.name}" has no field named "${column}".`, 'CSV_UNKNOWN_COLUMN'),
      );
    else if (column === '') issues.push(issue(1, `Row 1, column ${c + 1}: a column needs a name to become a field.`, 'CSV_HEADER'));
    else if (column.length > NAME_MAX_LENGTH)
      issues.push(issue(1, `Row 1, column "${column}": a field name must be at most ${NAME_MAX_LENGTH} characters.`, 'CSV_HEADER'));
    else unknown.push({ name: column, at: c });
    seenColumns.add(column);
  });
  if (given)
    for (const name of given.keys())
      if (fieldByName.has(name) || !columns.slice(1).includes(name))
        issues.push(
          issue(
            null,
            fieldByName.has(name)
              ? `"${name}" is already a field of component "${component.name}".`
              : `The CSV has no column "${name}" to make a field of.`,
            'CSV_NEW_FIELD',
            ['newFields'],
          ),
        );
  if (unknown.length > 0 && doc.fields.length + unknown.length > PART_LIMITS.fields)
    issues.push(
      issue(
        1,
        `A game can have at most ${PART_LIMITS.fields} fields; the new columns would make ${doc.fields.length + unknown.length}.`,
        'LIMIT_REACHED',
      ),
    );

  // New columns take the type given, else the one their cells suggest. A frame that names no sheet is
  // one of the component's own, else of the first sheet the CSV names.
  const wellFormed = records.filter((record) => record.length === columns.length);
  const namedSheet = firstNamedSheet(
    doc,
    wellFormed.flatMap((record) => record.slice(1)),
  );
  header.newFields = unknown.map(({ name, at }) => {
    const inferred = inferFieldType(
      doc,
      componentId,
      wellFormed.map((record) => record[at]!),
      namedSheet,
    );
    const type = given?.get(name) ?? (newColumns.kind === 'infer' ? newColumns.types[name] : undefined) ?? inferred;
    return { name, type, inferred };
  });
  if (issues.length > 0) return { issues, header };
  const newFields = newFieldsFor(doc, component, header.newFields);
  const withFields: GameDocument = newFields.length > 0 ? { ...doc, fields: [...doc.fields, ...newFields] } : doc;
  const allByName = new Map([...fields, ...newFields].map((field) => [field.name, field]));
  const columnFields = columns
    .map((column, c) => (c > 0 && c !== frameAt && !blank.has(c) ? { field: allByName.get(column)!, at: c } : null))
    .filter((entry) => entry !== null);

  // The rows: each becomes a name and the values of the columns' fields. Blank rows are skipped.
  const assetNames = uniqueAssetNames(doc);
  const addedAssets: AssetRef[] = [];
  const rows: Array<{ name: string; values: Map<string, FieldValue | undefined>; frame?: SheetFrame | null }> = [];
  records.forEach((record, i) => {
    const rowNumber = i + 2;
    if (record.every((cell) => cell === '')) return;
    if (record.length !== columns.length) {
      issues.push(
        issue(
          rowNumber,
          `Row ${rowNumber} has ${countOf(record.length, 'value', 'values')}, but the header has ${countOf(columns.length, 'column', 'columns')}.`,
          'CSV_COLUMN_COUNT',
        ),
      );
      return;
    }
    const bad = (column: string, reason: string) =>
      issues.push(issue(rowNumber, `Row ${rowNumber}, column "${column}": ${reason}.`, 'CSV_BAD_VALUE'));
    const name = record[0]!.trim();
    if (name === '') bad('name', 'a name is required');
    else if (name.length > NAME_MAX_LENGTH) bad('name', `must be at most ${NAME_MAX_LENGTH} characters`);
    const values = new Map<string, FieldValue | undefined>();
    columnFields.forEach(({ field, at }) => {
      const read = readCell(withFields, componentId, field, record[at]!, assetNames.byName, namedSheet);
      if ('error' in read) bad(field.name, read.error);
      else if ('frame' in read) values.set(field.id, frameAssetRef(doc.assets, addedAssets, read.frame));
      else values.set(field.id, read.value);
    });
    let frame: SheetFrame | null | undefined;
    if (frameAt !== -1) {
      const cell = record[frameAt]!;
      const read = cell.trim() === '' ? { frame: null } : readFrameReference(doc, componentId, cell, { bare: true, namedSheet });
      if ('error' in read) bad(columns[frameAt]!, read.error);
      else frame = read.frame;
    }
    rows.push({ name, values, ...(frame !== undefined ? { frame } : {}) });
  });
  if (issues.length > 0) return { issues, header };

  const otherVariants = doc.variants.filter((variant) => variant.componentId !== componentId);
  if (otherVariants.length + rows.length > PART_LIMITS.variants)
    return stop(
      issue(
        null,
        `A game can have at most ${PART_LIMITS.variants} variants; this CSV would make ${otherVariants.length + rows.length}.`,
        'LIMIT_REACHED',
      ),
    );
  if (doc.assets.length + addedAssets.length > PART_LIMITS.assets)
    return stop(
      issue(
        null,
        `A game can have at most ${PART_LIMITS.assets} assets; the frames this CSV names would make ${doc.assets.length + addedAssets.length}.`,
        'LIMIT_REACHED',
      ),
    );

  // Pair rows with existing variants by name, in order, so their ids (and the objects using them) survive.
  const existing = doc.variants.filter((variant) => variant.componentId === componentId);
  const unmatched = new Map<string, Variant[]>();
  for (const variant of existing) unmatched.set(variant.name, [...(unmatched.get(variant.name) ?? []), variant]);
  const created: string[] = [];
  const updated: string[] = [];
  const matches = rows.map((row) => unmatched.get(row.name)?.shift());
  // A row whose name no variant has takes the variant showing the same frame, renaming it: so a CSV can
  // name the cards a dropped sheet made ("rainbow cards 3" becomes "Blue 1") and the deck keeps them.
  rows.forEach((row, i) => {
    const frame = row.frame;
    if (matches[i] || !frame) return;
    for (const list of unmatched.values()) {
      const at = list.findIndex(
        (variant) => variant.sheetFrame?.assetRefId === frame.assetRefId && variant.sheetFrame.index === frame.index,
      );
      if (at === -1) continue;
      matches[i] = list.splice(at, 1)[0];
      return;
    }
  });
  const imported: Variant[] = rows.map((row, i) => {
    const match = matches[i];
    (match ? updated : created).push(row.name);
    const values: Variant['values'] = { ...match?.values };
    for (const [fieldId, value] of row.values) {
      // An empty cell is "no value"; a stored null already is one, so it stays as it was.
      if (value !== undefined) values[fieldId] = value;
      else if (values[fieldId] !== null) delete values[fieldId];
    }
    const variant: Variant = match ? { ...match, name: row.name, values } : { id: newPartId(), name: row.name, componentId, values };
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
    return stop(
      ...inUse.map(({ variant, users }) =>
        issue(
          null,
          `Variant "${variant.name}" is used by ${countOf(users, 'object', 'objects')} but has no row in the CSV; add its row back or remove those objects first.`,
          'PART_IN_USE',
        ),
      ),
    );

  // The component's variants take the place of the first of the old ones (or go last), in the CSV's order.
  const firstIndex = doc.variants.findIndex((variant) => variant.componentId === componentId);
  const at = firstIndex === -1 ? otherVariants.length : firstIndex;
  const variants = [...otherVariants.slice(0, at), ...imported, ...otherVariants.slice(at)];
  return {
    issues: [],
    header,
    plan: {
      fields: newFields,
      assets: addedAssets,
      variants,
      count: imported.length,
      created,
      updated,
      removed: removed.map((variant) => variant.name),
    },
  };
}

/** A cell's value for a field: undefined for an empty cell (the field's default applies), or a frame for an image field. */
function readCell(
  doc: GameDocument,
  componentId: string,
  field: Field,
  cell: string,
  assetsByName: ReadonlyMap<string, string>,
  namedSheet: string | null,
): { value: FieldValue | undefined } | { frame: SheetFrame } | { error: string } {
  if (cell === '') return { value: undefined };
  switch (field.type) {
    case 'text':
      return cell.length > VALUE_MAX_LENGTH ? { error: `must be at most ${VALUE_MAX_LENGTH} characters` } : { value: cell };
    case 'number':
      return isNumberCell(cell) ? { value: Number(cell.trim()) } : { error: `"${cell}" is not a number` };
    case 'image': {
      const name = cell.trim();
      const byName = assetsByName.get(name);
      if (byName !== undefined) return { value: byName };
      if (doc.assets.some((asset) => asset.id === name)) return { value: name };
      if (looksLikeFrameReference(name)) return readFrameReference(doc, componentId, name, { bare: false, namedSheet });
      const byFileName = findSheet(doc, name);
      if (byFileName !== null) return { value: byFileName };
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
