import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { DELETE_REVISION, DRAFT_FROM_REVISION, GAME_REVISIONS, PUBLISH_REVISION, type RevisionRow } from '../documents.ts';
import { formatDateTime } from '../../shell/dates.ts';
import { deleteRefusal, nextRevisionName, revisionTime, roomsText } from '../logic/revisions.ts';
import { useSettingsGame } from '../use-settings-game.ts';
import { ExportRevisionButton, TableSaves, ImportGameFile } from '../../games/index.ts';
import { DataTable } from '../../shell/data-table.tsx';

/**
 * /settings/revisions: the draft and every published revision with when, who and how many rooms play it.
 * Editors publish the draft and restart the draft from any revision; the owner deletes revisions no room uses.
 */
export function RevisionsSettingsPage() {
  const { game } = useSettingsGame();
  const { data, loading, error } = useQuery(GAME_REVISIONS, {
    variables: { userName: game.owner.userName, gameName: game.gameName },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: ['GameRevisions'], awaitRefetchQueries: true };
  const [publish, publishing] = useMutation(PUBLISH_REVISION, refetch);
  const [draftFrom, drafting] = useMutation(DRAFT_FROM_REVISION, refetch);
  const [remove, removing] = useMutation(DELETE_REVISION, refetch);
  const toast = useToast();
  const busy = publishing.loading || drafting.loading || removing.loading;
  const revisions = data?.game?.revisions ?? [];

  const run = async (action: () => Promise<unknown>, done: (result: unknown) => string) => {
    try {
      toast.show({ id: 'revisions', content: done(await action()), variant: 'success' });
    } catch (caught) {
      toast.show({ id: 'revisions', content: errorMessage(caught), variant: 'error' });
    }
  };
  const onPublish = async () => {
    if (!window.confirm(`Publish the draft as ${nextRevisionName(revisions)}? New rooms will play it; the draft stays editable.`)) return;
    await run(
      () => publish({ variables: { gameId: game.id } }),
      (result) => `Published ${(result as { data?: { publishRevision: { name: string } } }).data?.publishRevision.name ?? 'the draft'}.`,
    );
  };
  const onDraftFrom = async (revision: RevisionRow) => {
    if (!window.confirm(`Replace the draft with a copy of ${revision.name}? What the draft holds now is lost unless it was published.`))
      return;
    await run(
      () => draftFrom({ variables: { revisionId: revision.id } }),
      () => `The draft is now a copy of ${revision.name}.`,
    );
  };
  const onDelete = async (revision: RevisionRow) => {
    if (!window.confirm(`Delete ${revision.name} for good?`)) return;
    await run(
      () => remove({ variables: { id: revision.id } }),
      () => `${revision.name} was deleted.`,
    );
  };

  return (
    <>
      <PageHead title={`Revisions · ${game.title}`} robots="noindex" />
      <h1>Revisions</h1>
      <p className="muted">
        The draft is where work happens; publishing freezes it as the next version. A room keeps playing the revision it was opened on.
      </p>
      {loading && !data ? (
        <p className="muted" role="status">
          Loading revisions…
        </p>
      ) : error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <DataTable columns={['Revision', 'Time', 'Author', 'Rooms']} withActions>
          {revisions.map((revision) => {
            const refusal = deleteRefusal(revision);
            return (
              <tr key={revision.id}>
                <th scope="row">
                  <Link to={`${game.canonicalPath}/edit/${revision.name}`}>{revision.published ? revision.name : 'Draft'}</Link>
                  {revision.published ? null : <span className="badge">editable</span>}
                </th>
                <td>
                  {revision.published ? 'Published ' : 'Saved '}
                  {formatDateTime(revisionTime(revision))}
                </td>
                <td>
                  {revision.author ? (
                    `${revision.author.name} (@${revision.author.userName})`
                  ) : (
                    <span className="muted">Deleted account</span>
                  )}
                </td>
                <td>{roomsText(revision.roomCount)}</td>
                <td>
                  <div className="settings-row-actions">
                    {!revision.published && game.viewerCan.publish ? (
                      <Button size="small" disabled={busy} onClick={() => void onPublish()}>
                        Publish draft
                      </Button>
                    ) : null}
                    {revision.published && game.viewerCan.edit ? (
                      <Button size="small" variant="outlined" disabled={busy} onClick={() => void onDraftFrom(revision)}>
                        Create draft from this
                      </Button>
                    ) : null}
                    {game.viewerCan.edit ? (
                      <ExportRevisionButton
                        gameId={game.id}
                        revisionName={revision.name}
                        label={revision.published ? revision.name : 'the draft'}
                      />
                    ) : null}
                    {revision.published && game.viewerCan.manage ? (
                      <Button
                        size="small"
                        variant="outlined"
                        color="red"
                        disabled={busy || refusal !== null}
                        title={refusal ?? undefined}
                        onClick={() => void onDelete(revision)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                  {revision.published && game.viewerCan.manage && refusal ? <div className="muted settings-small">{refusal}</div> : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {!game.viewerCan.edit ? (
        <p className="settings-note">As a viewer you can open any revision read-only; editors publish and restore.</p>
      ) : null}
      {game.viewerCan.edit ? <ImportGameFile intoGame={{ id: game.id, title: game.title }} /> : null}
      {game.viewerCan.edit ? <TableSaves userName={game.owner.userName} gameName={game.gameName} /> : null}
    </>
  );
}
