import { Link } from 'react-router';
import { PRODUCT_NAME } from '@tablecraft/core';
import { HeaderAuth } from './header-auth.tsx';
import './header.css';

/** The community chat invite; the header hides it on screens 640px wide or less (see header.css). */
export const COMMUNITY_INVITE_URL = 'https://discord.gg/tablecraft';

/** The shared header: brand title home, community chat, Privacy, then log-in actions or the user menu. */
export function Header() {
  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="header-brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="header-nav" aria-label="Site">
          <a className="header-link header-community" href={COMMUNITY_INVITE_URL} target="_blank" rel="noopener noreferrer">
            Community
          </a>
          <Link className="header-link" to="/privacy">
            Privacy
          </Link>
        </nav>
        <HeaderAuth />
      </div>
    </header>
  );
}
