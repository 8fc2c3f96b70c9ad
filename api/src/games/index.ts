// The games feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { loadDocument, readDocument } from './document-cache.ts';
export { freeGameName } from './free-name.ts';
export { type GameAccess, registerGameAccessReader } from './game-access.ts';
export { findGameByPath } from './game-paths.ts';
export { handGameOver } from './hand-over.ts';
export {
  assertStorageFor,
  changeDraft,
  createGame,
  documentOf,
  draftFromRevision,
  findVisibleGame,
  gameFor,
  makeGameWithDocument,
  publishDraft,
  updateGameSettings,
} from './service.ts';
export {
  findGameById,
  findGamesByIds,
  findPlayNowGameId,
  findRevisionById,
  findRevisionByName,
  findRevisionHeadById,
  findRevisionHeadByName,
  findRevisionHeadsByIds,
  gameIdsOwnedBy,
  type GameLookup,
  type GameRecord,
  hasPublicGame,
  isPlayNowGame,
  listGamesByOwner,
  listPublicGames,
  listRevisionHeads,
  listRevisions,
  markPlayNowGame,
  ownerHasGameTitled,
  type RevisionRecord,
  saveDraftDocument,
  touchGame,
} from './store.ts';
export {
  deleteGameRow,
  deletePublishedRevision,
  findGameSettings,
  type GameSettingsRecord,
  lockGameForDeletion,
  lockRevision,
  setGamePage,
  setGameThumbnail,
  setWhoMayPlay,
} from './settings-store.ts';
