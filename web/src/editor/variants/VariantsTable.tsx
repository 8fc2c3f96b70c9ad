import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Component, Field, Variant } from '@tablecraft/core/game';
import { useUnsavedChangesPrompt, submitFailureFrom } from '../../forms/index.ts';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { useEditor } from '../editor-context.tsx';
import { isConflict } from '../save-errors.ts';
import { useDeletePart } from '../use-delete-part.ts';
import { NAME_COLUMN, rowCells, rowErrors, rowPatch, type RowCells } from './variant-rows.ts';
import { variantArtUrl } from './variant-art.ts';
import './variants.css';

interface RowProblems {
  byColumn: Record<string, string>;
  other: string[];
}

/**
 * Every variant of a component as a spreadsheet: a row per variant, a column per field. Edits stay in
 * the table until "Save changes", which saves each changed row; rows the API refuses keep their input
 * and show why on the cell concerned.
 */
export function VariantsTable({
  component,
  fields,
  variants,
  onDirtyChange,
}: {
  component: Component;
  fields: readonly Field[];
  variants: readonly Variant[];
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { doc, readOnly, actions } = useEditor();
  const toast = useToast();
  const deletePart = useDeletePart();
  const [edits, setEdits] = useState<Record<string, RowCells>>({});
  const [problems, setProblems] = useState<Record<string, RowProblems>>({});
  const [saving, setSaving] = useState(false);

  // Rows edited but since deleted (here or by a reload) are forgotten.
  const changed = variants.filter((variant) => edits[variant.id] && Object.keys(rowPatch(variant, fields, edits[variant.id]!)).length > 0);
  const dirty = changed.length > 0;
  useUnsavedChangesPrompt(dirty && !saving);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const edit = (variant: Variant, column: string, text: string) => {
    setEdits((current) => ({ ...current, [variant.id]: { ...(current[variant.id] ?? rowCells(variant, fields)), [column]: text } }));
    setProblems((current) => {
      const row = current[variant.id];
      if (!row?.byColumn[column]) return current;
      const { [column]: _fixed, ...rest } = row.byColumn;
      return { ...current, [variant.id]: { ...row, byColumn: rest } };
    });
  };

  const save = async () => {
    setSaving(true);
    const failed: Record<string, RowProblems> = {};
    let saved = 0;
    for (const variant of changed) {
      try {
        await actions.updatePart('variant', variant.id, rowPatch(variant, fields, edits[variant.id]!));
        saved += 1;
        setEdits(({ [variant.id]: _done, ...rest }) => rest);
      } catch (error) {
        if (isConflict(error)) break;
        const failure = submitFailureFrom(error);
        const index = doc.variants.findIndex((candidate) => candidate.id === variant.id);
        const found = rowErrors(failure.fieldErrors, index);
        failed[variant.id] =
          Object.keys(found.byColumn).length > 0 || found.other.length > 0 ? found : { byColumn: {}, other: [failure.message] };
      }
    }
    setProblems(failed);
    setSaving(false);
    if (saved > 0)
      toast.show({ id: 'variants-saved', variant: 'success', content: saved === 1 ? 'Saved 1 variant.' : `Saved ${saved} variants.` });
  };

  if (variants.length === 0) return <p className="muted">No variants yet. Add one below or import a CSV file.</p>;

  const rowsWithProblems = variants.filter((variant) => problems[variant.id]);
  // A column of each card's art, when any has some: the author tells the cards apart at a glance.
  const art = new Map(variants.map((variant) => [variant.id, variantArtUrl(doc, component, variant)]));
  const showArt = [...art.values()].some((url) => url !== null);
  return (
    <div className="variants-table-block">
      <div className="variants-table-scroll">
        <table className="variants-table" aria-label={`Variants of ${component.name}`}>
          <thead>
            <tr>
              {showArt ? <th scope="col">Art</th> : null}
              <th scope="col">Name</th>
              {fields.map((field) => (
                <th key={field.id} scope="col">
                  {field.name}
                  <span className="variants-column-type">{field.type}</span>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <VariantRow
                key={variant.id}
                variant={variant}
                fields={fields}
                art={showArt ? (art.get(variant.id) ?? null) : undefined}
                cells={edits[variant.id] ?? rowCells(variant, fields)}
                problems={problems[variant.id]}
                readOnly={readOnly || saving}
                onEdit={edit}
                onDelete={() => void deletePart('variant', variant.id, variant.name)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rowsWithProblems.length > 0 ? (
        <div className="form-error" role="alert">
          {rowsWithProblems.length === 1 ? 'A row was not saved:' : `${rowsWithProblems.length} rows were not saved:`}
          <ul>
            {rowsWithProblems.map((variant) => (
              <li key={variant.id}>
                {variant.name}:{' '}
                {[
                  ...Object.entries(problems[variant.id]!.byColumn).map(
                    ([column, message]) =>
                      `${column === NAME_COLUMN ? 'Name' : (fields.find((field) => field.id === column)?.name ?? column)} ${message}`,
                  ),
                  ...problems[variant.id]!.other,
                ].join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {readOnly ? null : (
        <div className="form-actions">
          <Button onClick={() => void save()} disabled={!dirty || saving} aria-busy={saving}>
            Save changes
          </Button>
          {dirty ? (
            <Button variant="outlined" color="gray" onClick={() => setEdits({})} disabled={saving}>
              Discard changes
            </Button>
          ) : null}
          <span className="muted">{dirty ? `${changed.length} changed ${changed.length === 1 ? 'row' : 'rows'}` : 'All saved'}</span>
        </div>
      )}
    </div>
  );
}

function VariantRow({
  variant,
  art,
  fields,
  cells,
  problems,
  readOnly,
  onEdit,
  onDelete,
}: {
  variant: Variant;
  /** The thumbnail's URL (null: no art); undefined when the table has no art column. */
  art?: string | null;
  fields: readonly Field[];
  cells: RowCells;
  problems?: RowProblems;
  readOnly: boolean;
  onEdit: (variant: Variant, column: string, text: string) => void;
  onDelete: () => void;
}) {
  const { doc, path } = useEditor();
  const cell = (column: string, label: string, field?: Field) => {
    const error = problems?.byColumn[column];
    const common = {
      'aria-label': `${label} of ${variant.name}`,
      'aria-invalid': Boolean(error),
      title: error ? `${label} ${error}` : undefined,
      disabled: readOnly,
      value: cells[column] ?? '',
    };
    if (field?.type === 'image')
      return (
        <select {...common} onChange={(event) => onEdit(variant, column, event.target.value)}>
          <option value="">None</option>
          {doc.assets.map((asset) => (
            <option key={asset.id} value={asset.id}>
              {asset.name}
            </option>
          ))}
          {cells[column] && !doc.assets.some((asset) => asset.id === cells[column]) ? (
            <option value={cells[column]}>Missing ({cells[column]})</option>
          ) : null}
        </select>
      );
    return (
      <input
        {...common}
        inputMode={field?.type === 'number' ? 'decimal' : undefined}
        onChange={(event) => onEdit(variant, column, event.target.value)}
      />
    );
  };
  return (
    <tr>
      {art === undefined ? null : (
        <td className="variants-art">
          {art ? <img src={art} alt={`Art of ${variant.name}`} loading="lazy" width={40} height={56} /> : null}
        </td>
      )}
      <td>{cell(NAME_COLUMN, 'Name')}</td>
      {fields.map((field) => (
        <td key={field.id} className={field.type === 'number' ? 'variants-number' : undefined}>
          {cell(field.id, field.name, field)}
        </td>
      ))}
      <td className="variants-row-actions">
        <Link to={path('variants', variant.id)} aria-label={`Open ${variant.name}`}>
          Open
        </Link>
        {readOnly ? null : (
          <Button size="small" variant="outlined" color="red" onClick={onDelete} aria-label={`Delete ${variant.name}`}>
            Delete
          </Button>
        )}
      </td>
    </tr>
  );
}
