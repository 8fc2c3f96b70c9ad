import type { PageHeadProps } from '../shell/head-tags.ts';

export interface GameHeadSource {
  title: string;
  description: string;
  visibility: 'PUBLIC' | 'UNLISTED' | 'PRIVATE';
  /** An absolute URL of the game's cover, when it has one. */
  coverUrl?: string | null;
}

/**
 * The head of a game page, the same in the browser and in the HTML the web server sends: only public
 * games are indexed; unlisted and private ones are shared by link and stay out of search results.
 */
export function gameHead(game: GameHeadSource): PageHeadProps {
  return {
    title: game.title,
    description: game.description || undefined,
    image: game.coverUrl || undefined,
    robots: game.visibility === 'PUBLIC' ? 'index' : 'noindex',
  };
}

/** The game's cover: its thumbnail, else the first image of its page; a path on the API. */
export function coverPath(game: { thumbnail?: { path: string } | null; page?: { images: Array<{ path: string }> } | null }): string | null {
  return game.thumbnail?.path ?? game.page?.images[0]?.path ?? null;
}
