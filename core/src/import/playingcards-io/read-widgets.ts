import { PcioImportError } from './errors.ts';
import { ImportReport, plural } from './report.ts';
import { isRecord, text, type Json } from './values.ts';
import { JSON_MAX_DEPTH, jsonNestsDeeperThan } from '../json-depth.ts';

// Finding and reading the list of widgets in a room file. A PlayingCards.io export is a ZIP with
// `widgets.json` (an array of widgets) at its root, next to `userassets/` with the uploaded images;
// other tools write `{ "widgets": [...] }` or a map of id → widget, so any one JSON file holding widgets
// is accepted.

/** The file name PlayingCards.io gives the list of widgets. */
export const WIDGETS_FILE_NAME = 'widgets.json';

/** Largest widgets file read, in bytes; a real room is well under 10 MB. */
export const WIDGETS_MAX_BYTES = 10_000_000;

/**
 * Most JSON read from one room file, all its JSON files together. Without a widgets.json every JSON file
 * is a candidate: without this budget a small zip of many well-compressed JSON files would be parsed whole.
 */
export const ROOM_JSON_BUDGET_BYTES = 10_000_000;

/** Most widgets read from one room; the rest are left out and reported. */
export const MAX_WIDGETS = 20_000;

/** One widget of the room: its id and type made text, the rest as the file has it. */
export interface Widget {
  id: string;
  type: string;
  /** Where it was in the file, for stable ordering. */
  index: number;
  raw: Json;
}

export interface WidgetsFile {
  path: string;
  widgets: Widget[];
  /** The room file's format version, from its `schemaVersion` entry, when it has one. */
  schemaVersion?: number;
}

/** A zip entry's path in one spelling: forward slashes, no leading `./` or `/`. */
export function normalisePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '');
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Reads the widgets out of the room file's entries, or says in a PcioImportError why there are none. */
export function readWidgetsFile(files: ReadonlyMap<string, Uint8Array>, report: ImportReport): WidgetsFile {
  const jsonFiles = [...files.keys()].filter((path) => path.toLowerCase().endsWith('.json') && !baseName(path).startsWith('._'));
  const named = jsonFiles.filter((path) => baseName(path).toLowerCase() === WIDGETS_FILE_NAME);
  // widgets.json at the root wins; one in a single folder (a re-zipped export) is as good.
  const preferred = named.find((path) => !normalisePath(path).includes('/')) ?? (named.length === 1 ? named[0] : undefined);

  let chosen: { path: string; items: unknown[] } | undefined;
  if (preferred !== undefined) {
    const items = widgetItems(parseJson(preferred, files.get(preferred)!));
    if (!items) throw new PcioImportError(`${preferred} does not hold a list of widgets, so this is not a PlayingCards.io room file.`);
    chosen = { path: preferred, items };
  } else if (named.length > 1) {
    throw new PcioImportError(
      `This file holds ${named.length} widgets.json files (${named.slice(0, 3).join(', ')}); a PlayingCards.io room file has one. Export the room again and import that file.`,
    );
  } else {
    const candidates: Array<{ path: string; items: unknown[] }> = [];
    const jsonBytes = jsonFiles.reduce((sum, path) => sum + files.get(path)!.byteLength, 0);
    if (jsonBytes > ROOM_JSON_BUDGET_BYTES)
      throw new PcioImportError(
        `This file holds ${Math.round(jsonBytes / 1_000_000)} MB of JSON files and no widgets.json; a room file's JSON may be at most ${ROOM_JSON_BUDGET_BYTES / 1_000_000} MB.`,
      );
    for (const path of jsonFiles) {
      let parsed: unknown;
      try {
        parsed = parseJson(path, files.get(path)!);
      } catch (error) {
        // Too deep is refused whole: it is never a room, and saying so beats "no widgets found".
        if (error instanceof PcioImportError && error.message.includes('nested')) throw error;
        continue;
      }
      const items = widgetItems(parsed);
      if (items) candidates.push({ path, items });
      // Two candidates already refuse the file: nothing more is parsed or kept.
      if (candidates.length > 1) break;
    }
    if (candidates.length === 0)
      throw new PcioImportError(
        jsonFiles.length === 0
          ? 'This file has no widgets.json, so it is not a PlayingCards.io room file. In PlayingCards.io, open the room, choose Edit ▸ Export room, and import the .pcio file it saves.'
          : `None of the JSON files in it (${jsonFiles.slice(0, 3).join(', ')}) holds PlayingCards.io widgets.`,
      );
    if (candidates.length > 1)
      throw new PcioImportError(
        `Several JSON files in it could be the room (${candidates
          .slice(0, 3)
          .map((c) => c.path)
          .join(', ')}); a PlayingCards.io room file has one widgets.json.`,
      );
    chosen = candidates[0]!;
  }

  return { path: chosen.path, widgets: toWidgets(chosen.items, report), schemaVersion: readSchemaVersion(files) };
}

