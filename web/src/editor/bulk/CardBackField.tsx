import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Button } from '../../shell/button.tsx';
import { classifyFile, useFileDropProps, type DroppedFile } from './use-file-drop.ts';

/** The back chosen in the sheet's dialog: the plain one, a frame of the sheet (from 0), or an image file to upload. */
export type BackChoice = { kind: 'plain' } | { kind: 'frame'; index: number } | { kind: 'file'; file: File };

/** The plain back's colour, as a card made from a sheet has it (deckFromSheet). */
const PLAIN_BACK = '#1e3a8a';

const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/** How a frame of a rows × columns sheet is named: by its place, as the author sees the sheet. */
export function frameLabel(index: number, grid: { rows: number; columns: number }): string {
  return `Frame ${index + 1} (row ${Math.floor(index / grid.columns) + 1}, column ${(index % grid.columns) + 1})`;
}

/** The CSS that shows one frame of a sheet image in a box of the frame's shape. */
function frameStyle(url: string, index: number, grid: { rows: number; columns: number }): CSSProperties {
  const row = Math.floor(index / grid.columns);
  const column = index % grid.columns;
  const at = (place: number, count: number) => (count > 1 ? `${(place / (count - 1)) * 100}%` : '0%');
  return {
    backgroundImage: `url("${url}")`,
    backgroundSize: `${grid.columns * 100}% ${grid.rows * 100}%`,
    backgroundPosition: `${at(column, grid.columns)} ${at(row, grid.rows)}`,
  };
}

/**
 * The back of the cards a sheet becomes, asked beside the deck it makes: the plain back, a frame of the
 * sheet, or an image dropped on the field or chosen with its picker; shown as it will look.
 */
export function CardBackField({
  value,
  onChange,
  grid,
  sheetUrl,
  aspect,
  disabled = false,
}: {
  value: BackChoice;
  onChange: (choice: BackChoice) => void;
  grid: { rows: number; columns: number };
  /** The sheet as the browser shows it, for a frame's preview. */
  sheetUrl?: string;
  /** A card's width over its height. */
  aspect: number;
  disabled?: boolean;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string>();
  const file = value.kind === 'file' ? value.file : null;
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setFileUrl(undefined);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = (dropped: DroppedFile) => {
    if (dropped.kind !== 'image') return setRefused(`${dropped.file.name} is not an image (PNG, JPEG, WebP, GIF).`);
    setRefused(null);
    onChange({ kind: 'file', file: dropped.file });
  };
  const drop = useFileDropProps(take);
  const frames = grid.rows * grid.columns;
  const selected = value.kind === 'plain' ? 'plain' : value.kind === 'file' ? 'file' : `frame-${value.index}`;
  const preview: CSSProperties =
    value.kind === 'file' && fileUrl
      ? { backgroundImage: `url("${fileUrl}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : value.kind === 'frame' && sheetUrl
        ? frameStyle(sheetUrl, value.index, grid)
        : { background: PLAIN_BACK };

  return (
    <fieldset className="sheet-back" disabled={disabled}>
      <legend>Back of the cards</legend>
      <div className="sheet-back-row">
        <span className="sheet-back-preview" style={{ ...preview, aspectRatio: String(aspect) }} aria-hidden="true" />
        <div className="field">
          <label htmlFor={`${id}-back`}>Back</label>
          <select
            id={`${id}-back`}
            value={selected}
            onChange={(event) => {
              const choice = event.target.value;
              if (choice === 'plain') onChange({ kind: 'plain' });
              else if (choice.startsWith('frame-')) onChange({ kind: 'frame', index: Number(choice.slice('frame-'.length)) });
            }}
          >
            <option value="plain">Plain (dark blue)</option>
            {file ? <option value="file">{file.name}</option> : null}
            {Array.from({ length: frames }, (_, index) => (
              <option key={index} value={`frame-${index}`}>
                {frameLabel(index, grid)} of the sheet
              </option>
            ))}
          </select>
        </div>
        <div
          className="sheet-back-drop"
          data-drop-hint="Drop the back's image"
          {...(drop.over ? { 'data-file-drop-over': '' } : {})}
          {...drop.props}
        >
          <span className="muted">Drop an image here, or</span>
          <Button size="small" variant="outlined" onClick={() => picker.current?.click()}>
            Choose an image…
          </Button>
          <input
            ref={picker}
            type="file"
            hidden
            accept={IMAGES}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) take(classifyFile(chosen));
            }}
          />
        </div>
      </div>
      <p className="muted sheet-back-note">A frame of the sheet that is the back is not a card too.</p>
      {refused ? (
        <p className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
    </fieldset>
  );
}
