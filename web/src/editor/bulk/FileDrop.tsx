import { useState, type ReactNode, type RefObject } from 'react';
import { useEditor } from '../editor-context.tsx';
import { readCsvFile, type CsvFile } from '../variants/read-csv-file.ts';
import { CsvPreviewDialog } from '../variants/CsvPreviewDialog.tsx';
import { BulkDialog } from './BulkDialog.tsx';
import { SheetDropDialog } from './SheetDropDialog.tsx';
import { useFileDrop, useFileDropProps, type DroppedFile } from './use-file-drop.ts';
import { Button } from '../../shell/button.tsx';

/** Listens nowhere: the drop target is the wrapper this component renders. */
const NO_TARGET: RefObject<HTMLElement | null> = { current: null };

type Open = { kind: 'image'; file: File } | { kind: 'csv'; csv: CsvFile } | { kind: 'refused'; message: string } | null;

/**
 * Drop art or data anywhere on what it covers: an image asks rows × columns once and offers a deck of
 * its frames; a CSV opens the variants preview (of `componentId`, else of a component the author picks).
 * Wraps `children`, or with `targetRef` listens on an element rendered elsewhere (a canvas) and renders
 * only its dialogs. Nothing happens in a published, read-only revision.
 */
export function FileDrop({
  componentId,
  targetRef,
  className,
  children,
}: {
  componentId?: string;
  targetRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}) {
  const { readOnly } = useEditor();
  const [open, setOpen] = useState<Open>(null);
  const take = (dropped: DroppedFile) => {
    if (dropped.kind === 'image') return setOpen({ kind: 'image', file: dropped.file });
    if (dropped.kind === 'other')
      return setOpen({ kind: 'refused', message: `${dropped.file.name} is neither an image (PNG, JPEG, WebP, GIF) nor a CSV file.` });
    // The dialog that opens says how reading went; a file the browser cannot read is refused like any other.
    void readCsvFile(dropped.file)
      .catch(() => ({ problem: `${dropped.file.name} could not be read.` }))
      .then((read) => setOpen('problem' in read ? { kind: 'refused', message: read.problem } : { kind: 'csv', csv: read }));
  };
  useFileDrop(targetRef ?? NO_TARGET, take, Boolean(targetRef) && !readOnly);
  const drop = useFileDropProps(take);
  const close = () => setOpen(null);

  const dialogs =
    open?.kind === 'image' ? (
      <SheetDropDialog file={open.file} componentId={componentId} onClose={close} />
    ) : open?.kind === 'csv' ? (
      <CsvPreviewDialog csv={open.csv.text} fileName={open.csv.fileName} componentId={componentId} onClose={close} />
    ) : open?.kind === 'refused' ? (
      <BulkDialog title="This file cannot be used here" onClose={close}>
        <p role="alert">{open.message}</p>
        <div className="form-actions">
          <Button onClick={close}>Close</Button>
        </div>
      </BulkDialog>
    ) : null;

  if (targetRef || readOnly)
    return (
      <>
        {children}
        {dialogs}
      </>
    );
  return (
    <div
      className={['file-drop', className].filter(Boolean).join(' ')}
      data-drop-hint="Drop a sprite sheet or a CSV of variants"
      {...(drop.over ? { 'data-file-drop-over': '' } : {})}
      {...drop.props}
    >
      {children}
      {dialogs}
    </div>
  );
}
