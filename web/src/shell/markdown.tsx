import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

// Links inside the app navigate without a reload; links elsewhere open in a new tab.
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
};

/** Renders Markdown as prose. Raw HTML in the source is not rendered, so documents cannot inject markup. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose">
      <ReactMarkdown components={components}>{children}</ReactMarkdown>
    </div>
  );
}
