import type { RouteObject } from 'react-router';
import { Layout } from './shell/layout.tsx';
import { ToastProvider } from './shell/toasts.tsx';
import { ErrorPage } from './shell/error-page.tsx';
import { RouteErrorBoundary } from './shell/route-error-boundary.tsx';
import { USER_HANDLE_PARAM, UserScope } from './routing/user-scope.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { LearnIndexPage } from './pages/learn/LearnIndexPage.tsx';
import { PrivacyPage } from './pages/legal/PrivacyPage.tsx';
import { TermsPage } from './pages/legal/TermsPage.tsx';
import { accountRoutes, ProfilePage } from './accounts/routes.tsx';
import { settingsRoute } from './settings/routes.tsx';
import { AcceptInvitePage } from './invites/AcceptInvitePage.tsx';
import { ActivateKeyPage } from './keys/ActivateKeyPage.tsx';
import { GamePage } from './games/GamePage.tsx';

/**
 * Pages under /@{userName}/… (spec section 2): the profile, games, rooms, the editor and game settings.
 * Read the name with useUserName() from routing/user-scope.tsx. Until a feature lands, its URLs fall
 * through to Not Found.
 */
export const userRoutes: RouteObject[] = [
  { index: true, element: <ProfilePage /> },
  // /@{userName}/{gameName}/settings/*: the game's settings sections.
  settingsRoute,
  { path: ':gameName', element: <GamePage /> },
  // The editor's pages are its own descendant routes (editor/EditorRoutes.tsx), loaded on first visit.
  { path: ':gameName/edit/:revisionName/*', lazy: async () => ({ Component: (await import('./editor/EditorRoutes.tsx')).EditorRoutes }) },
  // The play table (Konva) loads only when a room is opened.
  { path: ':gameName/play/:roomCode', lazy: async () => ({ Component: (await import('./play/PlayPage.tsx')).PlayPage }) },
  // A closed room's shuffles and rolls, checked in the browser against the commitments sent during play.
  {
    path: ':gameName/play/:roomCode/fairness',
    lazy: async () => ({ Component: (await import('./play/fairness/FairnessPage.tsx')).FairnessPage }),
  },
];

/**
 * Every page of the product, in one list: a feature adds its routes here and nowhere else. Heavy
 * features (the editor, the play table) should use `lazy: () => import(…)` so the home page stays small.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // Lazy: the templates' pictures and the upload code are only needed here.
  { path: 'create', lazy: async () => ({ Component: (await import('./games/CreateGamePage.tsx')).CreateGamePage }) },
  { path: 'learn', element: <LearnIndexPage /> },
  // Lazy: the Markdown renderer is only needed here.
  {
    path: 'learn/:documentName',
    lazy: async () => ({ Component: (await import('./pages/learn/LearnDocumentPage.tsx')).LearnDocumentPage }),
  },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'accept-invite/:code', element: <AcceptInvitePage /> },
  { path: 'activate-key/:code', element: <ActivateKeyPage /> },
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
