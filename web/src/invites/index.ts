/**
 * Invitations: the page an invite link opens. Activation keys show a game the same way. Other folders use
 * invites only through this file (docs/ARCHITECTURE.md, "The web's folders").
 */
export { GameSummaryCard } from './GameSummaryCard.tsx';
export { returnPaths } from './return-paths.ts';

/** The page an invite link opens, /accept-invite/{code}: loaded on its first visit. */
export const lazyAcceptInvitePage = async () => ({ Component: (await import('./AcceptInvitePage.tsx')).AcceptInvitePage });
