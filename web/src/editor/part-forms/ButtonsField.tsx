import { useId } from 'react';
import { FieldMessage, describedBy } from '../../forms/index.ts';
import { Button } from '../../shell/button.tsx';
import type { PartFormHandle } from '../PartFields.tsx';
import { buttonProblems, buttonsText, canAddButton, newButton, readButtons, type ButtonDraft } from './buttons-value.ts';
import type { FieldDescription } from './types.ts';

// A component's Buttons field: one row per button (its id for scripts, its label for players), with the
// schema's complaints on the row they concern as the author types, and the server's on the field.

export function ButtonsField({ description, form }: { description: FieldDescription; form: PartFormHandle }) {
  const id = useId();
  const { name, label, hint } = description;
  const buttons = readButtons(String(form.values[name] ?? ''));
  const problems = buttonProblems(buttons);
  const rowsHaveProblems = problems.rows.some((row) => row.id || row.label);
  // The server checks with the same schema: once a row shows the problem, saying it again is noise.
  const error = problems.list ?? (rowsHaveProblems ? undefined : form.state[name]?.error);
  const write = (next: readonly ButtonDraft[]) => form.setValue(name, buttonsText(next));
  const change = (index: number, key: keyof ButtonDraft, value: string) =>
    write(buttons.map((button, i) => (i === index ? { ...button, [key]: value } : button)));

  return (
    <fieldset className="field part-field-wide buttons-field" aria-describedby={describedBy(id, error, hint)}>
      <legend>{label}</legend>
      {buttons.length === 0 ? <p className="muted">No buttons yet.</p> : null}
      {buttons.length > 0 ? (
        <ol className="buttons-field-rows">
          {buttons.map((button, index) => (
            <li key={index}>
              <ButtonRow
                index={index}
                button={button}
                problems={problems.rows[index] ?? {}}
                disabled={form.disabled}
                onChange={(key, value) => change(index, key, value)}
                onRemove={() => write(buttons.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <FieldMessage id={id} label={label} error={error} hint={hint} />
      {form.disabled ? null : (
        <div>
          <Button variant="outlined" size="small" onClick={() => write([...buttons, newButton(buttons)])} disabled={!canAddButton(buttons)}>
            Add button
          </Button>
        </div>
      )}
    </fieldset>
  );
}

interface ButtonRowProps {
  index: number;
  button: ButtonDraft;
  problems: Partial<Record<keyof ButtonDraft, string>>;
  disabled: boolean;
  onChange: (key: keyof ButtonDraft, value: string) => void;
  onRemove: () => void;
}

function ButtonRow({ index, button, problems, disabled, onChange, onRemove }: ButtonRowProps) {
  const id = useId();
  const legend = `${id}-legend`;
  const input = (key: keyof ButtonDraft, label: string) => {
    const inputId = `${id}-${key}`;
    return (
      <div className="field">
        <label id={`${inputId}-label`} htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          value={button[key]}
          disabled={disabled}
          spellCheck={key === 'label'}
          aria-labelledby={`${legend} ${inputId}-label`}
          aria-invalid={Boolean(problems[key])}
          aria-describedby={describedBy(inputId, problems[key])}
          onChange={(event) => onChange(key, event.target.value)}
        />
        <FieldMessage id={inputId} label={label} error={problems[key]} />
      </div>
    );
  };
  return (
    <fieldset className="buttons-field-row">
      <legend id={legend}>Button {index + 1}</legend>
      {input('label', 'Label')}
      {input('id', 'Id')}
      {disabled ? null : (
        <Button
          variant="outlined"
          color="gray"
          size="small"
          id={`${id}-remove`}
          aria-labelledby={`${id}-remove ${legend}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
    </fieldset>
  );
}
