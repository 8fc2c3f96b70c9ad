// The transfer feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { parseArchiveJson } from './archive-json.ts';
export { readTableFileOffThread } from './import-pool.ts';
export { createTransferRouter } from './routes.ts';
export { archiveError, readZip, type ZipLimits } from './zip-reader.ts';
export { problemWithTable } from './table-check.ts';
export {
  TABLE_ENVELOPE_NAME,
  TABLE_FILE_FORMAT,
  TABLE_FILE_MAX_BYTES,
  TABLE_FILE_VERSION,
  TABLE_README_NAME,
  TABLE_STATE_MAX_BYTES,
  type TableFileEnvelope,
  tableNameSchema,
  tableReadmeText,
} from './table-file.ts';
