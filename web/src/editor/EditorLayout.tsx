import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import type { Surface } from '@tablecraft/core/game';
import { useUserName } from '../routing/user-scope.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { PageHead } from '../shell/head.tsx';
import { editorPath } from '../routing/game-paths.ts';
import type { EditorQuery } from '../graphql/generated/graphql.ts';
import { asEditorRevision, EDITOR } from './documents.ts';
import { EditorContext, useEditor, type EditorContextValue } from './editor-context.tsx';
import { useEditorActions } from './use-editor-actions.tsx';
import { EditorBar } from './EditorBar.tsx';
import { PartsPanel } from './PartsPanel.tsx';
import { PANEL_NAMES, useEditorPanels } from './panels.ts';
import { listedParts } from './list-order.ts';
import { SurfaceDetails } from './pages/KindPages.tsx';
import { SurfaceEditor } from './visual/SurfaceEditor.tsx';
import { useVisualDocument } from './visual/use-visual-document.ts';
import { FrontDocumentContext, sameBarDocument, type BarDocument } from './visual/front-document.ts';
import './editor.css';
import { Loading } from '../shell/loading.tsx';

/**
 * /@{userName}/{gameName}/edit/{revisionName}/…: loads the game and the revision, and shows the editor:
 * its bar (the revision switcher, Test play, Export, Publish) over the game's table, every other page
 * opening over the table. Only people who may edit the game
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
      <main className="editor editor-loading">
        <Loading label="Loading the editor…" />
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
      <EditorWorkspace />
    </EditorContext.Provider>
  );
}

/** The surface a path below the editor puts on the table (/surfaces/{surface}), if it names one. */
function routeSurface(rest: string): string | null {
  const match = /^\/surfaces\/([^/]+)\/?$/.exec(rest);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The editor proper: the bar, and below it the table (a surface drawn as it will be played) with its
 * panels. The table's own addresses (the editor's root and /surfaces/{surface}) show it alone; every
 * other page of the editor opens over it as a sheet, and closing the sheet comes back to the same table.
 */
function EditorWorkspace() {
  const { game, revision, doc, path, readOnly } = useEditor();
  const visual = useVisualDocument();
  const panels = useEditorPanels();
  // A canvas on the page in front (the face designer) takes the bar's Saved, Undo and Redo while shown.
  const [front, setFront] = useState<BarDocument | null>(null);
  const putFront = useCallback((next: BarDocument | null) => setFront((current) => (sameBarDocument(current, next) ? current : next)), []);
  const location = useLocation();
  const base = path();
  const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const surfaces = listedParts<Surface & Record<string, unknown>>(doc, 'surface');
  const named = routeSurface(rest);
  const known = (id: string | null) => (id !== null && surfaces.some((surface) => surface.id === id) ? id : null);
  const onTable = rest === '' || rest === '/' || known(named) !== null;

  // The table shown under the other pages: the one last opened, else the first.
  const [lastSurface, setLastSurface] = useState<string | null>(null);
  useEffect(() => {
    if (known(named)) setLastSurface(named);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` reads the surfaces of this render only
  }, [named]);
  const surfaceId = known(named) ?? known(lastSurface) ?? surfaces[0]?.id ?? null;
  const surfaceName = surfaces.find((surface) => surface.id === surfaceId)?.name;
  const closeOnPhone = () => {
    if (panels.narrow) panels.close('parts');
  };
  const dock = panels.open.parts ? <PartsPanel onNavigate={closeOnPhone} onClose={() => panels.close('parts')} /> : null;

  return (
    <main className="editor" data-panels={PANEL_NAMES.filter((name) => panels.open[name]).join(' ')}>
      <EditorBar visual={(!onTable && front) || visual} panels={panels} />
      <div className="editor-stage">
        {surfaceId ? (
          <SurfaceEditor
            key={surfaceId}
            surfaceId={surfaceId}
            visual={visual}
            panels={panels}
            active={onTable}
            dock={dock}
            idle={<SurfaceDetails surfaceId={surfaceId} />}
          />
        ) : (
          <div className="editor-no-table">
            <div className="editor-dock editor-dock-left">{dock}</div>
            <p className="muted">
              This game has no surface yet: add one under <Link to={path('surfaces')}>Surfaces</Link> to lay out its table.
            </p>
          </div>
        )}
        {onTable ? (
          <>
            <PageHead title={`${surfaceName ?? 'Editor'} · ${game.title} (${revision.name})`} robots="noindex" />
            {readOnly ? <ReadOnlyNotice /> : null}
          </>
        ) : (
          <section className="editor-sheet" aria-label="Page">
            <Link
              className="editor-sheet-close button button-outlined button-gray button-small"
              to={base}
              title="Close this page and go back to the table"
            >
              Back to the table
            </Link>
            {readOnly ? <ReadOnlyNotice /> : null}
            <FrontDocumentContext.Provider value={putFront}>
              <Outlet />
            </FrontDocumentContext.Provider>
          </section>
        )}
      </div>
    </main>
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
