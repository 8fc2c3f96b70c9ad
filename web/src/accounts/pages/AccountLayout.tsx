import { NavLink, Outlet } from 'react-router';
import { useRequireViewer } from '../use-require-viewer.ts';
import { ACCOUNT_SECTIONS } from '../sections.ts';
import '../../shell/section-menu.css';
import { Loading } from '../../shell/loading.tsx';

/** /account/*: a section menu and the chosen section; visitors are sent to log in and back. */
export function AccountLayout() {
  const { viewer, loading } = useRequireViewer();
  // No viewer once loaded: useRequireViewer is already on its way to the log-in page.
  if (loading || !viewer)
    return (
      <main className="page">
        <Loading label="Loading your account…" />
      </main>
    );
  return (
    <main className="page account section-columns">
      <nav className="account-nav section-nav" aria-label="Account">
        {ACCOUNT_SECTIONS.map(({ path, label }) => (
          <NavLink key={path} to={`/account/${path}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <section className="account-section">
        <Outlet context={viewer} />
      </section>
    </main>
  );
}
