// Importing a PlayingCards.io room file (.pcio) as a Tablecraft game. See README.md for what maps to what.
export { fromPlayingCardsIo, NEWEST_KNOWN_PCIO_FORMAT, type PcioImport } from './convert.ts';
export { PcioImportError } from './errors.ts';
export { PENDING_UPLOAD_ASSET_ID, type ImportedAsset } from './images.ts';
export { MAX_WIDGETS, ROOM_JSON_BUDGET_BYTES, WIDGETS_FILE_NAME, WIDGETS_MAX_BYTES } from './read-widgets.ts';
export { withUploadedAssets } from './uploaded-assets.ts';
