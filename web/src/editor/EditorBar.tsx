import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../shell/button.tsx';
import { useMenu } from '../shell/use-menu.ts';
import { editorPath, gamePath, settingsPath } from '../routing/game-paths.ts';
import { EXPORT_TITLE, ExportProgress, useExportRevision } from '../games/index.ts';
import { useEditor } from './editor-context.tsx';
import { AfterPublish } from './AfterPublish.tsx';
import type { EditorPanels, PanelName } from './panels.ts';
import type { BarDocument } from './visual/front-document.ts';
import { SaveIndicator } from './visual/SaveIndicator.tsx';
import { UndoRedoButtons } from './visual/UndoRedoButtons.tsx';
import { TEST_PLAY_TITLE, useTestPlay } from './visual/TestPlayButton.tsx';
import { useCreateDraft, usePublish } from './use-publish.ts';
import { BAR_ITEM_ATTRIBUTE, BAR_MORE_ATTRIBUTE, BAR_SHRINKS_ATTRIBUTE, useBarOverflow } from './use-bar-overflow.ts';

const PANEL_LABELS: Record<PanelName, { label: string; title: string }> = {
  parts: { label: 'Parts', title: 'Show or hide the parts of the game: components, surfaces, seats, assets, guides, scripts' },
  palette: { label: 'Palette', title: 'Show or hide the pieces to drag onto the table' },
  inspector: { label: 'Inspector', title: 'Show or hide the settings of what is selected' },
};

/** What Publish does, for its button's title. */
const PUBLISH_TITLE = 'Freeze this draft as the next published revision (v1, v2, …)';

/**
 * One item of the bar: how it shows in the bar, and under More when the bar has no room for it (none for
 * what always stays). The least needed items (lowest `priority`) go under More first; `group` sets items
 * that belong together a little apart from the rest.
 */
interface BarEntry {
  id: string;
  priority: number;
  group: string;
  bar: ReactNode;
  menu?: (close: () => void) => ReactNode;
}

/** A menu item's shared look and its disabled state as WAI-ARIA menus keep it: focusable, announced, inert. */
function MenuItem({
  role = 'menuitem',
  checked,
  disabled = false,
  title,
  onSelect,
  children,
}: {
  role?: 'menuitem' | 'menuitemcheckbox' | 'menuitemradio';
  checked?: boolean;
  disabled?: boolean;
  title?: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role={role}
      className="editor-bar-menu-item"
      aria-checked={role === 'menuitem' ? undefined : Boolean(checked)}
      aria-disabled={disabled || undefined}
      title={title}
      onClick={() => {
        if (!disabled) onSelect();
      }}
    >
      {/* The tick is for the eye: aria-checked says it to a screen reader, and it stays out of the item's name. */}
      {role !== 'menuitem' && checked ? (
        <span className="editor-bar-menu-tick" aria-hidden="true">
          ✓
        </span>
      ) : null}
      {children}
    </button>
  );
}

/**
 * The editor's one bar: the panels' switches, the game (and, apart from it, its Settings), the revision,
 * whether the table's changes are saved, undo and redo, and the ways out: Test play, Export and Publish.
 * It never scrolls sideways: what does not fit on the window's width goes under More, least needed first,
 * so on a phone every action is a tap or two away and Publish stays in sight.
 */
