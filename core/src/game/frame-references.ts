import type { AssetRef, GameDocument, Variant } from './document.ts';
import { newPartId } from './ids.ts';
import { NAME_MAX_LENGTH } from './limits.ts';

// A frame reference names one frame of a sprite sheet in a spreadsheet cell: the sheet, "#", then the
// frame number from 0 ("Card faces#12"). The sheet is its asset name, its id, or the name of the file
// it was uploaded from ("card_faces.png#12" finds "card faces"), since that is what an author has at hand.
// Leaving the sheet out ("#12", or a bare "12" in the frame column) means the component's own sheet (or
// the one the same spreadsheet names elsewhere), so bare numbers keep working however many images the
// game has.

/** The frame a reference points at. */
export type SheetFrame = NonNullable<Variant['sheetFrame']>;

/** A cell read as a frame reference: the frame, or why it is not one. */
export type FrameReading = { frame: SheetFrame } | { error: string };

const FRAME_NUMBER = /^\d{1,5}$/;
const MAX_FRAME = 10_000;

/** Whether a cell is shaped like a frame reference ("sheet#3", "#3"), whatever the sheet. */
export function looksLikeFrameReference(cell: string): boolean {
  const text = cell.trim();
  const hash = text.lastIndexOf('#');
  return hash !== -1 && FRAME_NUMBER.test(text.slice(hash + 1).trim());
}

/**
 * Reads a frame reference for a component's variant. `bare` lets a plain number stand for a frame of
 * the component's own sheet (the frame column); elsewhere a plain number is a number.
 */
export function readFrameReference(
  doc: GameDocument,
  componentId: string,
  cell: string,
  options: { bare: boolean; namedSheet?: string | null },
): FrameReading {
  const text = cell.trim();
  const hash = text.lastIndexOf('#');
  const sheetText = hash === -1 ? '' : text.slice(0, hash).trim();
  const indexText = hash === -1 ? text : text.slice(hash + 1).trim();
  if ((hash === -1 && !options.bare) || !FRAME_NUMBER.test(indexText) || Number(indexText) > MAX_FRAME)
    return { error: `"${cell}" is not a frame: write the sheet's asset name, "#" and the frame number from 0, like "Card faces#12"` };
  const index = Number(indexText);
  if (sheetText === '') {
    const own = componentSheet(doc, componentId, options.namedSheet);
    if (own === null) {
      const component = doc.components.find((candidate) => candidate.id === componentId);
      return {
        error: `"${cell}" does not say which sheet, and component "${component?.name ?? componentId}" has no sheet of its own yet: write the asset name before the number, like "Card faces#${indexText}"`,
      };
    }
    return { frame: { assetRefId: own, index } };
  }
  const assetRefId = findSheet(doc, sheetText);
  return assetRefId === null ? { error: `there is no asset named "${sheetText}"` } : { frame: { assetRefId, index } };
}

