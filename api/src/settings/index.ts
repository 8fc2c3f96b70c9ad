// The settings feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { deleteGameForGood, deleteRevision, updateGamePage, updateGamePermissions, updateGameProfile } from './service.ts';
export { gamePath, type GameSummary, gameSummary } from './summary.ts';
