import type { GameDocument } from '../../game/index.ts';

/**
 * The imported game with its asset refs pointing at the uploaded copies of its pictures: `assetIds` maps
 * each `PcioImport.assets[].refId` to the uploaded asset's uuid. A ref without an upload keeps the
 * pending id, so a missed upload shows as a missing picture rather than someone else's.
 */
export function withUploadedAssets(document: GameDocument, assetIds: ReadonlyMap<string, string>): GameDocument {
  return { ...document, assets: document.assets.map((ref) => ({ ...ref, assetId: assetIds.get(ref.id) ?? ref.assetId })) };
}
