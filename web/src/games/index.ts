/**
 * Games: a game's page, making a game, the public list, the open-room limit, a game's saved tables, and
 * its export and import. Other folders use games only through this file (docs/ARCHITECTURE.md, "The web's
 * folders").
 */
export { PublicGames } from './PublicGames.tsx';
export { playerCountText } from './player-count.ts';
export { CREATE_ROOM } from './documents.ts';
export { SCRIPTS_NOTICE } from './scripts-notice.ts';
// Opening a room past the plan's limit: the dialog that offers to close one.
export { isOpenRoomLimit } from './room-limit.ts';
export { RoomLimitDialog } from './RoomLimitDialog.tsx';
// A table saved from a room, and the saves listed in the game's settings.
export { SAVE_TABLE } from './saves/documents.ts';
export { SaveTableForm } from './saves/SaveTableForm.tsx';
export { TableSaves } from './saves/TableSaves.tsx';
// A revision exported to a file, and a file imported as a revision.
export { EXPORT_TITLE, ExportProgress, ExportRevisionButton, useExportRevision } from './transfer/ExportRevisionButton.tsx';
export { ImportGameFile } from './transfer/ImportGameFile.tsx';
