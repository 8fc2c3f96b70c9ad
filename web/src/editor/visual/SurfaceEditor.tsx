import { matchesShortcut } from '../../actions/shortcuts.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import { pruneSelection, type Selection } from './selection.ts';
import { surfaceScene, containerAt, keyOf, parseKey } from './surface-scene.ts';
import { addAnchorEdit, addObjectEdit, addZoneEdit } from './surface-edits.ts';
import { SURFACE_ACTIONS, isTyping, surfaceAction, type SurfaceActionContext } from './surface-actions.ts';
import { useVisualDocument } from './use-visual-document.ts';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';
import { SurfaceCanvas, type SnapSettings, type SurfaceCanvasHandle } from './SurfaceCanvas.tsx';
import { Palette, type PalettePiece } from './Palette.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { SelectionInspector } from './SelectionInspector.tsx';
import { TestPlayButton } from './TestPlayButton.tsx';
import './visual.css';

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

/**
 * The visual editor of one surface: the palette to drag pieces from, the canvas, the toolbar (undo,
 * redo, duplicate, delete, align, distribute, snapping, zoom, test play) and the selection's settings.
 * Every change saves by itself, in batches, and the indicator says how that is going.
 */
export function SurfaceEditor({ surfaceId }: { surfaceId: string }) {
  const { path } = useEditor();
  const visual = useVisualDocument();
  const { doc, commit, readOnly } = visual;
  const surface = doc.surfaces.find((candidate) => candidate.id === surfaceId);
  const scene = useMemo(() => surfaceScene(doc, surfaceId), [doc, surfaceId]);
  const [selection, setSelection] = useState<Selection>([]);
  const [snap, setSnap] = useState<SnapSettings>({ enabled: true, grid: 10 });
  const [carryContents, setCarryContents] = useState(false);
  const canvas = useRef<SurfaceCanvasHandle>(null);

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
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly]);

  if (!surface) return null;

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

  const run = (name: string) => {
    const action = surfaceAction(name);
    if (action.enabled(context)) action.perform(context);
  };
  const button = (name: string, extra: { variant?: 'outlined' } = { variant: 'outlined' }) => {
    const action = surfaceAction(name);
    return (
      <Button
        key={name}
        size="small"
        {...extra}
        disabled={readOnly || !action.enabled(context)}
        onClick={() => run(name)}
        title={action.shortcuts?.[0] ? `${action.label} (${action.shortcuts[0].label})` : action.label}
      >
        {action.label}
      </Button>
    );
  };

  const selectedZone = selection.length === 1 && parseKey(selection[0]!).kind === 'dropzone' ? parseKey(selection[0]!).id : null;
  const addZone = () => {
    const centre = canvas.current?.viewCentre() ?? { x: surface.width / 2, y: surface.height / 2 };
    const { edit, id } = addZoneEdit(doc, surfaceId, { x: centre.x - 150, y: centre.y - 100, width: 300, height: 200 });
    if (commit(edit)) setSelection([keyOf.dropzone(id)]);
  };
  const addAnchor = () => {
    const zone = doc.dropzones.find((candidate) => candidate.id === selectedZone);
    if (!zone) return;
    // At the zone's centre, where anchors are measured from.
    const { edit, id } = addAnchorEdit(doc, zone.id, { x: 0, y: 0 });
    if (commit(edit)) setSelection([keyOf.anchor(id)]);
  };

  return (
    <section className="surface-editor" aria-labelledby="surface-editor-title">
      <header className="surface-editor-header">
        <h2 id="surface-editor-title">Layout of {surface.name}</h2>
        <SaveIndicator save={visual.save} onReload={() => void visual.reload()} />
        <TestPlayButton />
      </header>
      <div className="surface-toolbar" role="toolbar" aria-label="Canvas tools">
        <UndoRedoButtons visual={visual} />
        <div className="toolbar-group">
          {button('duplicate')}
          {button('delete')}
        </div>
        <div className="toolbar-group" aria-label="Align and distribute">
          {ALIGN_BUTTONS.map((name) => button(name))}
        </div>
        <div className="toolbar-group">
          <Button size="small" variant="outlined" disabled={readOnly} onClick={addZone}>
            Add dropzone
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={readOnly || !selectedZone}
            onClick={addAnchor}
            title="Adds an anchor to the selected dropzone"
          >
            Add anchor
          </Button>
          <label className="checkbox" title="Off: a dropzone moves alone, and pieces it is dropped on stay where they are">
            <input type="checkbox" checked={carryContents} onChange={(event) => setCarryContents(event.target.checked)} /> Move contents
            with dropzones
          </label>
        </div>
        <div className="toolbar-group">
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
          <Button size="small" variant="outlined" onClick={() => canvas.current?.zoomBy(1.2)} aria-label="Zoom in">
            +
          </Button>
          <Button size="small" variant="outlined" onClick={() => canvas.current?.zoomBy(1 / 1.2)} aria-label="Zoom out">
            −
          </Button>
          <Button size="small" variant="outlined" onClick={() => canvas.current?.fit()}>
            Fit
          </Button>
        </div>
      </div>
      <div className="surface-editor-body">
        <aside className="surface-palette" aria-label="Palette">
          <h3>Palette</h3>
          <p className="muted">Drag onto the surface, or onto a container to put it inside.</p>
          <Palette
            doc={doc}
            disabled={readOnly}
            onAdd={(piece) => place(piece, canvas.current?.viewCentre() ?? { x: surface.width / 2, y: surface.height / 2 })}
          />
        </aside>
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
        />
        <aside className="surface-inspector" aria-label="Selection">
          <SelectionInspector doc={doc} selection={selection} readOnly={readOnly} commit={commit} path={path} />
          <p className="muted surface-count" data-testid="surface-object-count">
            {scene.objects.length} {scene.objects.length === 1 ? 'object' : 'objects'} on this surface · {selection.length} selected
          </p>
        </aside>
      </div>
    </section>
  );
}
