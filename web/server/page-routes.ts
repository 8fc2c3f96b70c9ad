import { findLearnDocument } from '../src/pages/learn/learn-documents.ts';
import { sectionAt } from '../src/settings/sections.ts';
import { ACCOUNT_SECTIONS } from '../src/accounts/sections.ts';
import { parseUserHandle } from '../src/routing/user-handle.ts';

/** What a page address names, as far as the web server needs to know to write its head. */
export type PageRoute =
  | { kind: 'page'; robots: 'index' | 'noindex' }
  | { kind: 'learn'; documentName: string }
  | { kind: 'profile'; userName: string }
  | { kind: 'game'; userName: string; gameName: string }
  /** Settings, editor and rooms: they exist only if their game does, and are never indexed. */
  | { kind: 'game-area'; userName: string; gameName: string };

// Pages without parameters (spec section 2, web/src/routes.tsx). Logged-in and one-off pages are not indexed.
const PAGES: Record<string, 'index' | 'noindex'> = {
  '': 'index',
  create: 'noindex',
  learn: 'index',
  'log-in': 'noindex',
  'sign-up': 'index',
  'reset-password': 'noindex',
  'confirm-email': 'noindex',
  me: 'noindex',
  privacy: 'index',
  terms: 'index',
  account: 'noindex',
};

/**
 * The route a page address matches, or null for an address no page answers (a 404). Mirrors the
 * client's routes (web/src/routes.tsx): like React Router, it ignores case in fixed segments and a
 * trailing slash. Whether a user, game or guide exists is decided by the caller.
 */
export function matchPageRoute(pathname: string): PageRoute | null {
  const segments = pathname === '/' ? [] : pathname.replace(/\/$/, '').split('/').slice(1);
  if (segments.some((segment) => segment === '')) return null;
  const [first = '', ...rest] = segments;
  const fixed = first.toLowerCase();
  if (rest.length === 0 && fixed in PAGES) return { kind: 'page', robots: PAGES[fixed]! };
  if (fixed === 'learn' && rest.length === 1 && findLearnDocument(rest[0])) return { kind: 'learn', documentName: rest[0]! };
  if ((fixed === 'accept-invite' || fixed === 'activate-key') && rest.length === 1) return { kind: 'page', robots: 'noindex' };
  if (fixed === 'account' && rest.length === 1 && ACCOUNT_SECTIONS.some((section) => section.path === rest[0]!.toLowerCase()))
    return { kind: 'page', robots: 'noindex' };
  const userName = parseUserHandle(first);
  if (!userName) return null;
  if (rest.length === 0) return { kind: 'profile', userName };
  const [gameName, area, ...below] = rest as [string, ...string[]];
  if (area === undefined) return { kind: 'game', userName, gameName };
  const game = { kind: 'game-area' as const, userName, gameName };
  switch (area.toLowerCase()) {
    case 'settings':
      return below.length === 0 || sectionAt(below.join('/')) ? game : null;
    case 'edit':
      // The editor answers its own pages below a revision (editor/EditorRoutes.tsx).
      return below.length >= 1 ? game : null;
    case 'play':
      return below.length === 1 || (below.length === 2 && below[1]!.toLowerCase() === 'fairness') ? game : null;
    default:
      return null;
  }
}
