// The files feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createFilesRouter } from './routes.ts';
