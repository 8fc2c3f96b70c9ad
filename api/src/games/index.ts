// The games feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { loadDocument, readDocument } from './document-cache.ts';
export { freeGameName } from './free-name.ts';
export { viewerOpenRooms } from './open-rooms.ts';
export {
  assertStorageFor,
  changeDraft,
  createGame,
  documentOf,
  draftFromRevision,
  findVisibleGame,
  gameFor,
  publishDraft,
  updateGameSettings,
} from './service.ts';
export {
  findGameById,
  findGameByPath,
  findGamesByIds,
  findRevisionById,
  findRevisionByName,
  findRevisionHeadById,
  findRevisionHeadByName,
  findRevisionHeadsByIds,
  forgetOldName,
  gameIdsOwnedBy,
  type GameLookup,
  type GameRecord,
  hasPublicGame,
  insertDraft,
  insertGame,
  insertPublishedRevision,
  listGamesByOwner,
  listPublicGames,
  listRevisionHeads,
  listRevisions,
  lockGame,
  ownerHasGameNamed,
  rememberOldName,
  type RevisionRecord,
  saveDraftDocument,
  touchGame,
} from './store.ts';
