import { useEffect, useId, useState } from 'react';
import { assignSheetFrames, cardSizeForFrame, type GameDocument } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { FormError } from '../../forms/FormError.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { isConflict } from '../save-errors.ts';
import { uploadFailureText } from '../assets/upload-names.ts';
import { BulkDialog } from './BulkDialog.tsx';
import { DEFAULT_BULK_ORDER, OrderField, type BulkOrder } from './OrderField.tsx';
import { imageSize, SHEET_MAX_CELLS, uploadSheet, type UploadedSheet } from './sheet-upload.ts';
import { deckPlacedFree } from '../visual/piece-placement.ts';
import { deckFromSheetWithBack, type CardBack } from './card-back.ts';
import { CardBackField, type BackChoice } from './CardBackField.tsx';

type Edit = { ok: true; doc: GameDocument } | { ok: false; problems: Array<{ message: string }> };

/**
 * A dropped image: asks once how it is cut (rows × columns; 1 × 1 is a single picture), uploads it as an
 * asset, then offers a deck of its frames (a card per frame, in one save, shuffled whenever a room opens
 * unless the author keeps the sheet's order) with the back of the cards (plain, a frame of the sheet, or an
 * image dropped or chosen there), or, on a component's variants page, to give that component's variants the
 * frames in order.
 */
