import { lazy, Suspense, useId } from 'react';
import { FieldMessage, describedBy } from '../../forms/index.ts';
import type { PartFormHandle } from '../PartFields.tsx';
import type { FieldDescription } from '../part-forms/types.ts';

// A script's source in its part form: the code editor, its hint or error, and what the script answers.
// The editor and the parser arrive in their own chunk, the first time a script page opens.

const ScriptSourceEditor = lazy(async () => ({ default: (await import('./ScriptSourceEditor.tsx')).ScriptSourceEditor }));
const ScriptAnswers = lazy(async () => ({ default: (await import('./ScriptAnswers.tsx')).ScriptAnswers }));

export function ScriptSourceField({ description, form }: { description: FieldDescription; form: PartFormHandle }) {
  const id = useId();
  const { name, label, hint } = description;
  const field = form.field(name);
  const described = describedBy(id, field.error, hint);
  return (
    <div className="field part-field-wide script-source-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {/* Until the editor has loaded, a plain text area edits the same value. */}
      <Suspense
        fallback={
          <textarea
            className="code-input"
            rows={16}
            spellCheck={false}
            aria-label={label}
            aria-describedby={described}
            {...withoutError(field)}
          />
        }
      >
        <ScriptSourceEditor
          value={field.value}
          onChange={(value) => form.setValue(name, value)}
          label={label}
          describedBy={described}
          invalid={Boolean(field.error)}
          readOnly={form.disabled}
        />
      </Suspense>
      <FieldMessage id={id} label={label} error={field.error} hint={hint} />
      <Suspense fallback={null}>
        <ScriptAnswers source={field.value} />
      </Suspense>
    </div>
  );
}

const withoutError = ({ error: _error, ...input }: ReturnType<PartFormHandle['field']>) => input;
