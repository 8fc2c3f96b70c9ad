import { Fragment, useEffect, useMemo, useRef } from 'react';
import type { GameDocument, PartKind } from '@tablecraft/core/game';
import { FormError, SubmitButton, useForm } from '../../forms/index.ts';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { useEditor } from '../editor-context.tsx';
import { PartFields, type PartFormHandle } from '../PartFields.tsx';
import { findPart, kindTitle } from '../part-labels.ts';
import { formSaveError } from '../save-errors.ts';
import { ScriptSourceField } from '../scripts/ScriptSourceField.tsx';
import { ButtonsField } from './ButtonsField.tsx';
import { PART_FORMS, describePart } from './descriptions.ts';
import { partPathPrefix } from './field-errors.ts';
import { buildPart, initialValues, mergePatchBetween, visibleFields } from './values.ts';
import type { FieldDescription, PartFormValues } from './types.ts';

type Part = Record<string, unknown> & { id: string };

// The settings form of a part's page. It saves exactly as PartForm does (a merge patch through the
// editor's updatePart, refusals and conflicts through formSaveError, a saved part shown unless there is
// unsaved input) and draws the inputs PartFields has no drawing for: a script's code editor and a
// component's buttons. Everything else is drawn by PartFields, in the same grid.

/** The settings of one part, drawn from its kind's description and saved as a merge patch. */
export function PartSettingsForm({ kind, part }: { kind: PartKind; part: Part }) {
  const { doc } = useEditor();
  const fields = useMemo(() => describePart(kind, doc, part), [kind, doc, part]);
  // A new set of fields (a field added to a variant's component) needs a fresh form.
  const signature = fields.map((field) => field.name).join(',');
  return <PartSettingsFormBody key={`${part.id}:${signature}`} kind={kind} part={part} fields={fields} />;
}

function PartSettingsFormBody({ kind, part, fields }: { kind: PartKind; part: Part; fields: readonly FieldDescription[] }) {
  const { doc, readOnly, actions } = useEditor();
  const toast = useToast();
  const form = useForm<PartFormValues>({
    initialValues: initialValues(fields, part, PART_FORMS[kind].defaults()),
    blockNavigation: true,
    disabled: readOnly,
    onSubmit: async (values) => {
      const patch = mergePatchBetween(part, buildPart(fields, values, part));
      if (Object.keys(patch).length === 0) return;
      const index = findPart(doc, kind, part.id)?.index ?? 0;
      try {
        await actions.updatePart(kind, part.id, patch);
      } catch (error) {
        throw formSaveError(error, partPathPrefix(kind, index), visibleFields(fields, values));
      }
      toast.show({ id: 'part-saved', variant: 'success', content: `${kindTitle(kind)} saved.` });
    },
  });

  // Saved elsewhere (a reload, a save of this form): show the saved state unless there is unsaved input.
  const partJson = JSON.stringify(part);
  const lastSeen = useRef(partJson);
  useEffect(() => {
    if (lastSeen.current === partJson) return;
    lastSeen.current = partJson;
    if (!form.dirty) form.reset();
  });

  return (
    <form className="part-form" onSubmit={form.submit} noValidate aria-label={`${kindTitle(kind)} settings`}>
      <SettingsFields fields={visibleFields(fields, form.values)} form={form} doc={doc} />
      <FormError message={form.formError} />
      {readOnly ? null : (
        <div className="form-actions">
          <SubmitButton form={form}>Save</SubmitButton>
          {form.dirty ? (
            <Button variant="outlined" color="gray" onClick={() => form.reset()} disabled={form.submitting}>
              Discard changes
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}

/** One grid of fields: each drawn by its own input, or by PartFields (whose own grid melts into this one). */
function SettingsFields({ fields, form, doc }: { fields: readonly FieldDescription[]; form: PartFormHandle; doc: GameDocument }) {
  return (
    <div className="part-fields part-settings-fields">
      {fields.map((field) => (
        <Fragment key={field.name}>
          {field.input === 'code' ? (
            <ScriptSourceField description={field} form={form} />
          ) : field.input === 'buttons' ? (
            <ButtonsField description={field} form={form} />
          ) : (
            <PartFields fields={[field]} form={form} doc={doc} />
          )}
        </Fragment>
      ))}
    </div>
  );
}