export function SheetDropDialog({ file, componentId, onClose }: { file: File; componentId?: string; onClose: () => void }) {
  const id = useId();
  const { game, doc, actions } = useEditor();
  const toast = useToast();
  const [rows, setRows] = useState('1');
  const [columns, setColumns] = useState('1');
  const [order, setOrder] = useState<BulkOrder>(DEFAULT_BULK_ORDER);
  const [percent, setPercent] = useState<number | null>(null);
  const [sheet, setSheet] = useState<UploadedSheet | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [back, setBack] = useState<BackChoice>({ kind: 'plain' });
  const [backPercent, setBackPercent] = useState<number | null>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    // imageSize never rejects: a size it cannot read is undefined.
    void imageSize(file).then(setSize);
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const cells = (text: string) => Number(text);
  const valid = [rows, columns].every((text) => Number.isInteger(cells(text)) && cells(text) >= 1 && cells(text) <= SHEET_MAX_CELLS);
  const frames = valid ? cells(rows) * cells(columns) : 0;
  const component = componentId ? doc.components.find((candidate) => candidate.id === componentId) : undefined;
  const variants = component ? doc.variants.filter((variant) => variant.componentId === component.id).length : 0;

  const upload = async () => {
    setProblem(null);
    setPercent(0);
    try {
      setSheet(
        await uploadSheet(
          file,
          { rows: cells(rows), columns: cells(columns) },
          { gameId: game.id, assetNames: doc.assets.map((asset) => asset.name), actions, onProgress: setPercent },
        ),
      );
    } catch (error) {
      setProblem(uploadFailureText(error));
    } finally {
      setPercent(null);
    }
  };

  // The draft with the new asset: the editor's, once it has caught up, else the one the upload saved.
  const current = () => (sheet && !doc.assets.some((asset) => asset.id === sheet.assetRefId) ? sheet.revision.document : doc);
  const save = async (edit: (doc: GameDocument) => Edit, success: string, base: GameDocument = current()) => {
    setProblem(null);
    const result = edit(base);
    if (!result.ok) return setProblem(result.problems[0]?.message ?? 'This cannot be done.');
    setBusy(true);
    try {
      await actions.saveDocument(result.doc);
      toast.show({ id: 'sheet-drop', variant: 'success', content: success });
      onClose();
    } catch (error) {
      if (!isConflict(error)) setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const frame = size && valid ? cardSizeForFrame(size.width / cells(columns), size.height / cells(rows)) : cardSizeForFrame();
  // A frame of the sheet that is the back is not a card as well.
  const cards = sheet ? sheet.frames - (back.kind === 'frame' ? 1 : 0) : 0;

  /** The deck of the sheet's frames with the chosen back: an image file is uploaded first, as the sheet was. */
  const makeDeck = async (uploaded: UploadedSheet) => {
    setProblem(null);
    let base = current();
    let cardBack: CardBack = back.kind === 'file' ? { kind: 'plain' } : back;
    if (back.kind === 'file') {
      setBackPercent(0);
      try {
        const image = await uploadSheet(
          back.file,
          { rows: 1, columns: 1 },
          { gameId: game.id, assetNames: base.assets.map((asset) => asset.name), actions, onProgress: setBackPercent },
        );
        // The draft as that upload saved it holds the sheet and the back.
        base = image.revision.document;
        cardBack = { kind: 'image', assetRefId: image.assetRefId };
      } catch (error) {
        return setProblem(uploadFailureText(error));
      } finally {
        setBackPercent(null);
      }
    }
    await save(
      (draft) =>
        deckPlacedFree(
          deckFromSheetWithBack(draft, uploaded.assetRefId, {
            frames: uploaded.frames,
            ...frame,
            shuffleAtStart: order === 'shuffled',
            back: cardBack,
          }),
        ),
      `Added a deck of ${cards} cards from ${uploaded.name}.`,
      base,
    );
  };

  return (
    <BulkDialog title={sheet ? `Added ${sheet.name}` : `Add ${file.name}`} onClose={onClose}>
      {preview ? <img className="sheet-drop-preview" src={preview} alt="" /> : null}
      {!sheet ? (
        <>
          <p className="muted">How is it cut? A sheet of card art is rows × columns frames; 1 × 1 is a single picture.</p>
          <div className="bulk-action-row">
            <div className="field">
              <label htmlFor={`${id}-rows`}>Rows</label>
              <input
                id={`${id}-rows`}
                type="number"
                min={1}
                max={SHEET_MAX_CELLS}
                value={rows}
                onChange={(event) => setRows(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-columns`}>Columns</label>
              <input
                id={`${id}-columns`}
                type="number"
                min={1}
                max={SHEET_MAX_CELLS}
                value={columns}
                onChange={(event) => setColumns(event.target.value)}
              />
            </div>
            <Button onClick={() => void upload()} disabled={!valid || percent !== null} aria-busy={percent !== null}>
              {frames > 1 ? `Upload as ${frames} frames` : 'Upload'}
            </Button>
          </div>
          {percent !== null ? <progress max={100} value={percent} aria-label={`Uploading ${file.name}`} /> : null}
        </>
      ) : sheet.frames > 1 ? (
        <>
          <section className="bulk-action" aria-labelledby={`${id}-deck`}>
            <h3 id={`${id}-deck`}>A deck of these</h3>
            <p className="muted">
              A card per frame ({frame.width} × {frame.height} px) and a deck of them near the middle of the table, shuffled whenever a room
              opens unless you keep the sheet’s order. A CSV of names and values can fill them in afterwards.
            </p>
            <CardBackField
              value={back}
              onChange={setBack}
              grid={{ rows: cells(rows), columns: cells(columns) }}
              sheetUrl={preview}
              aspect={frame.width / frame.height}
              disabled={busy || backPercent !== null}
            />
            {backPercent !== null && back.kind === 'file' ? (
              <progress max={100} value={backPercent} aria-label={`Uploading ${back.file.name}`} />
            ) : null}
            <div className="bulk-action-row">
              <OrderField id={`${id}-order`} value={order} onChange={setOrder} keep="Keep the sheet’s order" />
              <Button
                disabled={busy || backPercent !== null}
                aria-busy={busy || backPercent !== null}
                // makeDeck catches its own failures and shows them.
                onClick={() => void makeDeck(sheet)}
              >
                Make a deck of {cards}
              </Button>
            </div>
          </section>
          {component && variants > 0 ? (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                // save catches its own failures and shows them.
                void save(
                  (base) => assignSheetFrames(base, component.id, sheet.assetRefId, { frameCount: sheet.frames }),
                  `Gave ${Math.min(variants, sheet.frames)} variants a frame of ${sheet.name}.`,
                )
              }
            >
              Give the {variants} {variants === 1 ? 'variant' : 'variants'} of {component.name} these frames in order
            </Button>
          ) : null}
        </>
      ) : (
        <p>It is in the game’s assets: choose it for a face, a field or a surface.</p>
      )}
      <FormError message={problem} />
      <div className="form-actions">
        <Button variant="outlined" color="gray" onClick={onClose} disabled={busy}>
          {sheet ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </BulkDialog>
  );
}
