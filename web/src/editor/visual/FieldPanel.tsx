import type { Field, GameDocument } from '@tablecraft/core/game';
import { Link } from 'react-router';
import type { Edit } from './changes.ts';
import { fieldSettingsEdit } from './face-edits.ts';

const FONTS = ['sans-serif', 'serif', 'monospace', 'Georgia', 'Arial', 'Verdana', 'Courier New', 'Trebuchet MS'];

/** The selected field's face and text style: font, size, colour, alignment, wrapping, bold. */
export function FieldPanel({
  doc,
  field,
  readOnly,
  commit,
  path,
}: {
  doc: GameDocument;
  field: Field;
  readOnly: boolean;
  commit: (edit: Edit) => boolean;
  path: (...segments: string[]) => string;
}) {
  const style = (changes: Partial<Field['style']>, mergeKey?: string) =>
    commit(fieldSettingsEdit(doc, field.id, { style: changes }, mergeKey));
  const fonts = FONTS.includes(field.style.fontFamily) ? FONTS : [field.style.fontFamily, ...FONTS];
  return (
    <fieldset className="face-field-settings" disabled={readOnly} aria-label={`Field ${field.name}`}>
      <h3>
        {field.name} <span className="muted">· {field.type}</span>
      </h3>
      <p className="muted">
        At {Math.round(field.x)}, {Math.round(field.y)} · {field.width}×{field.height}. Drag it on the face; pull its handles to resize.
      </p>
      <div className="field">
        <label htmlFor="face-field-face">Face</label>
        <select
          id="face-field-face"
          value={field.face}
          onChange={(event) => commit(fieldSettingsEdit(doc, field.id, { face: event.target.value as Field['face'] }))}
        >
          <option value="front">front</option>
          <option value="back">back</option>
        </select>
      </div>
      {field.type === 'image' ? null : (
        <div className="face-style-grid">
          <div className="field">
            <label htmlFor="face-field-font">Font</label>
            <select id="face-field-font" value={field.style.fontFamily} onChange={(event) => style({ fontFamily: event.target.value })}>
              {fonts.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="face-field-size">Size</label>
            <input
              id="face-field-size"
              type="number"
              min={1}
              max={1000}
              value={field.style.fontSize}
              onChange={(event) => {
                const size = Number(event.target.value);
                if (size > 0 && size <= 1000) style({ fontSize: size }, `size:${field.id}`);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="face-field-colour">Colour</label>
            <input
              id="face-field-colour"
              type="color"
              value={field.style.color.slice(0, 7)}
              onChange={(event) => style({ color: event.target.value }, `colour:${field.id}`)}
            />
          </div>
          <div className="field">
            <label htmlFor="face-field-align">Alignment</label>
            <select
              id="face-field-align"
              value={field.style.align}
              onChange={(event) => style({ align: event.target.value as Field['style']['align'] })}
            >
              <option value="left">left</option>
              <option value="center">centre</option>
              <option value="right">right</option>
            </select>
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={field.style.wrap} onChange={(event) => style({ wrap: event.target.checked })} /> Wrap lines
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={field.style.bold ?? false} onChange={(event) => style({ bold: event.target.checked })} /> Bold
          </label>
        </div>
      )}
      <Link to={path('fields', field.id)}>All settings of {field.name}</Link>
    </fieldset>
  );
}
