import type { GameDocument } from '@tablecraft/core/game';
import { assetFileUrl } from '../../uploads/urls.ts';

// Where the browser loads a document's images from. Parts point at entries of `doc.assets` (asset
// refs); a ref names an uploaded asset and optionally one frame of a sheet. The API serves renditions
// at fixed paths, so a URL can be made from the ids alone, without asking the API first.

/** Which rendition a face draws: 1024 px on the long side is sharp enough for a card at 2× zoom. */
export const FACE_RENDITION = '1024';

/** The URL of an uploaded asset's rendition (or of one frame of a sheet). */
export function uploadedAssetUrl(assetId: string, options: { frame?: number; rendition?: string; apiUrl?: string } = {}): string {
  const path =
    options.frame === undefined
      ? `/files/assets/${assetId}/${encodeURIComponent(options.rendition ?? FACE_RENDITION)}`
      : `/files/assets/${assetId}/frames/${options.frame}`;
  return options.apiUrl === undefined ? assetFileUrl(path) : assetFileUrl(path, options.apiUrl);
}

/** Turns the id of an asset ref (and optionally a frame of it) into an image URL; null when there is none. */
export type AssetUrlResolver = (assetRefId: string, frame?: number) => string | null;

/** The resolver for one document: refs it does not hold give null (nothing is drawn). */
export function documentAssetUrls(doc: Pick<GameDocument, 'assets'>, apiUrl?: string): AssetUrlResolver {
  const refs = new Map(doc.assets.map((ref) => [ref.id, ref]));
  return (assetRefId, frame) => {
    const ref = refs.get(assetRefId);
    if (!ref) return null;
    // A frame asked for by the part (a variant's sheet frame) wins over the ref's own frame.
    return uploadedAssetUrl(ref.assetId, { frame: frame ?? ref.frame?.index, apiUrl });
  };
}

/** The URL of a surface background from its asset reference: a large rendition, as it fills the table. */
export function surfaceImageUrl(assets: Array<{ id: string; assetId: string }>, assetRefId: string | null): string | null {
  const ref = assetRefId ? assets.find((a) => a.id === assetRefId) : undefined;
  return ref ? uploadedAssetUrl(ref.assetId, { rendition: '2048' }) : null;
}
