import { Outlet, useParams } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';
import { parseUserHandle } from './user-handle.ts';

// React Router params are whole path segments, so "/@{userName}" is matched as a segment named
// userHandle and checked for its "@" here; pages read the name without it through useUserName().
export const USER_HANDLE_PARAM = 'userHandle';

export { parseUserHandle };

/** The userName of the /@{userName}/… page being shown ('' outside such a page). */
export function useUserName(): string {
  return parseUserHandle(useParams()[USER_HANDLE_PARAM]) ?? '';
}

/** The path of a user's page, or of a page below it: userPath('ada', 'chess', 'play', code). */
export function userPath(userName: string, ...segments: string[]): string {
  return ['', `@${userName}`, ...segments.map(encodeURIComponent)].join('/');
}

/** Guards every /@{userName}/… route: a first segment without "@" is Not Found. */
export function UserScope() {
  return parseUserHandle(useParams()[USER_HANDLE_PARAM]) ? <Outlet /> : <ErrorPage code={404} />;
}
