import { PageHead } from './head.tsx';
import { ButtonLink } from './button.tsx';
import { errorPageText } from './error-page-text.ts';
import './error-page.css';

/**
 * The page shown when a page's properties flag an error. Render it for a known failure
 * (`if (!game) return <ErrorPage code={404} />`), or throw notFound() and let the route boundary show it.
 */
export function ErrorPage({ code }: { code: number }) {
  const { title, text } = errorPageText(code);
  return (
    <main className="page error-page" aria-labelledby="error-page-title">
      <PageHead title={title} robots="noindex" />
      <p className="error-page-code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-page-title">{title}</h1>
      <p className="error-page-text">{text}</p>
      <ButtonLink to="/" variant="outlined">
        Return Home
      </ButtonLink>
    </main>
  );
}
export { notFound } from './not-found.ts';
