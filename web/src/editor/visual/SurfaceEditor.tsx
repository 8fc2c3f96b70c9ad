import { matchesShortcut } from '../../actions/shortcuts.ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import type { EditorPanels, PanelName } from '../panels.ts';
import { pruneSelection, type Selection } from './selection.ts';
import { surfaceScene, containerAt, keyOf, parseKey, type SurfaceScene } from './surface-scene.ts';
import type { DropzonePresetId, GameDocument } from '@tablecraft/core/game';
import { addAnchorEdit, addObjectEdit } from './surface-edits.ts';
import { addZoneHere } from './zone-presets.ts';
import { freePieceCentre, occupiedOnSurface } from './piece-placement.ts';
import { ZonePresetButtons } from './ZonePresetButtons.tsx';
import { SURFACE_ACTIONS, isTyping, surfaceAction, type SurfaceActionContext } from './surface-actions.ts';
import type { VisualDocument } from './use-visual-document.ts';
import { SurfaceCanvas, type SnapSettings, type SurfaceCanvasHandle } from './SurfaceCanvas.tsx';
import { Palette, type PalettePiece } from './Palette.tsx';
import { SelectionInspector } from './SelectionInspector.tsx';
import { hasToolIcon, ToolIcon } from './tool-icons.tsx';
import './visual.css';
import { ChooseFileButton, FileDrop } from '../bulk/FileDrop.tsx';
import { EmptyTableHint } from './EmptyTableHint.tsx';

/** The left dock's width with its margins (14rem + 2 × 0.5rem in editor.css), in pixels. */
const LEFT_DOCK_WIDTH = 240;

const ALIGN_BUTTONS = [
  'align-left',
  'align-center',
  'align-right',
  'align-top',
  'align-middle',
  'align-bottom',
  'distribute-horizontal',
  'distribute-vertical',
] as const;

interface SurfaceEditorProps {
  surfaceId: string;
  /** The table's working copy of the draft, shared with the editor's bar (its undo, redo and save state). */
  visual: VisualDocument;
  panels: EditorPanels;
  /** False while a page lies over the table: the table's keys rest and only the parts panel stays. */
  active?: boolean;
  /** The left dock's first panel (the parts of the game), above the palette. */
  dock?: ReactNode;
  /** What the inspector shows while nothing is selected (the surface's own settings). */
  idle?: ReactNode;
}

/**
 * The table being edited: the surface drawn as it will be played, filling the editor below its bar, with
 * panels over it that the bar shows and hides (parts and palette on the left, the selection's settings on
 * the right), the selection's tools on top and the view's (snapping, zoom) at the bottom. Every change
 * saves by itself, in batches; the bar says how that is going.
 */
