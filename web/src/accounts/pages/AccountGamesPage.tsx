import { graphql } from '../../graphql/generated/index.ts';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { ButtonLink } from '../../shell/button.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { editorPath, gamePath, settingsPath } from '../../routing/game-paths.ts';
import { useAccountViewer } from './account-viewer.ts';
import { Loading } from '../../shell/loading.tsx';
import { DataTable } from '../../shell/data-table.tsx';

export const VIEWER_GAMES = graphql(`
  query ViewerGames {
    viewerGames {
      id
      gameName
      title
      visibility
      updatedAt
      latestPublished {
        id
        name
      }
      viewerCan {
        viewDraft
      }
    }
  }
`);

/** /account/games: the viewer's games, most recently changed first, with links to their pages, editors and settings. */
export function AccountGamesPage() {
  const viewer = useAccountViewer();
  const { data, loading, error } = useQuery(VIEWER_GAMES, { fetchPolicy: 'cache-and-network' });
  const games = data?.viewerGames ?? [];
  return (
    <>
      <PageHead title="Your Games" robots="noindex" />
      <h1>Your games</h1>
      <p>
        <ButtonLink to="/create">Create a game</ButtonLink>
      </p>
      {error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : loading && !data ? (
        <Loading label="Loading your games…" />
      ) : games.length === 0 ? (
        <p className="muted">You have no games yet. Create one to start building.</p>
      ) : (
        <DataTable columns={['Game', 'Visibility', 'Published', 'Last changed']} withActions className="table" label="Your games">
          {games.map((game) => (
            <tr key={game.id}>
              <td>
                <Link to={gamePath(viewer.userName, game.gameName)}>{game.title}</Link>
              </td>
              <td>{game.visibility.toLowerCase()}</td>
              <td>{game.latestPublished?.name ?? 'not yet'}</td>
              <td>{new Date(game.updatedAt).toLocaleString()}</td>
              <td>
                <Link to={editorPath(viewer.userName, game.gameName, 'draft')} aria-label={`Edit ${game.title}`}>
                  Edit
                </Link>
                {/* The settings let in whoever may open the draft (game.viewDraft), as SettingsLayout checks. */}
                {game.viewerCan.viewDraft ? (
                  <>
                    {' · '}
                    <Link to={settingsPath(viewer.userName, game.gameName)} aria-label={`Settings of ${game.title}`}>
                      Settings
                    </Link>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