function parseJson(path: string, bytes: Uint8Array): unknown {
  if (bytes.byteLength > WIDGETS_MAX_BYTES)
    throw new PcioImportError(
      `${path} is ${Math.round(bytes.byteLength / 1_000_000)} MB; a room's widgets may be at most ${WIDGETS_MAX_BYTES / 1_000_000} MB.`,
    );
  const source = decoder.decode(bytes);
  if (jsonNestsDeeperThan(source, JSON_MAX_DEPTH))
    throw new PcioImportError(`${path} is nested more than ${JSON_MAX_DEPTH} levels deep, so it is not a room that can be read.`);
  try {
    return JSON.parse(source);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message.slice(0, 120)})` : '';
    throw new PcioImportError(
      `${path} is not valid JSON${detail}, so the room cannot be read. Export the room from PlayingCards.io again.`,
    );
  }
}

/** The widgets in a parsed file: an array, `{ widgets: [...] }` or `{ widgets: { id: widget } }`, or a map of id → widget. */
function widgetItems(parsed: unknown): unknown[] | undefined {
  if (Array.isArray(parsed)) return parsed.some(looksLikeWidget) || parsed.length === 0 ? parsed : undefined;
  if (!isRecord(parsed)) return undefined;
  const inner = parsed.widgets;
  if (Array.isArray(inner)) return inner;
  if (isRecord(inner)) return mapItems(inner);
  const values = Object.values(parsed);
  return values.length > 0 && values.filter(looksLikeWidget).length > values.length / 2 ? mapItems(parsed) : undefined;
}

const looksLikeWidget = (item: unknown) => isRecord(item) && typeof item.type === 'string';

/** A map of id → widget as a list, each widget given its key as id when it has none. */
function mapItems(map: Json): unknown[] {
  return Object.entries(map).map(([key, value]) => (isRecord(value) && value.id === undefined ? { ...value, id: key } : value));
}

function toWidgets(items: unknown[], report: ImportReport): Widget[] {
  if (items.length > MAX_WIDGETS)
    report.say(`The room has ${items.length.toLocaleString('en')} widgets; only the first ${MAX_WIDGETS.toLocaleString('en')} were read.`);
  const widgets: Widget[] = [];
  const seen = new Set<string>();
  const limit = Math.min(items.length, MAX_WIDGETS);
  for (let index = 0; index < limit; index++) {
    const item = items[index];
    if (!isRecord(item)) {
      report.count(
        'not-a-widget',
        (n) =>
          `${plural(n, 'entry', 'entries')} of the widget list ${n === 1 ? 'is' : 'are'} not a widget and ${n === 1 ? 'was' : 'were'} skipped.`,
      );
      continue;
    }
    const type = text(item.type, 100);
    if (type === undefined || type === '') {
      report.count('no-type', (n) => `${plural(n, 'widget')} without a type ${n === 1 ? 'was' : 'were'} skipped.`);
      continue;
    }
    const id = text(item.id, 200) ?? `widget-${index}`;
    if (seen.has(id)) {
      report.count(
        'duplicate-id',
        (n) => `${plural(n, 'widget')} repeated the id of an earlier one and ${n === 1 ? 'was' : 'were'} skipped.`,
        id,
      );
      continue;
    }
    seen.add(id);
    widgets.push({ id, type, index, raw: item });
  }
  return widgets;
}

function readSchemaVersion(files: ReadonlyMap<string, Uint8Array>): number | undefined {
  for (const [path, bytes] of files) {
    if (normalisePath(path) !== 'schemaVersion' || bytes.byteLength > 32) continue;
    const version = Number(decoder.decode(bytes).trim());
    return Number.isInteger(version) ? version : undefined;
  }
  return undefined;
}
