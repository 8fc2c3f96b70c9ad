import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyHead } from './apply-head.ts';
import { headTags, type PageHeadProps } from './head-tags.ts';

export type { PageHeadProps } from './head-tags.ts';
export { documentTitle } from './head-tags.ts';

/**
 * Sets the document head for the page on screen. Every route renders exactly one:
 * `<PageHead title="Privacy" />`, `<PageHead title="Not Found" robots="noindex" />`; the home page omits the title.
 */
export function PageHead(props: PageHeadProps) {
  usePageHead(props);
  return null;
}

/** The hook behind <PageHead>, for components that prefer a hook. */
export function usePageHead({ title, description, image, robots, type }: PageHeadProps): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(document, headTags({ title, description, image, robots, type }, { origin: window.location.origin, pathname }));
  }, [title, description, image, robots, type, pathname]);
}
