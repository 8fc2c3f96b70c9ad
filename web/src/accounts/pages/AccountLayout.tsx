import { NavLink, Outlet } from 'react-router';
import { useRequireViewer } from '../use-require-viewer.ts';

const SECTIONS = [
  ['profile', 'Profile'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['plan', 'Plan'],
  ['games', 'Games'],
  ['rooms', 'Rooms'],
  ['delete', 'Delete account'],
] as const;

/** /account/*: a section menu and the chosen section; visitors are sent to log in and back. */
export function AccountLayout() {
  const { viewer, loading } = useRequireViewer();
  if (loading || !viewer) return null;
  return (
    <main className="page account">
      <nav className="account-nav" aria-label="Account">
        {SECTIONS.map(([path, label]) => (
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
