// The guests feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { joinRoomAsGuest, startGuestSweeper } from './service.ts';
export { findGuest } from './sessions.ts';
