// The rooms feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { newRoomCode } from './codes.ts';
export { endRoom, recordOf, reopenRoom, roomEnded, type RoomSavedFrom } from './ending.ts';
export { roomsLeftByAccount } from './host-handover.ts';
export { tellRooms, type RoomLine } from './room-events.ts';
export { isReplayShared, setReplayShared, viewerMayShareReplay } from './replay-sharing.ts';
export { answerEveryHand, everyHandTable, setEveryHand, watchingOf } from './watching.ts';
export { allowFollow, followingOf, followTable, setFollow } from './following.ts';
export { allowBackInRoom, bansOf, removeFromRoom, transferRoomHost } from './host-tools.ts';
export { startIdleRoomSweeper } from './idle-rooms.ts';
export { acceptRoomInvite, INVITE_REFUSED, inviteFor, inviteMatches, letInByInvite, renewRoomInvite, setRoomInvite } from './invites.ts';
export { assertMayOpenRoom, countOpenRooms, roomResource } from './open-rooms-counted.ts';
export { viewerOpenRooms } from './viewer-open-rooms.ts';
export { createRoom, gameOfVisibleRoom, roomForViewer, roomsOfViewer, setRoomOpen, startRoomFromSave } from './service.ts';
export { gameGoingOnIn, roomTableNow, tableRevealedByEndedRoom } from './saved-table-store.ts';
export {
  addressRemovedFrom,
  countRoomsOnRevision,
  deleteRoomsOfGame,
  findRoomByCode,
  findRoomById,
  listOpenRoomsHostedBy,
  listPlayersOfRooms,
  listRoomsForUser,
  type RoomPlayerRecord,
  type RoomRecord,
  roomCountsByRevision,
  roomsCountingOf,
  seatCountsOfRooms,
} from './store.ts';
