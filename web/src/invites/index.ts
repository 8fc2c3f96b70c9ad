/**
 * Invitations: the page an invite link opens. Activation keys show a game the same way. Other folders use
 * invites only through this file (docs/ARCHITECTURE.md, "The web's folders").
 */
export { GameSummaryCard } from './GameSummaryCard.tsx';
export { returnPaths } from './return-paths.ts';
