import { useId, useState } from 'react';
import { copiesLabel, copyObject, fillWithVariants, type GameObject } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import { useBulkEdit } from './use-bulk-edit.ts';
import { FormError } from '../../forms/FormError.tsx';
import { DEFAULT_BULK_ORDER, OrderField, type BulkOrder } from './OrderField.tsx';
import './bulk.css';

/** Below an object's form: fill a container with every variant of a component, and add copies. */
export function ObjectBulkActions({ object }: { object: GameObject }) {
  const { doc, readOnly } = useEditor();
  if (readOnly) return null;
  const isContainer = doc.components.find((component) => component.id === object.componentId)?.kind === 'container';
  return (
    <>
      {isContainer ? <FillWithVariants object={object} /> : null}
      <AddCopies object={object} />
    </>
  );
}

function FillWithVariants({ object }: { object: GameObject }) {
  const id = useId();
  const { doc } = useEditor();
  const withVariants = doc.components.filter((component) => doc.variants.some((variant) => variant.componentId === component.id));
  const [componentId, setComponentId] = useState(withVariants[0]?.id ?? '');
  const [order, setOrder] = useState<BulkOrder>(DEFAULT_BULK_ORDER);
  const { run, busy, problem } = useBulkEdit('fill-with-variants');
  const count = doc.variants.filter((variant) => variant.componentId === componentId).length;
  const chosen = withVariants.find((component) => component.id === componentId);

  return (
    <section className="editor-subsection bulk-action" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Fill with every variant</h2>
      {withVariants.length === 0 ? (
        <p className="muted">
          No component has variants yet. Add variants (or import a CSV) to a component, then fill this container with one of each in one
          step.
        </p>
      ) : (
        <>
          <p className="muted">
            Adds one piece per variant of a component, face down, after what this container already holds, and sets what the whole container
            does when a room opens: shuffled, unless you keep the variants’ order.
          </p>
          <div className="bulk-action-row">
            <div className="field">
              <label htmlFor={`${id}-component`}>Component</label>
              <select id={`${id}-component`} value={componentId} onChange={(event) => setComponentId(event.target.value)}>
                {withVariants.map((component) => (
                  <option key={component.id} value={component.id}>
                    {component.name}
                  </option>
                ))}
              </select>
            </div>
            <OrderField id={`${id}-order`} value={order} onChange={setOrder} />
            <Button
              disabled={busy || !chosen}
              aria-busy={busy}
              onClick={() =>
                // run catches its own failures and shows them as the problem.
                void run(
                  (current) => fillWithVariants(current, object.id, componentId, { shuffleAtStart: order === 'shuffled' }),
                  `Added ${count} ${chosen?.name ?? ''} pieces.`,
                )
              }
            >
              Add {count} {count === 1 ? 'piece' : 'pieces'}
            </Button>
          </div>
        </>
      )}
      <FormError message={problem} />
    </section>
  );
}

/** Largest number of copies one click adds: a bag of tokens, not a runaway typo. */
const MAX_COPIES = 500;

function AddCopies({ object }: { object: GameObject }) {
  const id = useId();
  const [text, setText] = useState('1');
  const { run, busy, problem } = useBulkEdit('add-copies');
  const count = Number(text);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_COPIES;
  return (
    <section className="editor-subsection bulk-action" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add copies</h2>
      <div className="bulk-action-row">
        <div className="field">
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={MAX_COPIES}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={!valid}
          />
        </div>
        <Button
          variant="outlined"
          disabled={busy || !valid}
          aria-busy={busy}
          // run catches its own failures and shows them as the problem.
          onClick={() => void run((current) => copyObject(current, object.id, count), `Added ${copiesLabel(count)}.`)}
        >
          Add {valid ? copiesLabel(count) : 'copies'}
        </Button>
      </div>
      {!valid ? <p className="field-error">must be a whole number from 1 to {MAX_COPIES}</p> : null}
      <FormError message={problem} />
    </section>
  );
}
