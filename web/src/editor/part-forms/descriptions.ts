import type { GameDocument, PartKind } from '@tablecraft/core/game';
import { COMPONENT, FIELD, VARIANT } from './component-descriptions.ts';
import { ASSET, GUIDE, SCRIPT } from './content-descriptions.ts';
import { ANCHOR, DROPZONE, OBJECT, SEAT, SURFACE } from './table-descriptions.ts';
import type { FieldContext, FieldDescription, Option, PartFormDescription, PartFormValues } from './types.ts';

// The form of every kind of part, as data. Labels follow the product's words (docs/design product.md);
// the shapes, limits and defaults come from the core schemas, never restated here.
// Each family of parts has its module; this one gathers them by kind.

/** The form of each kind of part. */
export const PART_FORMS: Record<PartKind, PartFormDescription> = {
  asset: ASSET,
  component: COMPONENT,
  field: FIELD,
  variant: VARIANT,
  object: OBJECT,
  surface: SURFACE,
  seat: SEAT,
  dropzone: DROPZONE,
  anchor: ANCHOR,
  guide: GUIDE,
  script: SCRIPT,
};

/** The fields of one kind's form for a part (or a new one, with `fixed` values from the page). */
export function describePart(
  kind: PartKind,
  doc: GameDocument,
  part?: Record<string, unknown>,
  fixed: PartFormValues = {},
): readonly FieldDescription[] {
  return PART_FORMS[kind].fields(doc, part, fixed);
}

/** A field's drop-down choices for the current values. */
export function optionsOf(field: FieldDescription, context: FieldContext): readonly Option[] {
  if (!field.options) return [];
  return typeof field.options === 'function' ? field.options(context) : field.options;
}
