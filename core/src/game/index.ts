// The game document: one definition of a revision's content, shared by the API (validation before
// saving), the editor (forms, CSV) and the room engine (a room's starting state). Pure, no I/O.
export { newPartId, PART_ID_PATTERN } from './ids.ts';
export * from './limits.ts';
export {
  colorSchema,
  coordinateSchema,
  layoutSchema,
  nameSchema,
  orderSchema,
  partIdSchema,
  rotationSchema,
  sizeSchema,
  viewPolicySchema,
} from './primitives.ts';
export {
  componentSchema,
  containerComponentSchema,
  counterComponentSchema,
  dieComponentSchema,
  faceSchema,
  fieldSchema,
  fieldStyleSchema,
  fieldValueSchema,
  tileComponentSchema,
  valueTypeMismatch,
  variantSchema,
} from './template-schemas.ts';
export {
  anchorSchema,
  dropzoneParentSchema,
  dropzoneSchema,
  objectSchema,
  placementSchema,
  seatSchema,
  surfaceSchema,
} from './table-schemas.ts';
export { assetRefSchema, guideSchema, scriptSchema } from './content-schemas.ts';
export * from './document.ts';
export { countOf, problemsFromZod, type DocumentResult, type Problem } from './problems.ts';
export { DocumentFormatError, migrateDocument } from './migrations.ts';
export { anchorInBox, dropzoneBox, dropzoneCentre } from './coordinates.ts';
export {
  DEFAULT_PIECE_SIZE,
  DROPZONE_PRESETS,
  dropzonePreset,
  likelyPieceSize,
  ZONE_PADDING,
  type DropzonePreset,
  type DropzonePresetId,
  type PieceSize,
  type PresetSettings,
} from './dropzone-presets.ts';
export { checkReferences, indexParts, objectLabel, type PartIndex } from './references.ts';
export { validateDocument } from './validate.ts';
export { mergePatch } from './merge-patch.ts';
export { addPart, deletePart, reorderParts, updatePart, updateParts, type PartUpdate } from './parts.ts';
export { formatCsv, formatCsvField, parseCsv, type CsvParseResult } from './csv.ts';
export {
  exportVariantsCsv,
  FRAME_COLUMN,
  importVariantsCsv,
  previewVariantsCsv,
  type NewCsvField,
  type VariantsCsvPreview,
} from './variants-csv.ts';
export { inferFieldType, type FieldType } from './csv-fields.ts';
export { componentSheet, findSheet, frameAssetRef, readFrameReference } from './frame-references.ts';
export { assignSheetFrames, copiesLabel, copyObject, fillWithVariants, makeDeck } from './bulk.ts';
export { cardSizeForFrame, deckFromSheet } from './sheet-deck.ts';
