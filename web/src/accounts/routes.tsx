import { Navigate, type RouteObject } from 'react-router';

// Each page loads on its first visit (routes.tsx says why): a room's link downloads none of them.

/** Routes of the accounts capability (spec section 2). The profile page `/@{userName}` is registered by the routes file, which owns the `@` matching. */
export const accountRoutes: RouteObject[] = [
  { path: 'log-in', lazy: async () => ({ Component: (await import('./pages/LogInPage.tsx')).LogInPage }) },
  { path: 'sign-up', lazy: async () => ({ Component: (await import('./pages/SignUpPage.tsx')).SignUpPage }) },
  { path: 'reset-password', lazy: async () => ({ Component: (await import('./pages/ResetPasswordPage.tsx')).ResetPasswordPage }) },
  // The link mailed to a new address; the address changes only once it is opened.
  { path: 'confirm-email', lazy: async () => ({ Component: (await import('./pages/ConfirmEmailPage.tsx')).ConfirmEmailPage }) },
  { path: 'me', lazy: async () => ({ Component: (await import('./pages/MePage.tsx')).MePage }) },
  {
    path: 'account',
    lazy: async () => ({ Component: (await import('./pages/AccountLayout.tsx')).AccountLayout }),
    children: [
      { index: true, element: <Navigate to="/account/profile" replace /> },
      { path: 'profile', lazy: async () => ({ Component: (await import('./pages/AccountProfilePage.tsx')).AccountProfilePage }) },
      { path: 'email', lazy: async () => ({ Component: (await import('./pages/AccountEmailPage.tsx')).AccountEmailPage }) },
      { path: 'password', lazy: async () => ({ Component: (await import('./pages/AccountPasswordPage.tsx')).AccountPasswordPage }) },
      { path: 'plan', lazy: async () => ({ Component: (await import('./pages/AccountPlanPage.tsx')).AccountPlanPage }) },
      { path: 'games', lazy: async () => ({ Component: (await import('./pages/AccountGamesPage.tsx')).AccountGamesPage }) },
      { path: 'rooms', lazy: async () => ({ Component: (await import('./pages/AccountRoomsPage.tsx')).AccountRoomsPage }) },
      { path: 'delete', lazy: async () => ({ Component: (await import('./pages/AccountDeletePage.tsx')).AccountDeletePage }) },
    ],
  },
];
