/**
 * The product's own pages: home, the guides (learn) and the legal pages. Nothing but the root uses them;
 * all but the home page load with import() on their first visit (routes.tsx).
 */
// The home page, where most visits start, comes with the app's first download.
export { HomePage } from './home/HomePage.tsx';
