import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { editorPath, gamePath, settingsPath } from '../games/paths.ts';
import { ExportRevisionButton } from '../games/transfer/ExportRevisionButton.tsx';
import { CREATE_DRAFT_FROM_REVISION, EDITOR, PUBLISH_REVISION } from './documents.ts';
import { useEditor } from './editor-context.tsx';
import { AfterPublish } from './AfterPublish.tsx';
import type { EditorPanels, PanelName } from './panels.ts';
import type { BarDocument } from './visual/front-document.ts';
import { SaveIndicator } from './visual/SaveIndicator.tsx';
import { UndoRedoButtons } from './visual/UndoRedoButtons.tsx';
import { TestPlayButton } from './visual/TestPlayButton.tsx';

const PANEL_LABELS: Record<PanelName, { label: string; title: string }> = {
  parts: { label: 'Parts', title: 'Show or hide the parts of the game: components, surfaces, seats, assets, guides, scripts' },
  palette: { label: 'Palette', title: 'Show or hide the pieces to drag onto the table' },
  inspector: { label: 'Inspector', title: 'Show or hide the settings of what is selected' },
};

/**
 * The editor's one bar: the panels' switches, the game (and, apart from it, its Settings), the revision,
 * whether the table's changes are saved, undo and redo, and the ways out: Test play, Export and Publish.
 */
export function EditorBar({ visual, panels }: { visual: BarDocument; panels: EditorPanels }) {
  const { game, revision, userName } = useEditor();
  const navigate = useNavigate();
  const location = useLocation();

  const switchTo = (name: string) => {
    const base = editorPath(userName, game.gameName, revision.name);
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    navigate(editorPath(userName, game.gameName, name) + rest);
  };

  const toggle = (name: PanelName) => (
    <Button
      size="small"
      variant={panels.open[name] ? 'solid' : 'outlined'}
      color="gray"
      className={`editor-bar-toggle editor-bar-toggle-${name}`}
      aria-pressed={panels.open[name]}
      title={PANEL_LABELS[name].title}
      onClick={() => panels.toggle(name)}
    >
      {PANEL_LABELS[name].label}
    </Button>
  );

  return (
    <header className="editor-bar" aria-label="Editor">
      <div className="editor-bar-group">
        {toggle('parts')}
        {toggle('palette')}
      </div>
      <div className="editor-bar-game">
        <Link className="editor-game-title" to={gamePath(userName, game.gameName)} title={`${game.title}: the game's page`}>
          {game.title}
        </Link>
        {/* Whoever may edit is a member, and members may open the settings (game.viewDraft, as SettingsLayout checks). */}
        <Link className="editor-settings-link" to={settingsPath(userName, game.gameName)}>
          Settings
        </Link>
      </div>
      <div className="editor-bar-group editor-revision">
        <select
          aria-label="Revision"
          value={revision.name}
          onChange={(event) => switchTo(event.target.value)}
          title={revision.published ? `${revision.name} is published: read-only` : 'The draft: every change saves by itself'}
        >
          {game.revisions.map((item) => (
            <option key={item.id} value={item.name}>
              {item.published
                ? `${item.name} (published ${new Date(item.publishedAt ?? '').toLocaleDateString()})`
                : `${item.name} (editable)`}
            </option>
          ))}
        </select>
      </div>
      <SaveIndicator save={visual.save} onReload={() => void visual.reload()} />
      <UndoRedoButtons visual={visual} />
      <span className="editor-bar-spacer" />
      <div className="editor-bar-group">{toggle('inspector')}</div>
      <div className="editor-bar-group editor-bar-actions">
        <TestPlayButton size="small" />
        <ExportRevisionButton gameId={game.id} revisionName={revision.name} label={revision.published ? revision.name : 'the draft'} />
        {revision.published ? <CreateDraftButton /> : <PublishButton />}
      </div>
    </header>
  );
}

/** Publish, then what to do with it: Play now or Copy invite link (AfterPublish), under the bar until dismissed. */
function PublishButton() {
  const { game } = useEditor();
  const toast = useToast();
  const [publish, { loading: publishing }] = useMutation(PUBLISH_REVISION, { refetchQueries: [EDITOR] });
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
    <>
      <Button
        size="small"
        onClick={() => void onPublish()}
        disabled={publishing}
        aria-busy={publishing}
        title="Freeze this draft as the next published revision (v1, v2, …)"
      >
        Publish
      </Button>
      {published ? (
        <div className="editor-bar-popover">
          <AfterPublish published={published} onDismiss={() => setPublished(null)} />
        </div>
      ) : null}
    </>
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
    <Button size="small" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      Create a draft from this
    </Button>
  );
}
