// The saves feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createTableFilesRouter } from './routes.ts';
export { createRoomFromSave, deleteSave, savesOfGame, saveStateFor, saveTable } from './service.ts';
export { type TableSaveRecord } from './store.ts';