export function EditorBar({ visual, panels }: { visual: BarDocument; panels: EditorPanels }) {
  const { game, revision, userName } = useEditor();
  const navigate = useNavigate();
  const location = useLocation();
  const publishing = usePublish();
  const drafting = useCreateDraft();
  const testPlay = useTestPlay();
  const exportLabel = revision.published ? revision.name : 'the draft';
  const exporting = useExportRevision({ gameId: game.id, revisionName: revision.name, label: exportLabel });

  const switchTo = (name: string) => {
    const base = editorPath(userName, game.gameName, revision.name);
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    navigate(editorPath(userName, game.gameName, name) + rest);
  };
  const revisionLabel = (item: (typeof game.revisions)[number]) =>
    item.published ? `${item.name} (published ${new Date(item.publishedAt ?? '').toLocaleDateString()})` : `${item.name} (editable)`;

  const toggle = (name: PanelName): BarEntry => ({
    id: name,
    priority: name === 'parts' ? 8 : name === 'palette' ? 7 : 5,
    group: name === 'inspector' ? 'inspector' : 'panels',
    bar: (
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
    ),
    menu: (close) => (
      <MenuItem
        key={name}
        role="menuitemcheckbox"
        checked={panels.open[name]}
        title={PANEL_LABELS[name].title}
        onSelect={() => {
          close();
          panels.toggle(name);
        }}
      >
        {PANEL_LABELS[name].label}
      </MenuItem>
    ),
  });

  const { undo, redo, labels, readOnly } = visual;
  const entries: BarEntry[] = [
    toggle('parts'),
    toggle('palette'),
    {
      id: 'title',
      priority: Infinity,
      group: 'game',
      bar: (
        <Link
          className="editor-game-title"
          to={gamePath(userName, game.gameName)}
          title={`${game.title}: the game's page`}
          {...{ [BAR_SHRINKS_ATTRIBUTE]: '' }}
        >
          {game.title}
        </Link>
      ),
    },
    {
      id: 'settings',
      priority: 2,
      group: 'game',
      // Whoever may edit is a member, and members may open the settings (game.viewDraft, as SettingsLayout checks).
      bar: (
        <Link className="editor-settings-link" to={settingsPath(userName, game.gameName)}>
          Settings
        </Link>
      ),
      menu: (close) => (
        <Link key="settings" role="menuitem" className="editor-bar-menu-item" to={settingsPath(userName, game.gameName)} onClick={close}>
          Settings
        </Link>
      ),
    },
    {
      id: 'revision',
      priority: 1,
      group: 'revision',
      bar: (
        <select
          aria-label="Revision"
          value={revision.name}
          onChange={(event) => switchTo(event.target.value)}
          title={revision.published ? `${revision.name} is published: read-only` : 'The draft: every change saves by itself'}
        >
          {game.revisions.map((item) => (
            <option key={item.id} value={item.name}>
              {revisionLabel(item)}
            </option>
          ))}
        </select>
      ),
      menu: (close) => (
        <div key="revision" role="group" aria-label="Revision" className="editor-bar-menu-group">
          <div className="editor-bar-menu-label" aria-hidden="true">
            Revision
          </div>
          {game.revisions.map((item) => (
            <MenuItem
              key={item.id}
              role="menuitemradio"
              checked={item.name === revision.name}
              onSelect={() => {
                close();
                if (item.name !== revision.name) switchTo(item.name);
              }}
            >
              {revisionLabel(item)}
            </MenuItem>
          ))}
        </div>
      ),
    },
    {
      id: 'save',
      priority: Infinity,
      group: 'save',
      bar: <SaveIndicator save={visual.save} onReload={() => void visual.reload()} />,
    },
    {
      id: 'history',
      priority: 6,
      group: 'history',
      bar: <UndoRedoButtons visual={visual} />,
      menu: (close) => [
        <MenuItem
          key="undo"
          disabled={readOnly || !labels.undo}
          title={labels.undo ? `Undo ${labels.undo} (Ctrl+Z)` : 'Nothing to undo'}
          onSelect={() => {
            close();
            undo();
          }}
        >
          Undo
        </MenuItem>,
        <MenuItem
          key="redo"
          disabled={readOnly || !labels.redo}
          title={labels.redo ? `Redo ${labels.redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
          onSelect={() => {
            close();
            redo();
          }}
        >
          Redo
        </MenuItem>,
      ],
    },
    { id: 'spacer', priority: Infinity, group: 'spacer', bar: null },
    toggle('inspector'),
    {
      id: 'test-play',
      priority: 4,
      group: 'actions',
      bar: (
        <Button
          variant="outlined"
          size="small"
          onClick={() => void testPlay.run()}
          disabled={testPlay.busy}
          aria-busy={testPlay.busy}
          title={TEST_PLAY_TITLE}
        >
          Test play
        </Button>
      ),
      menu: (close) => (
        <MenuItem
          key="test-play"
          disabled={testPlay.busy}
          title={TEST_PLAY_TITLE}
          onSelect={() => {
            close();
            // run catches its own failures and shows them.
            void testPlay.run();
          }}
        >
          Test play
        </MenuItem>
      ),
    },
    {
      id: 'export',
      priority: 3,
      group: 'actions',
      bar: (
        <span className="export-revision">
          <Button
            size="small"
            variant="outlined"
            disabled={exporting.progress !== null}
            aria-busy={exporting.progress !== null}
            onClick={() => void exporting.run()}
            title={EXPORT_TITLE}
          >
            Export
          </Button>
          <ExportProgress progress={exporting.progress} label={exportLabel} />
        </span>
      ),
      menu: (close) => (
        <MenuItem
          key="export"
          disabled={exporting.progress !== null}
          title={EXPORT_TITLE}
          onSelect={() => {
            close();
            // run catches its own failures and shows them in a toast.
            void exporting.run();
          }}
        >
          {exporting.progress ? 'Exporting…' : 'Export'}
        </MenuItem>
      ),
    },
    revision.published
      ? {
          id: 'publish',
          priority: 10,
          group: 'actions',
          bar: (
            <Button size="small" onClick={() => void drafting.createDraft()} disabled={drafting.busy} aria-busy={drafting.busy}>
              Create a draft from this
            </Button>
          ),
          menu: (close) => (
            <MenuItem
              key="publish"
              disabled={drafting.busy}
              onSelect={() => {
                close();
                void drafting.createDraft();
              }}
            >
              Create a draft from this
            </MenuItem>
          ),
        }
      : {
          id: 'publish',
          priority: 10,
          group: 'actions',
          bar: (
            <Button
              size="small"
              onClick={() => void publishing.publish()}
              disabled={publishing.publishing}
              aria-busy={publishing.publishing}
              title={PUBLISH_TITLE}
            >
              Publish
            </Button>
          ),
          menu: (close) => (
            <MenuItem
              key="publish"
              disabled={publishing.publishing}
              title={PUBLISH_TITLE}
              onSelect={() => {
                close();
                void publishing.publish();
              }}
            >
              Publish
            </MenuItem>
          ),
        },
  ];

  const barRef = useRef<HTMLElement>(null);
  const hidden = useBarOverflow(barRef, entries);
  return (
    <header ref={barRef} className="editor-bar" aria-label="Editor">
      {entries.map((entry, index) => (
        <div
          key={entry.id}
          className={[
            'editor-bar-item',
            `editor-bar-item-${entry.id}`,
            index > 0 && entries[index - 1]!.group !== entry.group && entry.id !== 'spacer' ? 'editor-bar-item-apart' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          {...{ [BAR_ITEM_ATTRIBUTE]: entry.id }}
          hidden={hidden.has(entry.id)}
        >
          {entry.bar}
        </div>
      ))}
      <MoreMenu hidden={hidden.size === 0}>
        {(close) =>
          entries
            .filter((entry) => hidden.has(entry.id) && entry.menu)
            // In the bar's order, the revisions (a group of their own) last.
            .sort((a, b) => Number(a.id === 'revision') - Number(b.id === 'revision'))
            .map((entry) => entry.menu!(close))
        }
      </MoreMenu>
      {publishing.published ? (
        <div className="editor-bar-popover">
          <AfterPublish published={publishing.published} onDismiss={publishing.dismiss} />
        </div>
      ) : null}
      {testPlay.dialog}
    </header>
  );
}

/**
 * More: the bar's items that have no room in it, as a WAI-ARIA menu button (Enter, Space or the down arrow
 * open it onto its first item; the arrows, Home and End move; Escape closes it back onto the button).
 */
function MoreMenu({ hidden, children }: { hidden: boolean; children: (close: () => void) => ReactNode }) {
  const menu = useMenu();
  const buttonId = useId();
  const { close } = menu;
  // A wider window brings every item back into the bar: nothing is left under More to show.
  useEffect(() => {
    if (hidden) close();
  }, [hidden, close]);
  return (
    <div className="editor-bar-more" ref={menu.rootRef} hidden={hidden} {...{ [BAR_MORE_ATTRIBUTE]: '' }}>
      <Button id={buttonId} size="small" variant="outlined" color="gray" className="editor-bar-more-button" {...menu.triggerProps}>
        More
        <svg className="editor-bar-more-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Button>
      {menu.open ? (
        <div className="editor-bar-menu" aria-labelledby={buttonId} {...menu.menuProps}>
          {children(() => close(true))}
        </div>
      ) : null}
    </div>
  );
}
