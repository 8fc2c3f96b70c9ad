import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useUserName } from '../routing/user-scope.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { editorPath, gamePath, settingsPath } from '../games/paths.ts';
import type { EditorQuery } from '../graphql/generated/graphql.ts';
import { asEditorRevision, CREATE_DRAFT_FROM_REVISION, EDITOR, PUBLISH_REVISION } from './documents.ts';
import { EditorContext, useEditor, type EditorContextValue } from './editor-context.tsx';
import { useEditorActions } from './use-editor-actions.tsx';
import { AfterPublish } from './AfterPublish.tsx';
import './editor.css';

/** The sections of the sidebar: the parts an author starts from; the others are reached through them. */
const SECTIONS = [
  ['components', 'Components'],
  ['surfaces', 'Surfaces'],
  ['seats', 'Seats'],
  ['assets', 'Assets'],
  ['guides', 'Guides'],
  ['scripts', 'Scripts'],
] as const;

/**
 * /@{userName}/{gameName}/edit/{revisionName}/…: loads the game and the revision, and frames every
 * editor page with the sections, the revision switcher and Publish. Only people who may edit the game
 * see it; for anyone else (and for unknown games or revisions) it is Not Found.
 */
export function EditorLayout() {
  const userName = useUserName();
  const { gameName = '', revisionName = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(EDITOR, {
    variables: { userName, gameName, revisionName },
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  if (loading && !data)
    return (
      <main className="editor editor-loading" aria-busy="true">
        <p className="muted">Loading the editor…</p>
      </main>
    );
  if (error && !data) return <ErrorPage code={500} />;
  const game = data?.game;
  if (!game || !game.viewerCanEdit || !game.revision) return <ErrorPage code={404} />;
  return <LoadedEditor key={game.revision.id} data={{ ...data!, game }} reload={reload} />;
}

function LoadedEditor({ data, reload }: { data: EditorQuery & { game: NonNullable<EditorQuery['game']> }; reload: () => Promise<void> }) {
  const { revision, ...game } = data.game;
  const current = asEditorRevision(revision!);
  const actions = useEditorActions(current, reload);
  const owner = game.owner.userName;

  const value = useMemo<EditorContextValue>(
    () => ({
      game,
      revision: current,
      doc: current.document,
      readOnly: current.published,
      userName: owner,
      path: (...segments: string[]) => editorPath(owner, game.gameName, current.name, ...segments),
      reload,
      actions,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- everything above is derived from the query's data
    [data, actions, reload],
  );

  return (
    <EditorContext.Provider value={value}>
      <main className="editor">
        <EditorSidebar />
        <div className="editor-content">
          {current.published ? <ReadOnlyNotice /> : null}
          <Outlet />
        </div>
      </main>
    </EditorContext.Provider>
  );
}

function EditorSidebar() {
  const { game, revision, path, userName } = useEditor();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [publish, { loading: publishing }] = useMutation(PUBLISH_REVISION, {
    refetchQueries: [EDITOR],
  });

  const switchTo = (name: string) => {
    const base = editorPath(userName, game.gameName, revision.name);
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    navigate(editorPath(userName, game.gameName, name) + rest);
  };

  // Just published: Play and Copy invite link are offered until dismissed.
  const [published, setPublished] = useState<string | null>(null);
  const onPublish = async () => {
    try {
      const { data } = await publish({ variables: { gameId: game.id } });
      setPublished(data!.publishRevision.name);
    } catch (error) {
      toast.show({ id: 'publish', variant: 'error', content: errorMessage(error) });
    }
  };

  return (
    <aside className="editor-sidebar" aria-label="Editor">
      <div className="editor-game">
        <Link className="editor-game-title" to={gamePath(userName, game.gameName)}>
          {game.title}
        </Link>
        {/* Whoever may edit is a member, and members may open the settings (game.viewDraft, as SettingsLayout checks). */}
        <Link className="editor-settings-link" to={settingsPath(userName, game.gameName)}>
          Settings
        </Link>
        <p className="editor-revision-name">
          Editing <strong data-testid="revision-name">{revision.name}</strong>{' '}
          {revision.published ? <span className="badge">read-only</span> : <span className="badge badge-draft">editable</span>}
        </p>
      </div>
      <div className="field editor-revision-switcher">
        <label htmlFor="editor-revision">Revision</label>
        <select id="editor-revision" value={revision.name} onChange={(event) => switchTo(event.target.value)}>
          {game.revisions.map((item) => (
            <option key={item.id} value={item.name}>
              {item.published
                ? `${item.name} (published ${new Date(item.publishedAt ?? '').toLocaleDateString()})`
                : `${item.name} (editable)`}
            </option>
          ))}
        </select>
      </div>
      {revision.published ? (
        <CreateDraftButton />
      ) : (
        <Button
          onClick={() => void onPublish()}
          disabled={publishing}
          aria-busy={publishing}
          title="Freeze this draft as the next published revision (v1, v2, …)"
        >
          Publish
        </Button>
      )}
      {published ? <AfterPublish published={published} onDismiss={() => setPublished(null)} /> : null}
      <nav className="editor-nav" aria-label="Editor sections">
        {SECTIONS.map(([segment, label]) => (
          <NavLink key={segment} to={path(segment)}>
            {label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}

function CreateDraftButton() {
  const { game, revision, userName } = useEditor();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [createDraft] = useMutation(CREATE_DRAFT_FROM_REVISION, { refetchQueries: [EDITOR] });
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!window.confirm(`This replaces the draft with a copy of ${revision.name}. Unpublished changes in the draft are lost. Continue?`))
      return;
    setBusy(true);
    try {
      await createDraft({ variables: { revisionId: revision.id } });
      toast.show({ id: 'draft', variant: 'success', content: `The draft is now a copy of ${revision.name}.` });
      const base = editorPath(userName, game.gameName, revision.name);
      navigate(editorPath(userName, game.gameName, 'draft') + location.pathname.slice(base.length));
    } catch (error) {
      toast.show({ id: 'draft', variant: 'error', content: errorMessage(error) });
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      Create a draft from this
    </Button>
  );
}

function ReadOnlyNotice() {
  const { revision } = useEditor();
  return (
    <p className="editor-read-only" role="note">
      {revision.name} is a published revision: it is read-only. Rooms play it exactly as it was published. To change the game, create a
      draft from it or switch to the draft.
    </p>
  );
}
