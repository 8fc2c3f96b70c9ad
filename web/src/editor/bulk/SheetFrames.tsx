import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { assignSheetFrames, type Component } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import { UPLOAD } from '../../uploads/asset-documents.ts';
import { useBulkEdit } from './use-bulk-edit.ts';
import { FormError } from '../../forms/FormError.tsx';
import './bulk.css';

/**
 * On a component's variants page: give the variants consecutive frames of an uploaded sheet in one
 * step (variant 1 frame 0, variant 2 frame 1…), instead of setting each variant's page by hand.
 */
export function SheetFrames({ component }: { component: Component }) {
  const id = useId();
  const { doc, readOnly } = useEditor();
  // Refs to a whole asset; a ref that already names one frame is a single picture, not a sheet.
  const sheets = doc.assets.filter((ref) => ref.frame === undefined);
  const [refId, setRefId] = useState(sheets[0]?.id ?? '');
  const [startText, setStartText] = useState('0');
  const ref = sheets.find((candidate) => candidate.id === refId);
  const { data } = useQuery(UPLOAD, { variables: { id: ref?.assetId ?? '' }, skip: !ref });
  const upload = data?.asset;
  const frameCount = upload?.rows && upload.columns ? upload.rows * upload.columns : undefined;
  const { run, busy, problem } = useBulkEdit('assign-frames');
  const variants = doc.variants.filter((variant) => variant.componentId === component.id).length;
  const start = Number(startText);
  const validStart = Number.isInteger(start) && start >= 0 && (frameCount === undefined || start < frameCount);
  if (readOnly || variants === 0) return null;

  return (
    <section className="editor-subsection bulk-action" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Frames from a sheet</h2>
      {sheets.length === 0 ? (
        <p className="muted">
          Upload a sheet on the Assets page (it is cut into rows × columns frames) to give every variant its own frame in one step.
        </p>
      ) : (
        <>
          <p className="muted">
            Gives the variants, in their order, one frame each: the first variant the start frame, the next the frame after it, row by row.
            {frameCount !== undefined ? ` This sheet has ${frameCount} frames.` : ''}
          </p>
          <div className="bulk-action-row">
            <div className="field">
              <label htmlFor={`${id}-sheet`}>Sheet</label>
              <select id={`${id}-sheet`} value={refId} onChange={(event) => setRefId(event.target.value)}>
                {sheets.map((sheet) => (
                  <option key={sheet.id} value={sheet.id}>
                    {sheet.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-start`}>Start at frame</label>
              <input
                id={`${id}-start`}
                type="number"
                min={0}
                step={1}
                value={startText}
                onChange={(event) => setStartText(event.target.value)}
                aria-invalid={!validStart}
              />
            </div>
            <Button
              disabled={busy || !ref || !validStart}
              aria-busy={busy}
              onClick={() =>
                // run catches its own failures and shows them as the problem.
                void run(
                  (current) => assignSheetFrames(current, component.id, refId, { start, frameCount }),
                  `Gave ${Math.min(variants, (frameCount ?? Infinity) - start)} variants a frame of ${ref?.name ?? 'the sheet'}.`,
                )
              }
            >
              Give {variants} {variants === 1 ? 'variant' : 'variants'} frames in order
            </Button>
          </div>
        </>
      )}
      <FormError message={problem} />
    </section>
  );
}
