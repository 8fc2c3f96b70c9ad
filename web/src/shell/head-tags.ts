import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '@tablecraft/core';

/** What a page says about itself in the document head (spec section 1). */
export interface PageHeadProps {
  /** The page's own name; the document title becomes "Tablecraft | {title}". Omit on the home page. */
  title?: string;
  /** Defaults to "The easiest way to play tabletop games online." */
  description?: string;
  /** Preview image URL (absolute or root-relative); defaults to /preview.png. */
  image?: string;
  /** "noindex" keeps the page out of search results (error pages, private areas). Default "index". */
  robots?: 'index' | 'noindex';
  /** Open Graph page type. Default "website". */
  type?: 'website' | 'article' | 'profile';
}

export interface MetaTag {
  /** Open Graph tags use `property`, the others `name`. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadTags {
  title: string;
  meta: MetaTag[];
  canonical: string;
}

export const DEFAULT_PREVIEW_IMAGE = '/preview.png';

/** "Tablecraft | Chess", or just "Tablecraft" for a page without a title of its own. */
export function documentTitle(title?: string): string {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME;
}

/**
 * Every head tag for a page at a location: title, description, robots, canonical URL, Open Graph and
 * the large-image summary card. URLs are made absolute because link previews require it.
 */
export function headTags(page: PageHeadProps, location: { origin: string; pathname: string }): HeadTags {
  const title = documentTitle(page.title);
  const description = page.description || DEFAULT_DESCRIPTION;
  const image = new URL(page.image || DEFAULT_PREVIEW_IMAGE, location.origin).href;
  // The canonical URL drops query strings and fragments so shared variants of a page count as one.
  const canonical = new URL(location.pathname, location.origin).href;
  const robots = page.robots === 'noindex' ? 'noindex, nofollow' : 'index, follow';
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  return {
    title,
    canonical,
    meta: [
      name('description', description),
      name('robots', robots),
      property('og:site_name', PRODUCT_NAME),
      property('og:title', title),
      property('og:description', description),
      property('og:type', page.type ?? 'website'),
      property('og:url', canonical),
      property('og:image', image),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', title),
      name('twitter:description', description),
      name('twitter:image', image),
    ],
  };
}
