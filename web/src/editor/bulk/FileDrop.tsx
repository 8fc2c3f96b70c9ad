import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useEditor } from '../editor-context.tsx';
import { readCsvFile, type CsvFile } from '../variants/read-csv-file.ts';
import { CsvPreviewDialog } from '../variants/CsvPreviewDialog.tsx';
import { BulkDialog } from './BulkDialog.tsx';
import { SheetDropDialog } from './SheetDropDialog.tsx';
import { classifyFile, useFileDrop, useFileDropProps, type DroppedFile } from './use-file-drop.ts';
import { Button } from '../../shell/button.tsx';
import type { ButtonStyle } from '../../shell/button-class.ts';

/** Listens nowhere: the drop target is the wrapper this component renders. */
const NO_TARGET: RefObject<HTMLElement | null> = { current: null };

/** What the file picker offers: the images and the CSV files a drop takes (anything else is refused alike). */
const PICKABLE = 'image/png,image/jpeg,image/webp,image/gif,.csv,text/csv';

/** What ChooseFileButton says: the one name of the picker wherever a drop works. */
export const CHOOSE_FILE_LABEL = 'Choose a sheet or CSV…';

/** Opens the file picker of the FileDrop around; null in a published revision, where nothing may be added. */
const ChooserContext = createContext<(() => void) | null>(null);

type Open = { kind: 'image'; file: File } | { kind: 'csv'; csv: CsvFile } | { kind: 'refused'; message: string } | null;

/**
 * Drop art or data anywhere on what it covers, or choose it with the file picker (ChooseFileButton, for a
 * phone, which cannot drop): either way an image asks rows × columns once and offers a deck of its frames;
 * a CSV opens the variants preview (of `componentId`, else of a component the author picks). Wraps
 * `children`, or with `targetRef` listens on an element rendered elsewhere (a canvas) and renders only its
 * children, the picker and its dialogs. Nothing happens in a published, read-only revision.
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
  const picker = useRef<HTMLInputElement>(null);
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

  if (readOnly) return <>{children}</>;
  const inside = (
    <ChooserContext.Provider value={() => picker.current?.click()}>
      {children}
      {/* The picker hands its file to the drop's own handling: the same dialogs, the same refusals. */}
      <input
        ref={picker}
        type="file"
        hidden
        accept={PICKABLE}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) take(classifyFile(file));
        }}
      />
      {dialogs}
    </ChooserContext.Provider>
  );
  if (targetRef) return inside;
  return (
    <div
      className={['file-drop', className].filter(Boolean).join(' ')}
      data-drop-hint="Drop a sprite sheet or a CSV of variants"
      {...(drop.over ? { 'data-file-drop-over': '' } : {})}
      {...drop.props}
    >
      {inside}
    </div>
  );
}

/** Opens the file picker of the FileDrop around it: what a drop does, for those who cannot drop. Nothing outside one. */
export function ChooseFileButton({ children = CHOOSE_FILE_LABEL, ...style }: { children?: ReactNode } & ButtonStyle) {
  const choose = useContext(ChooserContext);
  if (!choose) return null;
  return (
    <Button {...style} onClick={choose}>
      {children}
    </Button>
  );
}

/** A page's line saying a sheet or a CSV may be dropped anywhere on it, with the picker beside it. */
export function FileDropHint({ children }: { children: ReactNode }) {
  const choose = useContext(ChooserContext);
  if (!choose) return null;
  return (
    <p className="file-drop-hint">
      <span>{children}</span>
      <ChooseFileButton size="small" variant="outlined" />
    </p>
  );
}
