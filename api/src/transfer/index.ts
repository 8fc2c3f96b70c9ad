// The transfer feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { parseArchiveJson } from './archive-json.ts';
export { readTableFileOffThread } from './import-pool.ts';
export { createTransferRouter } from './routes.ts';
export { archiveError, readZip, type ZipLimits } from './zip-reader.ts';
