// The accounts feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { registerAccountDeletionCheck } from './account-deletion.ts';
export { requestSession } from './request-session.ts';
export {
  type Caller,
  changeEmail,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  type AssetsLeftByAccount,
  type RoomsLeftByAccount,
  endOtherSessions,
  endSession,
  logIn,
  logOut,
  requestPasswordReset,
  resetPassword,
  updateProfile,
  userByUserName,
} from './service.ts';
export {
  deleteUnusedGuests,
  guestAddressOf,
  insertGuest,
  lockAndCountRecentGuests,
  markGuestSessionSeen,
  type RecentGuests,
  renameGuest,
} from './guests-store.ts';
export { createSession, findSessionUser, listSessions } from './sessions.ts';
export { completeSignUp, signUp } from './sign-up.ts';
export {
  extendPro,
  findUserById,
  findUserByUserName,
  findUsersByIds,
  planInForceOf,
  sampleOwnerId,
  type UserRecord,
} from './users-store.ts';
export { emailSchema } from './validation.ts';
