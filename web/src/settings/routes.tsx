import type { RouteObject } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';

// Each section loads on its first visit (routes.tsx says why): a room's link downloads none of them.

/** /@{userName}/{gameName}/settings and its sections (spec section 2), mounted under the user routes. */
export const settingsRoute: RouteObject = {
  path: ':gameName/settings',
  lazy: async () => ({ Component: (await import('./SettingsLayout.tsx')).SettingsLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./SettingsLayout.tsx')).SettingsIndex }) },
    { path: 'profile', lazy: async () => ({ Component: (await import('./pages/ProfileSettingsPage.tsx')).ProfileSettingsPage }) },
    { path: 'page', lazy: async () => ({ Component: (await import('./pages/PageSettingsPage.tsx')).PageSettingsPage }) },
    {
      path: 'permissions',
      lazy: async () => ({ Component: (await import('./pages/PermissionsSettingsPage.tsx')).PermissionsSettingsPage }),
    },
    {
      path: 'permissions/members',
      lazy: async () => ({ Component: (await import('./pages/MembersSettingsPage.tsx')).MembersSettingsPage }),
    },
    {
      path: 'permissions/players',
      lazy: async () => ({ Component: (await import('./pages/PlayersSettingsPage.tsx')).PlayersSettingsPage }),
    },
    { path: 'revisions', lazy: async () => ({ Component: (await import('./pages/RevisionsSettingsPage.tsx')).RevisionsSettingsPage }) },
    { path: 'delete', lazy: async () => ({ Component: (await import('./pages/DeleteSettingsPage.tsx')).DeleteSettingsPage }) },
    { path: '*', element: <ErrorPage code={404} /> },
  ],
};
