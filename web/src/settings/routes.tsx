import type { RouteObject } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';
import { SettingsIndex, SettingsLayout } from './SettingsLayout.tsx';
import { ProfileSettingsPage } from './pages/ProfileSettingsPage.tsx';
import { PageSettingsPage } from './pages/PageSettingsPage.tsx';
import { PermissionsSettingsPage } from './pages/PermissionsSettingsPage.tsx';
import { MembersSettingsPage } from './pages/MembersSettingsPage.tsx';
import { PlayersSettingsPage } from './pages/PlayersSettingsPage.tsx';
import { RevisionsSettingsPage } from './pages/RevisionsSettingsPage.tsx';
import { DeleteSettingsPage } from './pages/DeleteSettingsPage.tsx';

/** /@{userName}/{gameName}/settings and its sections (spec section 2), mounted under the user routes. */
export const settingsRoute: RouteObject = {
  path: ':gameName/settings',
  element: <SettingsLayout />,
  children: [
    { index: true, element: <SettingsIndex /> },
    { path: 'profile', element: <ProfileSettingsPage /> },
    { path: 'page', element: <PageSettingsPage /> },
    { path: 'permissions', element: <PermissionsSettingsPage /> },
    { path: 'permissions/members', element: <MembersSettingsPage /> },
    { path: 'permissions/players', element: <PlayersSettingsPage /> },
    { path: 'revisions', element: <RevisionsSettingsPage /> },
    { path: 'delete', element: <DeleteSettingsPage /> },
    { path: '*', element: <ErrorPage code={404} /> },
  ],
};
