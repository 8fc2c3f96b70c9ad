/**
 * The product's own pages: home, the guides (learn) and the legal pages. Nothing but the root uses them.
 */
// The home page, where most visits start, comes with the app's first download.
export { HomePage } from './home/HomePage.tsx';

/** The guides' index, /learn: loaded on its first visit. */
export const lazyLearnIndexPage = async () => ({ Component: (await import('./learn/LearnIndexPage.tsx')).LearnIndexPage });
/** One guide, /learn/{documentName}: the Markdown renderer loads only here. */
export const lazyLearnDocumentPage = async () => ({
  Component: (await import('./learn/LearnDocumentPage.tsx')).LearnDocumentPage,
});
export const lazyPrivacyPage = async () => ({ Component: (await import('./legal/PrivacyPage.tsx')).PrivacyPage });
export const lazyTermsPage = async () => ({ Component: (await import('./legal/TermsPage.tsx')).TermsPage });
