import { useMemo } from 'react';
import type { PartKind } from '@tablecraft/core/game';
import { FormError, SubmitButton, useForm } from '../forms/index.ts';
import { useEditor } from './editor-context.tsx';
import { PartFields } from './PartFields.tsx';
import { PART_FORMS, describePart } from './part-forms/descriptions.ts';
import { partPathPrefix } from './part-forms/field-errors.ts';
import { buildPart, initialValues, visibleFields } from './part-forms/values.ts';
import type { FieldDescription, PartFormValues } from './part-forms/types.ts';
import { kindTitle } from './part-labels.ts';
import { formSaveError } from './save-errors.ts';

// A part's own settings form is part-forms/PartSettingsForm.tsx.

/**
 * The form for a new part: only the settings asked for on creation (the rest get the schema's
 * defaults, or the page's `base`, such as a free spot for a new field), with values the page fixes
 * (the component of a field list) filled in and not shown.
 */
export function NewPartForm({
  kind,
  fixed = {},
  base,
  onCreated,
  submitLabel,
}: {
  kind: PartKind;
  fixed?: PartFormValues;
  base?: Record<string, unknown>;
  onCreated: (id: string) => void;
  submitLabel?: string;
}) {
  const { doc } = useEditor();
  const fields = useMemo(
    () => describePart(kind, doc, undefined, fixed).filter((field) => field.create || Object.hasOwn(fixed, field.name)),
    [kind, doc, fixed],
  );
  const signature = fields.map((field) => field.name).join(',') + JSON.stringify(fixed);
  return (
    <NewPartFormBody
      key={signature}
      kind={kind}
      fields={fields}
      fixed={fixed}
      base={base}
      onCreated={onCreated}
      submitLabel={submitLabel ?? `Add ${kindTitle(kind).toLowerCase()}`}
    />
  );
}

function NewPartFormBody({
  kind,
  fields,
  fixed,
  base = {},
  onCreated,
  submitLabel,
}: {
  kind: PartKind;
  fields: readonly FieldDescription[];
  fixed: PartFormValues;
  base?: Record<string, unknown>;
  onCreated: (id: string) => void;
  submitLabel: string;
}) {
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
