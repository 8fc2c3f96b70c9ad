import type { PageHeadProps } from '../src/shell/head-tags.ts';
import { errorPageText } from '../src/shell/error-page-text.ts';
import { findLearnDocument } from '../src/pages/learn/learn-documents.ts';
import { profileHead } from '../src/accounts/profile-head.ts';
import { coverPath, gameHead, type GameHeadSource } from '../src/games/game-head.ts';
import type { ApiQuery } from './api-query.ts';
import type { PageRoute } from './page-routes.ts';

/** What the web server sends for a page address: its status and its head. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHeadProps;
  /** The page's address when it differs from the one asked for (a renamed game's old address). */
  canonicalPath?: string;
}

const NOT_FOUND: ResolvedPage = { status: 404, head: { title: errorPageText(404).title, robots: 'noindex' } };
/** When the API cannot tell: the page is sent as index.html always was, and the browser writes the head. */
const GENERIC: ResolvedPage = { status: 200, head: {} };

const GAME_HEAD = /* GraphQL */ `
  query PageHeadGame($userName: String!, $gameName: String!) {
    game(userName: $userName, gameName: $gameName) {
      title
      description
      visibility
      canonicalPath
      thumbnail {
        path
      }
      page {
        images {
          path
        }
      }
    }
  }
`;

const PROFILE_HEAD = /* GraphQL */ `
  query PageHeadProfile($userName: String!) {
    user(userName: $userName) {
      userName
      name
      image
    }
  }
`;

interface GameHeadData {
  game:
    | (Omit<GameHeadSource, 'coverUrl'> & {
        canonicalPath: string;
        thumbnail: { path: string } | null;
        page: { images: Array<{ path: string }> };
      })
    | null;
}

interface ProfileHeadData {
  user: { userName: string; name: string; image: string } | null;
}

/**
 * The status and head of a page: a 404 for an address no page answers, or a user, game or guide that
 * does not exist (or that the visitor may not see, which looks the same, so a private game leaks
 * nothing); otherwise the head the page itself would set, from the API for games and profiles.
 */
export async function resolvePage(route: PageRoute | null, query: ApiQuery, apiUrl: string): Promise<ResolvedPage> {
  if (!route) return NOT_FOUND;
  switch (route.kind) {
    case 'page':
      return { status: 200, head: { robots: route.robots } };
    case 'learn': {
      const document = findLearnDocument(route.documentName)!;
      return { status: 200, head: { title: document.title, description: document.summary, type: 'article' } };
    }
    case 'profile':
      return fromApi(async () => {
        const { user } = await query<ProfileHeadData>(PROFILE_HEAD, { userName: route.userName });
        return user ? { status: 200, head: profileHead(user) } : NOT_FOUND;
      });
    case 'game':
    case 'game-area':
      return fromApi(async () => {
        const { game } = await query<GameHeadData>(GAME_HEAD, { userName: route.userName, gameName: route.gameName });
        if (!game) return NOT_FOUND;
        // Settings, the editor and rooms are nobody's search result.
        if (route.kind === 'game-area') return { status: 200, head: { title: game.title, robots: 'noindex' } };
        const cover = coverPath(game);
        return {
          status: 200,
          head: gameHead({ ...game, coverUrl: cover ? `${apiUrl}${cover}` : null }),
          canonicalPath: game.canonicalPath,
        };
      });
  }
}

async function fromApi(resolve: () => Promise<ResolvedPage>): Promise<ResolvedPage> {
  try {
    return await resolve();
  } catch {
    return GENERIC;
  }
}
