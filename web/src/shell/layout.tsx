import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './layout.css';

/** Header, page and footer around every route; each page renders its own <main>. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <Header />
      <div id="content" className="layout-body" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
