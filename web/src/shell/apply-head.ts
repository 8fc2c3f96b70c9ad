import type { HeadTags } from './head-tags.ts';

/**
 * Writes head tags into a document, updating the tag with the same name/property when there is one (the
 * defaults in index.html included) so navigating never piles up duplicates.
 */
export function applyHead(document: Document, tags: HeadTags): void {
  document.title = tags.title;
  for (const tag of tags.meta) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      document.head.append(element);
    }
    element.content = tag.content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
}
