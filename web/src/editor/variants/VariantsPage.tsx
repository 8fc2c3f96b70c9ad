import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Component } from '@tablecraft/core/game';
import { ErrorPage } from '../../shell/error-page.tsx';
import { useEditor } from '../editor-context.tsx';
import { NewPartForm } from '../PartForm.tsx';
import { EditorPageHeader } from '../pages/EditorPageHeader.tsx';
import { findPart } from '../part-labels.ts';
import { useToast } from '../../shell/toasts.tsx';
import { componentFields } from './variant-rows.ts';
import { VariantsTable } from './VariantsTable.tsx';
import { VariantsCsv } from './VariantsCsv.tsx';
import { SheetFrames } from '../bulk/SheetFrames.tsx';
import { MakeDeck } from '../bulk/MakeDeck.tsx';
import { FileDrop, FileDropHint } from '../bulk/FileDrop.tsx';

/**
 * /components/{component}/variants: the variants as a table, a form to add one, and CSV import/export; a sheet or
 * CSV may be dropped anywhere on it, or chosen with the picker its first line offers.
 */
export function VariantsPage() {
  const { doc, readOnly } = useEditor();
  const toast = useToast();
  const { partId } = useParams();
  const found = findPart(doc, 'component', partId);
  const componentId = found?.part.id ?? '';
  const fixed = useMemo(() => ({ componentId }), [componentId]);
  const [tableDirty, setTableDirty] = useState(false);
  if (!found) return <ErrorPage code={404} />;
  const component = found.part as unknown as Component;
  const fields = componentFields(doc, component.id);
  const variants = doc.variants.filter((variant) => variant.componentId === component.id);

  return (
    <FileDrop componentId={component.id}>
      <section className="editor-page editor-page-wide">
        <EditorPageHeader
          title={`Variants of ${component.name}`}
          back={{ segments: ['components', component.id], label: component.name }}
          intro={
            fields.length === 0
              ? 'This component has no fields yet: add fields first, then give each variant its values.'
              : 'One row per look of the component, one column per field. An empty cell shows the field’s default.'
          }
        />
        <FileDropHint>Drop a sprite sheet or a CSV of variants anywhere on this page, or choose one:</FileDropHint>
        <VariantsTable key={component.id} component={component} fields={fields} variants={variants} onDirtyChange={setTableDirty} />
        {readOnly ? null : (
          <section className="part-list-new" aria-label="Add a variant">
            <h2>Add a variant</h2>
            <NewPartForm
              kind="variant"
              fixed={fixed}
              onCreated={() => toast.show({ id: 'part-added', variant: 'success', content: 'Variant added.' })}
            />
          </section>
        )}
        <SheetFrames key={`frames-${component.id}`} component={component} />
        <MakeDeck key={`deck-${component.id}`} component={component} />
        <VariantsCsv component={component} hasUnsavedEdits={tableDirty} />
      </section>
    </FileDrop>
  );
}
