import { Outlet, useParams } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';

// React Router params are whole path segments, so "/@{userName}" is matched as a segment named
// userHandle and checked for its "@" here; pages read the name without it through useUserName().
export const USER_HANDLE_PARAM = 'userHandle';

/** The userName in an "@name" path segment, or null when the segment is not one. */
export function parseUserHandle(segment: string | undefined): string | null {
  return segment && segment.length > 1 && segment.startsWith('@') ? segment.slice(1) : null;
}

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
