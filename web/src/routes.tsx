import type { RouteObject } from 'react-router';
import { Layout } from './shell/layout.tsx';
import { ToastProvider } from './shell/toasts.tsx';
import { ErrorPage } from './shell/error-page.tsx';
import { RouteErrorBoundary } from './shell/route-error-boundary.tsx';
import { USER_HANDLE_PARAM, UserScope } from './routing/user-scope.tsx';
import { HomePage } from './pages/index.ts';
import { accountRoutes } from './accounts/index.ts';
import { settingsRoute } from './settings/index.ts';

// Every page but the home page loads on its first visit (`lazy`): a visitor downloads the shell and the
// pages they open, no others. A friend opening a room's link on a phone waits for the room alone
// (its budget: web/build/room-budget.ts). The home page, where most visits start, comes with the shell.

/**
 * Pages under /@{userName}/… (spec section 2): the profile, games, rooms, the editor and game settings.
 * Read the name with useUserName() from routing/user-scope.tsx. Until a feature lands, its URLs fall
 * through to Not Found.
 */
export const userRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./accounts/pages/ProfilePage.tsx')).ProfilePage }) },
  // /@{userName}/{gameName}/settings/*: the game's settings sections.
  settingsRoute,
  { path: ':gameName', lazy: async () => ({ Component: (await import('./games/GamePage.tsx')).GamePage }) },
  // The editor's pages are its own descendant routes (editor/EditorRoutes.tsx), loaded on first visit.
  { path: ':gameName/edit/:revisionName/*', lazy: async () => ({ Component: (await import('./editor/EditorRoutes.tsx')).EditorRoutes }) },
  // The play table (Konva) loads only when a room is opened.
  { path: ':gameName/play/:roomCode', lazy: async () => ({ Component: (await import('./play/PlayPage.tsx')).PlayPage }) },
  // A closed room's shuffles and rolls, checked in the browser against the commitments sent during play.
  {
    path: ':gameName/play/:roomCode/fairness',
    lazy: async () => ({ Component: (await import('./play/fairness/FairnessPage.tsx')).FairnessPage }),
  },
  // An ended room played back from its record, move by move (the table without a socket).
  { path: ':gameName/play/:roomCode/replay', lazy: async () => ({ Component: (await import('./play/replay/ReplayPage.tsx')).ReplayPage }) },
  // Every hand a delay behind, for a stream: no chrome, the server's delay.
  { path: ':gameName/play/:roomCode/watch', lazy: async () => ({ Component: (await import('./play/watching/WatchPage.tsx')).WatchPage }) },
];

/**
 * Every page of the product, in one list: a feature adds its routes here and nowhere else, as a `lazy`
 * route (`lazy: async () => ({ Component: (await import(…)).Page })`) so no other page downloads it. The
 * root alone may import() a feature's page module (…Page.tsx, …Routes.tsx) past its face, and only so
 * (docs/ARCHITECTURE.md, "The web's folders"): the face would bring the feature into the entry.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // The templates' pictures and the upload code are only needed here.
  { path: 'create', lazy: async () => ({ Component: (await import('./games/CreateGamePage.tsx')).CreateGamePage }) },
  { path: 'learn', lazy: async () => ({ Component: (await import('./pages/learn/LearnIndexPage.tsx')).LearnIndexPage }) },
  // The Markdown renderer is only needed here.
  {
    path: 'learn/:documentName',
    lazy: async () => ({ Component: (await import('./pages/learn/LearnDocumentPage.tsx')).LearnDocumentPage }),
  },
  { path: 'privacy', lazy: async () => ({ Component: (await import('./pages/legal/PrivacyPage.tsx')).PrivacyPage }) },
  { path: 'terms', lazy: async () => ({ Component: (await import('./pages/legal/TermsPage.tsx')).TermsPage }) },
  { path: 'accept-invite/:code', lazy: async () => ({ Component: (await import('./invites/AcceptInvitePage.tsx')).AcceptInvitePage }) },
  { path: 'activate-key/:code', lazy: async () => ({ Component: (await import('./keys/ActivateKeyPage.tsx')).ActivateKeyPage }) },
  // /log-in, /sign-up, /reset-password, /confirm-email, /me and /account/*.
  ...accountRoutes,
  { path: `:${USER_HANDLE_PARAM}`, element: <UserScope />, children: userRoutes },
  // Anything else, including routes of features still to come.
  { path: '*', element: <ErrorPage code={404} /> },
];

/**
 * The route tree: the layout (header, footer, toasts) around every page, and an error boundary inside
 * it so a failing page shows the error page with the header still in place.
 */
export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      element: (
        <ToastProvider>
          <Layout />
        </ToastProvider>
      ),
      // Only reached if the layout itself fails.
      errorElement: <RouteErrorBoundary />,
      // Shown while a lazy page loads on the first visit; the page follows in a moment.
      HydrateFallback: () => null,
      children: [{ errorElement: <RouteErrorBoundary />, children: pages }],
    },
  ];
}
