import { graphql } from '../graphql/generated/index.ts';
import { userPath } from './user-scope.tsx';

/**
 * What a link to a game needs (gamePath(owner.userName, gameName)) and its title: a game as a room, a
 * room list or a newly made game names it. Every document that links to a game selects this fragment.
 */
export const GAME_LINK_FIELDS = graphql(`
  fragment GameLinkFields on Game {
    id
    gameName
    title
    owner {
      id
      userName
    }
  }
`);

/** /@{userName}/{gameName}, or a page below it: gamePath('ada', 'chess', 'edit', 'draft'). */
export function gamePath(userName: string, gameName: string, ...segments: string[]): string {
  return userPath(userName, gameName, ...segments);
}

/** The editor of one revision, or a page inside it: editorPath('ada', 'chess', 'draft', 'components', id). */
export function editorPath(userName: string, gameName: string, revisionName: string, ...segments: string[]): string {
  return gamePath(userName, gameName, 'edit', revisionName, ...segments);
}

/** Where a visitor goes to log in before coming back to `path`. Slashes stay readable: /log-in?next=/create. */
export function logInPath(path: string): string {
  return `/log-in?next=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/** A game's settings: settingsPath('ada', 'chess'). The settings open for its members (viewerCan.viewDraft). */
export function settingsPath(userName: string, gameName: string): string {
  return gamePath(userName, gameName, 'settings');
}
