import { useQuery } from '@apollo/client/react';
import { Link, Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useRequireViewer } from '../accounts/index.ts';
import { useUserName, userPath } from '../routing/user-scope.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { SETTINGS_GAME } from './documents.ts';
import { belowBase, mayOpen, sectionAt, settingsRedirect, visibleSections } from './sections.ts';
import { useSettingsGame, type SettingsContext } from './use-settings-game.ts';
import '../shell/section-menu.css';
import './settings.css';
import { Loading } from '../shell/loading.tsx';

/**
 * /@{userName}/{gameName}/settings/*: the game's settings with a section menu. Visitors log in first;
 * people who are not members see Not Found (a private game is not revealed); members who open a section
 * only the owner may use get the error page; an old address of a renamed game moves to the new one,
 * same section.
 */
export function SettingsLayout() {
  const { viewer, loading: viewerLoading, error: viewerError } = useRequireViewer();
  const userName = useUserName();
  const gameName = useParams().gameName ?? '';
  const location = useLocation();
  const { data, loading, error } = useQuery(SETTINGS_GAME, {
    variables: { userName, gameName },
    skip: !viewer,
    fetchPolicy: 'cache-and-network',
  });
  if (viewerError && !viewer) return <ErrorPage code={500} />;
  if (viewerLoading || !viewer || (loading && !data))
    return (
      <main className="page">
        <Loading label="Loading settings…" />
      </main>
    );
  if (error && !data) return <ErrorPage code={500} />;
  const game = data?.game;
  if (!game || !game.viewerCan.viewDraft) return <ErrorPage code={404} />;
  const requestedBase = `${userPath(userName, gameName)}/settings`;
  if (game.redirectTo) return <Navigate to={settingsRedirect(location.pathname, requestedBase, game.redirectTo)} replace />;
  const rest = belowBase(location.pathname, requestedBase);
  if (rest.replace(/\//g, '') !== '' && !sectionAt(rest)) return <ErrorPage code={404} />;
  if (!mayOpen(game, rest)) return <ErrorPage code={403} />;

  const sections = visibleSections(game);
  const context: SettingsContext = { game, base: `${game.canonicalPath}/settings` };
  return (
    <main className="page settings">
      <p className="settings-crumbs">
        <Link to={game.canonicalPath}>{game.title}</Link> › Settings
      </p>
      <div className="settings-columns section-columns">
        <nav className="settings-nav section-nav" aria-label="Game settings">
          {sections.map((section) => (
            <NavLink key={section.path} to={`${context.base}/${section.path}`} end>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <section className="settings-section">
          <Outlet context={context} />
        </section>
      </div>
    </main>
  );
}

/** /settings with no section: the first one the viewer may open. */
export function SettingsIndex() {
  const { game, base } = useSettingsGame();
  return <Navigate to={`${base}/${visibleSections(game)[0]?.path ?? 'revisions'}`} replace />;
}