/** The first sheet that cells name in frame references ("Card faces#3"), to stand for the ones that name none. */
export function firstNamedSheet(doc: Pick<GameDocument, 'assets'>, cells: Iterable<string>): string | null {
  for (const cell of cells) {
    const text = cell.trim();
    if (!looksLikeFrameReference(text)) continue;
    const sheetText = text.slice(0, text.lastIndexOf('#')).trim();
    const found = sheetText === '' ? null : findSheet(doc, sheetText);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The asset a sheet is named by: a name only one asset has, an asset id, or a file name that becomes a
 * unique asset name once its extension is dropped and underscores are spaces (as uploads are named).
 * Whole images are preferred over refs that already point at one frame. Null when none or several match.
 */
export function findSheet(doc: Pick<GameDocument, 'assets'>, text: string): string | null {
  const byName = uniqueMatch(doc.assets, (asset) => asset.name === text);
  if (byName) return byName.id;
  if (doc.assets.some((asset) => asset.id === text)) return text;
  const fileName = comparableName(text.replace(/\.[^./]{1,8}$/, ''));
  return uniqueMatch(doc.assets, (asset) => comparableName(asset.name) === fileName)?.id ?? null;
}

/**
 * The sheet a component's frames come from when a reference does not name one: the sheet its variants'
 * frames already use (the most used), else `namedSheet` (one the same spreadsheet names elsewhere), else
 * the image on its front, the image its image fields show by default, the image on its back, else the
 * game's only upload. Null when none of those says.
 */
export function componentSheet(doc: GameDocument, componentId: string, namedSheet?: string | null): string | null {
  const refs = new Map(doc.assets.map((asset) => [asset.id, asset]));
  const uses = new Map<string, number>();
  for (const variant of doc.variants)
    if (variant.componentId === componentId && variant.sheetFrame && refs.has(variant.sheetFrame.assetRefId))
      uses.set(variant.sheetFrame.assetRefId, (uses.get(variant.sheetFrame.assetRefId) ?? 0) + 1);
  const mostUsed = [...uses].reduce<[string, number] | null>((best, entry) => (best && best[1] >= entry[1] ? best : entry), null);
  if (mostUsed) return mostUsed[0];
  if (namedSheet && refs.has(namedSheet)) return namedSheet;

  const component = doc.components.find((candidate) => candidate.id === componentId);
  const faces = component?.kind === 'tile' ? component.faces : undefined;
  const candidates = [
    faces?.front.imageAssetId,
    ...doc.fields
      .filter((field) => field.componentId === componentId && field.type === 'image' && typeof field.defaultValue === 'string')
      .map((field) => field.defaultValue as string),
    faces?.back.imageAssetId,
  ];
  for (const id of candidates) {
    const ref = id === undefined ? undefined : refs.get(id);
    if (ref) return wholeSheetOf(doc.assets, ref).id;
  }
  // The game's only upload (under one or more refs).
  const uploads = new Set(doc.assets.map((asset) => asset.assetId));
  return uploads.size === 1 ? wholeSheetOf(doc.assets, doc.assets[0]!).id : null;
}

/**
 * The id of an asset ref showing one frame of a sheet, for an image field's value: an existing ref to that
 * frame, else a new one named "{sheet}#{frame}", which is added to `added` (and found there next time).
 */
export function frameAssetRef(assets: ReadonlyArray<AssetRef>, added: AssetRef[], frame: SheetFrame): string {
  const sheet = [...assets, ...added].find((asset) => asset.id === frame.assetRefId)!;
  if (sheet.frame?.index === frame.index) return sheet.id;
  const existing = [...assets, ...added].find((asset) => asset.assetId === sheet.assetId && asset.frame?.index === frame.index);
  if (existing) return existing.id;
  const suffix = `#${frame.index}`;
  const base = `${sheet.name.slice(0, NAME_MAX_LENGTH - suffix.length)}${suffix}`;
  const taken = new Set([...assets, ...added].map((asset) => asset.name));
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base.slice(0, NAME_MAX_LENGTH - ` (${n})`.length)} (${n})`;
  const ref: AssetRef = { id: newPartId(), name, assetId: sheet.assetId, frame: { index: frame.index } };
  added.push(ref);
  return ref.id;
}

/** A ref to the whole upload `ref` shows, when there is one, else `ref` itself. */
function wholeSheetOf(assets: ReadonlyArray<AssetRef>, ref: AssetRef): AssetRef {
  return ref.frame === undefined ? ref : (assets.find((asset) => asset.assetId === ref.assetId && asset.frame === undefined) ?? ref);
}

/** The one asset `matches` picks, preferring whole images; undefined when none, or several of a kind. */
function uniqueMatch(assets: ReadonlyArray<AssetRef>, matches: (asset: AssetRef) => boolean): AssetRef | undefined {
  const found = assets.filter(matches);
  const whole = found.filter((asset) => asset.frame === undefined);
  if (whole.length === 1) return whole[0];
  return whole.length === 0 && found.length === 1 ? found[0] : undefined;
}

function comparableName(name: string): string {
  return name.replace(/_+/g, ' ').trim().toLowerCase();
}
