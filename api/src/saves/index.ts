// The saves feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createTableFilesRouter } from './routes.ts';
export { createRoomFromSave, deleteSave, savesOfGame, saveStateFor, saveTable } from './service.ts';
export { roomSavedFrom, type TableSaveRecord } from './store.ts';
