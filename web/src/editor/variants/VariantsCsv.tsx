import { useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { previewVariantsCsv, type Component } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { VARIANTS_CSV } from '../documents.ts';
import { isConflict } from '../save-errors.ts';
import { downloadText } from './download.ts';
import { csvFileName, csvForDownload } from './variant-rows.ts';
import { CsvPreviewDialog } from './CsvPreviewDialog.tsx';
import { readCsvFile, type CsvFile } from './read-csv-file.ts';

/**
 * Import and export of a component's variants as CSV: a header row `name` then the field names, one row
 * per variant. An import with columns that are not fields yet is previewed first (new fields and their
 * types, variants, bad rows); an import replaces the variants (matched by name, so objects keep theirs),
 * and when any row is wrong nothing is imported.
 */
export function VariantsCsv({ component, hasUnsavedEdits }: { component: Component; hasUnsavedEdits: boolean }) {
  const id = useId();
  const { game, revision, doc, readOnly, userName, actions } = useEditor();
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [forSpreadsheets, setForSpreadsheets] = useState(true);
  const [pending, setPending] = useState<CsvFile | null>(null);

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
    if (
      hasUnsavedEdits &&
      !window.confirm('The table has unsaved changes. Importing replaces the variants and drops those changes. Import anyway?')
    )
      return;
    setBusy('import');
    try {
      const read = await readCsvFile(file);
      if ('problem' in read) return setProblem(read.problem);
      // New columns are shown with their types before anything is saved; a CSV of the fields the
      // component has imports at once, as it always did, and a wrong row is named below.
      if ((previewVariantsCsv(doc, component.id, read.text)?.newFields.length ?? 0) > 0) return setPending(read);
      const saved = await actions.importVariantsCsv(component.id, read.text);
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
        A header row <code>name</code> then column names, one row per variant. A column that is not a field yet becomes one (text, number or
        image, read from its cells); you see the new fields, their types and the variants before anything is saved. Image cells name an
        asset or a sheet frame like <code>Card faces#12</code>; a <code>frame</code> column gives each variant its frame, and a bare number
        there means the component’s own sheet. Importing replaces the variants: rows are matched to variants by name, so placed objects keep
        theirs. You can also drop a CSV file anywhere on this page.
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
                // importFile catches its own failures and shows them.
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
      {pending ? (
        <CsvPreviewDialog csv={pending.text} fileName={pending.fileName} componentId={component.id} onClose={() => setPending(null)} />
      ) : null}
    </section>
  );
}
