import { useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { Component } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { VARIANTS_CSV } from '../documents.ts';
import { isConflict } from '../save-errors.ts';
import { downloadText } from './download.ts';
import { csvFileName, csvForDownload } from './variant-rows.ts';

/** Largest CSV file read in the browser; a 2,000-variant deck is far smaller. */
const CSV_MAX_BYTES = 5_000_000;

/**
 * Import and export of a component's variants as CSV: a header row `name` then the field names, one row
 * per variant. An import replaces the variants (matched by name, so objects keep theirs); when any row
 * is wrong nothing is imported and the message names the row and column.
 */
export function VariantsCsv({ component, hasUnsavedEdits }: { component: Component; hasUnsavedEdits: boolean }) {
  const id = useId();
  const { game, revision, readOnly, userName, actions } = useEditor();
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [forSpreadsheets, setForSpreadsheets] = useState(true);

  const exportCsv = async () => {
    setBusy('export');
    try {
      const { data } = await client.query({
        query: VARIANTS_CSV,
        variables: { userName, gameName: game.gameName, revisionName: revision.name, componentId: component.id },
        fetchPolicy: 'network-only',
      });
      const csv = data?.game?.revision?.variantsCsv;
      if (csv === undefined) throw new Error('This revision is no longer available. Reload the page.');
      downloadText(csvFileName(component.name), csvForDownload(csv, forSpreadsheets));
    } catch (error) {
      toast.show({ id: 'variants-csv', variant: 'error', content: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    setProblem(null);
    if (file.size > CSV_MAX_BYTES) {
      setProblem(`The file is too large to be a variants table (over ${CSV_MAX_BYTES / 1_000_000} MB).`);
      return;
    }
    if (
      hasUnsavedEdits &&
      !window.confirm('The table has unsaved changes. Importing replaces the variants and drops those changes. Import anyway?')
    )
      return;
    setBusy('import');
    try {
      const text = await file.text();
      const saved = await actions.importVariantsCsv(component.id, text);
      const count = saved.document.variants.filter((variant) => variant.componentId === component.id).length;
      toast.show({
        id: 'variants-csv',
        variant: 'success',
        content: `Imported ${file.name}: ${count} ${count === 1 ? 'variant' : 'variants'}.`,
      });
    } catch (error) {
      if (!isConflict(error)) setProblem(errorMessage(error));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="variants-csv" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>CSV</h2>
      <p className="muted">
        A header row <code>name</code> then the field names, one row per variant. Image cells name an asset; a <code>frame</code> column
        gives a sheet frame as <code>Card faces#12</code>. Importing replaces the variants: rows are matched to variants by name, so placed
        objects keep theirs.
      </p>
      <div className="variants-csv-actions">
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={busy !== null} aria-busy={busy === 'export'}>
          Export CSV
        </Button>
        <label className="variants-csv-bom">
          <input type="checkbox" checked={forSpreadsheets} onChange={(event) => setForSpreadsheets(event.target.checked)} /> For Excel
          (marks the file as UTF-8)
        </label>
        {readOnly ? null : (
          <>
            <label htmlFor={`${id}-file`} className="visually-hidden">
              Import CSV file
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              className="visually-hidden"
              type="file"
              accept=".csv,text/csv,text/plain"
              disabled={busy !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void importFile(file);
              }}
            />
            <Button onClick={() => input.current?.click()} disabled={busy !== null} aria-busy={busy === 'import'}>
              Import CSV…
            </Button>
          </>
        )}
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          Nothing was imported. {problem}
        </p>
      ) : null}
    </section>
  );
}