export function SurfaceEditor({ surfaceId, visual, panels, active = true, dock, idle }: SurfaceEditorProps) {
  const { path } = useEditor();
  const navigate = useNavigate();
  const { doc, commit, readOnly } = visual;
  const surface = doc.surfaces.find((candidate) => candidate.id === surfaceId);
  const scene = useMemo(() => surfaceScene(doc, surfaceId), [doc, surfaceId]);
  const [selection, setSelection] = useState<Selection>([]);
  const [snap, setSnap] = useState<SnapSettings>({ enabled: true, grid: 10 });
  const [carryContents, setCarryContents] = useState(false);
  const canvas = useRef<SurfaceCanvasHandle>(null);
  const dropTarget = useRef<HTMLElement>(null);

  // Undo or a save from elsewhere may remove what was selected.
  useEffect(() => {
    const exists = (key: string) => {
      const { kind, id } = parseKey(key);
      return kind === 'object'
        ? scene.objects.some((item) => item.object.id === id)
        : kind === 'dropzone'
          ? scene.zones.some((item) => item.zone.id === id)
          : scene.zones.some((item) => item.anchors.some((anchor) => anchor.id === id));
    };
    setSelection((current) => pruneSelection(current, exists));
  }, [scene]);

  const context: SurfaceActionContext = { doc, scene, selection, commit, select: setSelection, undo: visual.undo, redo: visual.redo };
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || readOnly) return;
      const action = SURFACE_ACTIONS.find((candidate) => candidate.shortcuts?.some((shortcut) => matchesShortcut(shortcut, event)));
      if (!action || !action.enabled(contextRef.current)) return;
      event.preventDefault();
      action.perform(contextRef.current);
    };
    if (!active) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, active]);

  if (!surface) return null;

  /** Puts a piece at a point: into the container there, if any (a card dropped on a deck), else on the table. */
  const place = (piece: PalettePiece, at: { x: number; y: number }) => {
    const container = containerAt(scene, at, new Set());
    const id = crypto.randomUUID().slice(0, 12);
    const edit = addObjectEdit(doc, {
      surfaceId,
      componentId: piece.componentId,
      variantId: piece.variantId,
      at,
      containerId: container?.object.id ?? null,
      id,
    });
    if (commit(edit) && !container) setSelection([keyOf.object(id)]);
  };

  /** Adds a piece with no place given (Add in the palette): near the middle of the view, where nothing lies. */
  const addPiece = (piece: PalettePiece) => {
    const component = doc.components.find((candidate) => candidate.id === piece.componentId);
    if (!component) return;
    const centre = canvas.current?.viewCentre() ?? { x: surface.width / 2, y: surface.height / 2 };
    place(piece, freePieceCentre({ centre, surface }, component, occupiedOnSurface(doc, surfaceId)));
  };

  const run = (name: string) => {
    const action = surfaceAction(name);
    if (action.enabled(context)) action.perform(context);
  };
  const button = (name: string) => {
    const action = surfaceAction(name);
    const title = action.shortcuts?.[0] ? `${action.label} (${action.shortcuts[0].label})` : action.label;
    return (
      <Button
        key={name}
        size="small"
        variant="outlined"
        color="gray"
        className={hasToolIcon(name) ? 'tool-button' : undefined}
        disabled={readOnly || !action.enabled(context)}
        onClick={() => run(name)}
        title={title}
        aria-label={action.label}
      >
        {hasToolIcon(name) ? <ToolIcon name={name} /> : action.label}
      </Button>
    );
  };

  const selectedZone = selection.length === 1 && parseKey(selection[0]!).kind === 'dropzone' ? parseKey(selection[0]!).id : null;
  const addZone = (preset?: DropzonePresetId) => {
    const centre = canvas.current?.viewCentre() ?? { x: surface.width / 2, y: surface.height / 2 };
    const { edit, id } = addZoneHere(doc, surfaceId, { centre, surface }, preset);
    if (commit(edit)) setSelection([keyOf.dropzone(id)]);
  };
  const addAnchor = () => {
    const zone = doc.dropzones.find((candidate) => candidate.id === selectedZone);
    if (!zone) return;
    // At the zone's centre, where anchors are measured from.
    const { edit, id } = addAnchorEdit(doc, zone.id, { x: 0, y: 0 });
    if (commit(edit)) setSelection([keyOf.anchor(id)]);
  };

  const surfaces = doc.surfaces;
  // The left panels run the table's height: the table is fitted beside them. The inspector is short
  // until something is selected, and the bars at the top and bottom are thin, so those may overlap.
  const leftDockOpen = !panels.narrow && (panels.open.parts || panels.open.palette);
  const fitInsets = leftDockOpen ? { left: LEFT_DOCK_WIDTH } : undefined;
  const panel = (name: PanelName, label: string, children: ReactNode, className: string) => (
    <aside className={`editor-panel ${className}`} aria-label={label}>
      <header className="editor-panel-header">
        <h2 className="editor-panel-title">{label}</h2>
        <button
          type="button"
          className="editor-panel-close"
          onClick={() => panels.close(name)}
          aria-label={`Hide the ${label.toLowerCase()}`}
        >
          ×
        </button>
      </header>
      {children}
    </aside>
  );

  return (
    <section ref={dropTarget} className="surface-editor" aria-label={`Layout of ${surface.name}`}>
      {/* Art and data dropped onto the table or chosen with the picker: a sheet becomes a deck, a CSV builds the cards. */}
      <FileDrop targetRef={dropTarget}>
        <SurfaceCanvas
          ref={canvas}
          doc={doc}
          surface={surface}
          scene={scene}
          selection={selection}
          onSelectionChange={setSelection}
          commit={commit}
          readOnly={readOnly}
          snap={snap}
          carryContents={carryContents}
          onDropPiece={place}
          fitInsets={fitInsets}
        />
        {active && !readOnly && scene.objects.length === 0 ? <EmptyTableHint palette={panels.open.palette} /> : null}
        {active && !readOnly ? <KeyboardSelection scene={scene} selection={selection} doc={doc} /> : null}
        {active && !readOnly ? (
          <div
            className={selection.length === 0 ? 'canvas-tools canvas-tools-idle' : 'canvas-tools'}
            role="toolbar"
            aria-label="Canvas tools"
          >
            <div className="toolbar-group">
              {button('duplicate')}
              {button('delete')}
            </div>
            <div className="toolbar-group" role="group" aria-label="Align and distribute">
              {ALIGN_BUTTONS.map((name) => button(name))}
            </div>
          </div>
        ) : null}
        <div className="editor-dock editor-dock-left">
          {dock}
          {active && panels.open.palette
            ? panel(
                'palette',
                'Palette',
                <>
                  <p className="muted">Drag onto the table, or onto a container to put it inside.</p>
                  <p className="palette-files">
                    <span className="muted">Cards from a sprite sheet or a CSV:</span> <ChooseFileButton size="small" variant="outlined" />
                  </p>
                  <Palette doc={doc} disabled={readOnly} onAdd={addPiece} />
                  <div className="palette-zones">
                    <ZonePresetButtons disabled={readOnly} onAdd={addZone} />
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={readOnly || !selectedZone}
                      onClick={addAnchor}
                      title="Adds an anchor to the selected dropzone"
                    >
                      Add anchor
                    </Button>
                  </div>
                </>,
                'surface-palette',
              )
            : null}
        </div>
        {active && panels.open.inspector ? (
          <div className="editor-dock editor-dock-right">
            {panel(
              'inspector',
              'Inspector',
              selection.length === 0 && idle ? (
                idle
              ) : (
                <SelectionInspector doc={doc} selection={selection} readOnly={readOnly} commit={commit} path={path} />
              ),
              'surface-inspector',
            )}
          </div>
        ) : null}
        <div className="canvas-status">
          {surfaces.length > 1 ? (
            <select
              aria-label="Surface"
              value={surfaceId}
              onChange={(event) => {
                navigate(path('surfaces', event.target.value));
              }}
            >
              {surfaces.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          ) : null}
          <span data-testid="surface-object-count">
            {scene.objects.length} {scene.objects.length === 1 ? 'object' : 'objects'} on this surface · {selection.length} selected
          </span>
        </div>
        <div className="canvas-view" role="group" aria-label="View">
          <label className="checkbox checkbox-carry" title="Off: a dropzone moves alone, and pieces it is dropped on stay where they are">
            <input type="checkbox" checked={carryContents} onChange={(event) => setCarryContents(event.target.checked)} /> Move contents
            with dropzones
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={snap.enabled} onChange={(event) => setSnap({ ...snap, enabled: event.target.checked })} /> Snap
          </label>
          <label className="grid-size">
            Grid{' '}
            <input
              type="number"
              min={0}
              max={200}
              value={snap.grid}
              onChange={(event) => setSnap({ ...snap, grid: Math.max(0, Math.min(200, Math.round(Number(event.target.value) || 0))) })}
              aria-label="Grid size in pixels (0 for none)"
            />
          </label>
          <Button size="small" variant="outlined" color="gray" onClick={() => canvas.current?.zoomBy(1 / 1.2)} aria-label="Zoom out">
            −
          </Button>
          <Button size="small" variant="outlined" color="gray" onClick={() => canvas.current?.zoomBy(1.2)} aria-label="Zoom in">
            +
          </Button>
          <Button size="small" variant="outlined" color="gray" onClick={() => canvas.current?.fit()}>
            Fit
          </Button>
        </div>
      </FileDrop>
    </section>
  );
}

