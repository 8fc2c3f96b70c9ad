import { CURRENT_FORMAT_VERSION, gameDocumentSchema, type GameDocument } from './document.ts';
import { problemsFromZod, type Problem } from './problems.ts';

// Stored revisions keep the format they were saved in; published ones are never rewritten. Reading a
// document upgrades it one version at a time to the current format, then checks it against the schema.
// Links between parts are left to validateDocument (run before every save), so a published revision
// stays readable even if those rules grow stricter later.
// To change the format: bump CURRENT_FORMAT_VERSION, change the schema, and add the step from the
// previous version here. Never edit a shipped step.

type Json = Record<string, unknown>;

/** Why a stored document could not be read; `problems` say where, when the schema refused it. */
export class DocumentFormatError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
    this.name = 'DocumentFormatError';
  }
}

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Upgrade steps: `STEPS[n]` turns a version n document into version n + 1. Steps work on plain JSON and
 * leave anything they do not understand for the schema to refuse.
 */
const STEPS: Record<number, (doc: Json) => Json> = {
  // v1 kept an object's place in flat fields (surfaceId with x, y and rotation; or seatId; or parentId).
  // v2 holds it in one `placement`, so an object can be in exactly one place.
  1: (doc) => ({
    ...doc,
    formatVersion: 2,
    objects: Array.isArray(doc.objects) ? doc.objects.map((object) => (isRecord(object) ? placeV1Object(object) : object)) : doc.objects,
  }),
  // v2 placed a dropzone by its top-left corner (objects by their centre) and an anchor from that corner.
  // v3 places every part on a surface by its centre, and an anchor from its dropzone's centre.
  2: (doc) => {
    const sizes = new Map<unknown, { width: number; height: number }>();
    const dropzones = Array.isArray(doc.dropzones)
      ? doc.dropzones.map((zone) => {
          if (!isRecord(zone)) return zone;
          // The schema's defaults, for a zone that left them out.
          const width = typeof zone.width === 'number' ? zone.width : 300;
          const height = typeof zone.height === 'number' ? zone.height : 200;
          sizes.set(zone.id, { width, height });
          return { ...zone, x: num(zone.x, 0) + width / 2, y: num(zone.y, 0) + height / 2 };
        })
      : doc.dropzones;
    const anchors = Array.isArray(doc.anchors)
      ? doc.anchors.map((anchor) => {
          const size = isRecord(anchor) ? sizes.get(anchor.dropzoneId) : undefined;
          if (!isRecord(anchor) || !size) return anchor;
          const moved: Json = { ...anchor, x: num(anchor.x, 0) - size.width / 2, y: num(anchor.y, 0) - size.height / 2 };
          if (typeof anchor.x2 === 'number') moved.x2 = anchor.x2 - size.width / 2;
          if (typeof anchor.y2 === 'number') moved.y2 = anchor.y2 - size.height / 2;
          return moved;
        })
      : doc.anchors;
    return { ...doc, formatVersion: 3, dropzones, anchors };
  },
};

/** A number as stored, or `fallback` when it is not one (the schema then has its say on the rest). */
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function placeV1Object(object: Json): Json {
  const { surfaceId, seatId, parentId, x, y, rotation, ...rest } = object;
  // A v1 object naming several places went to the innermost one: a parent, then a seat, then a surface.
  if (parentId !== undefined) return { ...rest, placement: { type: 'object', parentId } };
  if (seatId !== undefined) return { ...rest, placement: { type: 'seat', seatId } };
  if (surfaceId !== undefined) return { ...rest, placement: { type: 'surface', surfaceId, x: x ?? 0, y: y ?? 0, rotation: rotation ?? 0 } };
  return rest;
}

/** Reads a stored document of any known format version as a current one; throws DocumentFormatError when it cannot. */
export function migrateDocument(raw: unknown): GameDocument {
  if (!isRecord(raw)) throw new DocumentFormatError('A game document must be a JSON object.');
  const version = raw.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new DocumentFormatError('The game document has no valid format version.', [
      { path: ['formatVersion'], code: 'INVALID_FORMAT_VERSION', message: 'must be a whole number from 1' },
    ]);
  if (version > CURRENT_FORMAT_VERSION)
    throw new DocumentFormatError(
      `This game was saved in document format ${version}, which is newer than this version of Tablecraft can read (up to ${CURRENT_FORMAT_VERSION}). Update Tablecraft to open it.`,
      [{ path: ['formatVersion'], code: 'FUTURE_FORMAT_VERSION', message: `must be at most ${CURRENT_FORMAT_VERSION}` }],
    );
  let doc: Json = structuredClone(raw);
  for (let from = version; from < CURRENT_FORMAT_VERSION; from++) {
    const step = STEPS[from];
    if (!step) throw new DocumentFormatError(`There is no upgrade from document format ${from}.`);
    doc = step(doc);
  }
  const parsed = gameDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const problems = problemsFromZod(parsed.error);
    const first = problems[0];
    throw new DocumentFormatError(`The game document is not valid${first ? `: ${first.path.join('.')} ${first.message}` : '.'}`, problems);
  }
  return parsed.data;
}
