import type { GameDocument, Layout } from '@tablecraft/core/game';
import { Link } from 'react-router';
import type { Edit } from './changes.ts';
import { parseKey } from './surface-scene.ts';
import { objectSettingsEdit, zoneLayoutEdit } from './surface-edits.ts';
import type { Selection } from './selection.ts';

interface InspectorProps {
  doc: GameDocument;
  selection: Selection;
  readOnly: boolean;
  commit: (edit: Edit) => boolean;
  path: (...segments: string[]) => string;
}

/** Quick settings for what is selected: a dropzone's layout, an object's face and variant; the full form is one link away. */
export function SelectionInspector({ doc, selection, readOnly, commit, path }: InspectorProps) {
  if (selection.length === 0) return <p className="muted inspector-empty">Select an object, a dropzone or an anchor to change it here.</p>;
  if (selection.length > 1) return <p className="inspector-count">{selection.length} items selected</p>;
  const { kind, id } = parseKey(selection[0]!);
  if (kind === 'dropzone') {
    const zone = doc.dropzones.find((candidate) => candidate.id === id);
    if (!zone) return null;
    return (
      <div className="inspector">
        <h3>{zone.name}</h3>
        <LayoutChooser layout={zone.layout} disabled={readOnly} onChange={(layout) => commit(zoneLayoutEdit(doc, zone.id, layout))} />
        <Link to={path('dropzones', zone.id)}>All settings of {zone.name}</Link>
      </div>
    );
  }
  if (kind === 'anchor') {
    const anchor = doc.anchors.find((candidate) => candidate.id === id);
    if (!anchor) return null;
    return (
      <div className="inspector">
        <h3>{anchor.name}</h3>
        <p className="muted">
          {anchor.kind} at {anchor.x}, {anchor.y} in its dropzone. Drag it to move it.
        </p>
        <Link to={path('anchors', anchor.id)}>All settings of {anchor.name}</Link>
      </div>
    );
  }
  const object = doc.objects.find((candidate) => candidate.id === id);
  if (!object) return null;
  const component = doc.components.find((candidate) => candidate.id === object.componentId);
  const variants = doc.variants.filter((variant) => variant.componentId === object.componentId);
  return (
    <div className="inspector">
      <h3>{object.name ?? component?.name ?? 'Object'}</h3>
      {variants.length > 0 ? (
        <div className="field">
          <label htmlFor="inspector-variant">Variant</label>
          <select
            id="inspector-variant"
            value={object.variantId ?? ''}
            disabled={readOnly}
            onChange={(event) => commit(objectSettingsEdit(doc, object.id, { variantId: event.target.value || null }))}
          >
            <option value="">None</option>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={object.faceUp}
          disabled={readOnly}
          onChange={(event) => commit(objectSettingsEdit(doc, object.id, { faceUp: event.target.checked }))}
        />{' '}
        Face up
      </label>
      {component ? (
        <p className="muted">
          {component.kind} · {component.width}×{component.height}. Resizing changes every {component.name}.
        </p>
      ) : null}
      <Link to={path('objects', object.id)}>All settings of this object</Link>
    </div>
  );
}

const LAYOUT_DEFAULTS: Record<Layout['type'], Layout> = {
  free: { type: 'free' },
  grid: { type: 'grid', rows: 2, cols: 3 },
  stack: { type: 'stack' },
  spread: { type: 'spread', direction: 'horizontal', spacing: 40 },
};

/** Free, grid (rows × columns), stack or spread (direction and spacing); every change applies at once. */
function LayoutChooser({ layout, disabled, onChange }: { layout: Layout; disabled: boolean; onChange: (layout: Layout) => void }) {
  const number = (value: string, min: number, fallback: number) => {
    const parsed = Math.round(Number(value));
    return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
  };
  return (
    <fieldset className="layout-chooser" disabled={disabled}>
      <legend>Layout</legend>
      <div className="layout-types" role="radiogroup" aria-label="Layout">
        {(['free', 'grid', 'stack', 'spread'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="layout-type"
              value={type}
              checked={layout.type === type}
              onChange={() => onChange(LAYOUT_DEFAULTS[type])}
            />{' '}
            {type}
          </label>
        ))}
      </div>
      {layout.type === 'grid' ? (
        <div className="layout-numbers">
          <label>
            Rows{' '}
            <input
              type="number"
              min={1}
              max={50}
              value={layout.rows}
              onChange={(event) => onChange({ ...layout, rows: number(event.target.value, 1, layout.rows) })}
            />
          </label>
          <label>
            Columns{' '}
            <input
              type="number"
              min={1}
              max={50}
              value={layout.cols}
              onChange={(event) => onChange({ ...layout, cols: number(event.target.value, 1, layout.cols) })}
            />
          </label>
        </div>
      ) : null}
      {layout.type === 'spread' ? (
        <div className="layout-numbers">
          <label>
            Direction{' '}
            <select
              value={layout.direction}
              onChange={(event) => onChange({ ...layout, direction: event.target.value as 'horizontal' | 'vertical' })}
            >
              <option value="horizontal">horizontal</option>
              <option value="vertical">vertical</option>
            </select>
          </label>
          <label>
            Spacing{' '}
            <input
              type="number"
              min={0}
              value={layout.spacing}
              onChange={(event) => onChange({ ...layout, spacing: number(event.target.value, 0, layout.spacing) })}
            />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
