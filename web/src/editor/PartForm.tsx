import { useEffect, useMemo, useRef } from 'react';
import type { PartKind } from '@tablecraft/core/game';
import { FormError, SubmitButton, useForm } from '../forms/index.ts';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { useEditor } from './editor-context.tsx';
import { PartFields } from './PartFields.tsx';
import { PART_FORMS, describePart } from './part-forms/descriptions.ts';
import { partPathPrefix } from './part-forms/field-errors.ts';
import { buildPart, initialValues, mergePatchBetween, visibleFields } from './part-forms/values.ts';
import type { FieldDescription, PartFormValues } from './part-forms/types.ts';
import { findPart, kindTitle } from './part-labels.ts';
import { formSaveError } from './save-errors.ts';

type Part = Record<string, unknown> & { id: string };

/** The settings of one part, drawn from its kind's description and saved as a merge patch. */
export function PartForm({ kind, part }: { kind: PartKind; part: Part }) {
  const { doc } = useEditor();
  const fields = useMemo(() => describePart(kind, doc, part), [kind, doc, part]);
  // A new set of fields (a field added to a variant's component) needs a fresh form.
  const signature = fields.map((field) => field.name).join(',');
  return <PartFormBody key={`${part.id}:${signature}`} kind={kind} part={part} fields={fields} />;
}

function PartFormBody({ kind, part, fields }: { kind: PartKind; part: Part; fields: readonly FieldDescription[] }) {
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
      <PartFields fields={visibleFields(fields, form.values)} form={form} doc={doc} />
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

/**
 * The form for a new part: only the settings asked for on creation (the rest get the schema's
 * defaults, or the page's `base`, such as a free spot for a new field), with values the page fixes
 * (the component of a field list) filled in and not shown.
 */
export function NewPartForm({ kind, fixed = {}, base, onCreated, submitLabel }: { kind: PartKind; fixed?: PartFormValues; base?: Record<string, unknown>; onCreated: (id: string) => void; submitLabel?: string }) {
  const { doc } = useEditor();
  const fields = useMemo(() => describePart(kind, doc, undefined, fixed).filter((field) => field.create || Object.hasOwn(fixed, field.name)), [kind, doc, fixed]);
  const signature = fields.map((field) => field.name).join(',') + JSON.stringify(fixed);
  return <NewPartFormBody key={signature} kind={kind} fields={fields} fixed={fixed} base={base} onCreated={onCreated} submitLabel={submitLabel ?? `Add ${kindTitle(kind).toLowerCase()}`} />;
}

function NewPartFormBody({ kind, fields, fixed, base = {}, onCreated, submitLabel }: { kind: PartKind; fields: readonly FieldDescription[]; fixed: PartFormValues; base?: Record<string, unknown>; onCreated: (id: string) => void; submitLabel: string }) {
  const { doc, actions } = useEditor();
  const form = useForm<PartFormValues>({
    initialValues: initialValues(fields, undefined, PART_FORMS[kind].defaults(), fixed),
    blockNavigation: true,
    afterSubmit: 'reset',
    onSubmit: async (values) => {
      const index = (doc[`${kind}s` as keyof typeof doc] as unknown[] | undefined)?.length ?? 0;
      try {
        const { id } = await actions.addPart(kind, buildPart(fields, values, base, fixed));
        onCreated(id);
      } catch (error) {
        throw formSaveError(error, partPathPrefix(kind, index), visibleFields(fields, { ...values, ...fixed }));
      }
    },
  });
  const shown = visibleFields(fields, { ...form.values, ...fixed }).filter((field) => !Object.hasOwn(fixed, field.name));
  return (
    <form className="part-form new-part-form" onSubmit={form.submit} noValidate aria-label={`New ${kindTitle(kind).toLowerCase()}`}>
      <PartFields fields={shown} form={form} doc={doc} />
      <FormError message={form.formError} />
      <SubmitButton form={form}>{submitLabel}</SubmitButton>
    </form>
  );
}
