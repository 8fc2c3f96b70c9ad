import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

// Only a path on this site is an in-app link: `//host` and `/\host` are other sites to a browser.
const isAppPath = (href: string) => /^\/(?![/\\])/.test(href);
// Images load only from uploaded assets served by the API (`/files/assets/{id}/…`): a document can
// neither track its readers through another host nor show pictures from outside the game.
const ASSET_IMAGE = /^\/files\/assets\/([0-9a-f-]{36})\/[\w/-]+$/i;

// Links inside the app navigate without a reload; links elsewhere open in a new tab, without a referrer.
const components: Components = {
  a: ({ href = '', children }) =>
    isAppPath(href) ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
};

/**
 * Renders Markdown as prose. Raw HTML in the source is not rendered, so documents cannot inject markup.
 * Images show only when they are uploaded assets (of the game when `assetIds` is given); any other is
 * replaced by its description.
 */
export function Markdown({ children, assetIds }: { children: string; assetIds?: ReadonlySet<string> }) {
  const img: Components['img'] = ({ src, alt }) => {
    const match = typeof src === 'string' ? ASSET_IMAGE.exec(src) : null;
    if (!match || (assetIds && !assetIds.has(match[1]!.toLowerCase())))
      return <span className="muted">{alt ? `[${alt}]` : '[image]'}</span>;
    return <img src={src as string} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
  };
  return (
    <div className="prose">
      <ReactMarkdown components={{ ...components, img }}>{children}</ReactMarkdown>
    </div>
  );
}
