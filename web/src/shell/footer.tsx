import { Link } from 'react-router';
import { PRODUCT_NAME } from '@tablecraft/core';
import './footer.css';

/** The shared footer: legal pages, learning material and the copyright line. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav className="footer-nav" aria-label="Footer">
          <Link to="/learn">Learn</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
        <p className="footer-copyright">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