/**
 * For keyboards and screen readers: the keys that pick, move, resize and delete parts on the canvas, and
 * (politely, as it changes) what is selected, since the canvas itself tells a screen reader nothing.
 */
function KeyboardSelection({ scene, selection, doc }: { scene: SurfaceScene; selection: Selection; doc: GameDocument }) {
  const names = selection.flatMap((key) => {
    const object = scene.objects.find((item) => item.key === key);
    if (object) {
      const variant = object.object.variantId ? doc.variants.find((v) => v.id === object.object.variantId)?.name : undefined;
      return [
        `${variant ?? object.component.name} at ${Math.round(object.x)}, ${Math.round(object.y)}, ${object.component.width} by ${object.component.height}`,
      ];
    }
    const zone = scene.zones.find((item) => item.key === key);
    return zone ? [`dropzone ${zone.zone.name}, ${zone.zone.width} by ${zone.zone.height}`] : [];
  });
  return (
    <div className="visually-hidden">
      <p>
        Keys on the canvas: N selects the next part and Shift+N the previous; the arrow keys move it; Shift and an arrow make it wider,
        narrower, taller or shorter; Delete removes it; Ctrl+Z undoes.
      </p>
      <p role="status">{names.length === 0 ? 'Nothing selected' : `Selected: ${names.join('; ')}`}</p>
    </div>
  );
}
