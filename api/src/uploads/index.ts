// The uploads feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { deleteAccountAssets } from './account-assets.ts';
export { assetIdsOfGame, type AssetPipeline, type AssetRecord, deleteGameAssets, findAsset } from './assets-store.ts';
export { answerFileRequestError, receiveUserFile, sessionUser } from './file-requests.ts';
export { addGameImages, type StoredGameImage } from './game-images.ts';
export { canReadAsset } from './policy.ts';
export { assetFilePath, presentAsset, type PresentedAsset } from './present.ts';
export { pushIterator } from './push-iterator.ts';
export { createUploadRouter } from './routes.ts';
export { deleteAsset, readableAsset, viewerAssets } from './service.ts';
export { inspectImage } from './sniff.ts';
