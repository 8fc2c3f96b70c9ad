/**
 * Play: a room's table, live (the room page), checked (fairness), played back (replay) and watched from a
 * delay (watching). Other folders use play only through this file (docs/ARCHITECTURE.md, "The web's
 * folders"); the room page's budget (web/build/room-budget.ts) counts what this file brings.
 */
// Opening a room's address starts its socket and query before the page's code has loaded (main.tsx).
export { startRoomEarly } from './early-room.ts';
// A room's invite link, which the editor offers after publishing.
export { SET_ROOM_INVITE } from './door/documents.ts';
export { roomPathWithInvite } from './door/door-links.ts';
// What a room keeps for the life of a page, forgotten between tests (test-setup.ts).
export { forgetEarlyRoomForTests } from './early-room.ts';
export { forgetIdentitiesForTests } from './connection/client-identity.ts';
export { forgetEarlySocketForTests } from './connection/early-socket.ts';
export { forgetTranscriptDatabaseForTests } from './fairness/transcript-store.ts';
