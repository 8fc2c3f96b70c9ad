import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../shell/button.tsx';
import type { AssetPipeline } from '../../uploads/index.ts';
import type { UploadEntry, UploadSettings } from './use-asset-uploads.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Choosing images to upload: a button or a drop onto the area, several at once, each with its own
 * progress bar. A sheet is cut into rows × columns frames that variants can use one by one.
 */
export function AssetUploader({
  entries,
  onFiles,
  onClear,
}: {
  entries: readonly UploadEntry[];
  onFiles: (files: File[], settings: UploadSettings) => void;
  onClear: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pipeline, setPipeline] = useState<AssetPipeline>('image');
  const [rows, setRows] = useState('2');
  const [columns, setColumns] = useState('2');
  const [over, setOver] = useState(false);

  const settings = (): UploadSettings => (pipeline === 'sheet' ? { pipeline, rows: Number(rows), columns: Number(columns) } : { pipeline });
  const take = (files: FileList | null | undefined) => {
    const list = [...(files ?? [])];
    if (list.length > 0) onFiles(list, settings());
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  const finished = entries.some((entry) => entry.state === 'done' || entry.state === 'failed');
  return (
    <section className="asset-uploader" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Upload</h2>
      <div className="asset-upload-options">
        <div className="field">
          <label htmlFor={`${id}-pipeline`}>Kind of image</label>
          <select id={`${id}-pipeline`} value={pipeline} onChange={(event) => setPipeline(event.target.value as AssetPipeline)}>
            <option value="image">An image (card art, a board, a background)</option>
            <option value="sheet">A sheet cut into a grid of frames</option>
          </select>
        </div>
        {pipeline === 'sheet' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-rows`}>Rows</label>
              <input id={`${id}-rows`} type="number" min={1} max={50} value={rows} onChange={(event) => setRows(event.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-columns`}>Columns</label>
              <input
                id={`${id}-columns`}
                type="number"
                min={1}
                max={50}
                value={columns}
                onChange={(event) => setColumns(event.target.value)}
              />
            </div>
          </>
        ) : null}
      </div>
      <div
        className={over ? 'asset-drop asset-drop-over' : 'asset-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>Drop PNG, JPEG, WebP or GIF images here (up to 8 MB each), or</p>
        <label htmlFor={`${id}-file`} className="visually-hidden">
          Choose images to upload
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          multiple
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <Button onClick={() => input.current?.click()}>Choose images…</Button>
      </div>
      {entries.length > 0 ? (
        <ul className="upload-list" aria-label="Uploads">
          {entries.map((entry) => (
            <li key={entry.key} className={`upload-entry upload-${entry.state}`}>
              <span className="upload-name">{entry.fileName}</span>
              {entry.state === 'failed' ? (
                <span className="upload-error" role="alert">
                  {entry.error}
                </span>
              ) : (
                <>
                  <progress max={100} value={entry.percent} aria-label={`Uploading ${entry.fileName}`} />
                  <span className="upload-state">
                    {entry.state === 'uploading' ? `${entry.percent}%` : entry.state === 'adding' ? 'Adding…' : 'Added'}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {finished ? (
        <Button size="small" variant="outlined" color="gray" onClick={onClear}>
          Clear finished
        </Button>
      ) : null}
    </section>
  );
}
