// The members feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { joinByInvite, letPlay, type PlayerGrant } from './access-grants.ts';
export {
  addPlayer,
  changeMemberRole,
  gamesSharedWithViewer,
  membersOf,
  playersOf,
  removeMember,
  removePlayer,
  transferOwnership,
} from './service.ts';
export { listMembersOfGames, type MemberRecord, type PlayerRecord } from './store.ts';
