import { assetKeys, type Queryable } from '@tablecraft/platform';
import { insertGameAssets, type AssetRecord } from './assets-store.ts';

/** An image a feature that brings a whole game (a template's art, an imported file) has stored as an original. */
export type StoredGameImage = Pick<AssetRecord, 'id' | 'pipeline' | 'rows' | 'columns' | 'contentType' | 'byteSize' | 'width' | 'height'>;

/**
 * Adds images to a game as its pending uploads by `ownerId`, once their originals are stored (under
 * assetKeys.original(id), where every upload keeps its original): inside the caller's transaction, which has
 * counted them against the plan; the caller enqueues their pipeline once it commits, as an upload does.
 */
export async function addGameImages(db: Queryable, gameId: string, ownerId: string, images: readonly StoredGameImage[]): Promise<void> {
  await insertGameAssets(
    db,
    ownerId,
    gameId,
    images.map((image) => ({ ...image, originalKey: assetKeys.original(image.id) })),
  );
}
