import { Navigate, type RouteObject } from 'react-router';
import { LogInPage } from './pages/LogInPage.tsx';
import { SignUpPage } from './pages/SignUpPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';
import { ConfirmEmailPage } from './pages/ConfirmEmailPage.tsx';
import { MePage } from './pages/MePage.tsx';
import { AccountLayout } from './pages/AccountLayout.tsx';
import { AccountProfilePage } from './pages/AccountProfilePage.tsx';
import { AccountEmailPage } from './pages/AccountEmailPage.tsx';
import { AccountPasswordPage } from './pages/AccountPasswordPage.tsx';
import { AccountDeletePage } from './pages/AccountDeletePage.tsx';
import { AccountPlanPage } from './pages/AccountPlanPage.tsx';
import { AccountGamesPage } from './pages/AccountGamesPage.tsx';
import { AccountRoomsPage } from './pages/AccountRoomsPage.tsx';

/** Routes of the accounts capability (spec section 2). The profile page `/@{userName}` is registered by the routes file, which owns the `@` matching. */
export const accountRoutes: RouteObject[] = [
  { path: 'log-in', element: <LogInPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  // The link mailed to a new address; the address changes only once it is opened.
  { path: 'confirm-email', element: <ConfirmEmailPage /> },
  { path: 'me', element: <MePage /> },
  {
    path: 'account',
    element: <AccountLayout />,
    children: [
      { index: true, element: <Navigate to="/account/profile" replace /> },
      { path: 'profile', element: <AccountProfilePage /> },
      { path: 'email', element: <AccountEmailPage /> },
      { path: 'password', element: <AccountPasswordPage /> },
      { path: 'plan', element: <AccountPlanPage /> },
      { path: 'games', element: <AccountGamesPage /> },
      { path: 'rooms', element: <AccountRoomsPage /> },
      { path: 'delete', element: <AccountDeletePage /> },
    ],
  },
];

export { ProfilePage } from './pages/ProfilePage.tsx';
