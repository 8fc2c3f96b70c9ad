/**
 * Accounts: logging in and out, signing up, the viewer's own pages (/me, /account/*) and profiles. Other
 * folders use accounts only through this file (docs/ARCHITECTURE.md, "The web's folders").
 */
export { accountRoutes } from './routes.tsx';
export { useRequireViewer } from './use-require-viewer.ts';
export { VIEWER_ACCOUNT } from './documents.ts';
// The viewer's open rooms, which the open-room limit offers to close.
export { CLOSE_ROOM, VIEWER_ROOMS, openRoomsHostedBy, roomPath } from './rooms.ts';
export { RoomStatusButton } from './RoomStatusButton.tsx';
