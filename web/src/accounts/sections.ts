/** The account pages under /account/{path}, in menu order (spec section 2). */
export const ACCOUNT_SECTIONS = [
  { path: 'profile', label: 'Profile' },
  { path: 'email', label: 'Email' },
  { path: 'password', label: 'Password' },
  { path: 'plan', label: 'Plan' },
  { path: 'games', label: 'Games' },
  { path: 'rooms', label: 'Rooms' },
  { path: 'delete', label: 'Delete account' },
] as const;
