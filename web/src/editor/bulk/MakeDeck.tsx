import { useId, useState } from 'react';
import { makeDeck, type Component } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { useEditor } from '../editor-context.tsx';
import { useBulkEdit } from './use-bulk-edit.ts';
import { deckPlacedFree } from '../visual/piece-placement.ts';
import { FormError } from '../../forms/FormError.tsx';
import { DEFAULT_BULK_ORDER, OrderField, type BulkOrder } from './OrderField.tsx';
import './bulk.css';

/**
 * On a component's variants page: a deck of one piece per variant, face down near the middle of the
 * table where nothing lies, in one step (a container component, its object and every card, saved as one change), shuffled
 * whenever a room opens unless the author keeps the variants' order.
 */
export function MakeDeck({ component }: { component: Component }) {
  const id = useId();
  const { doc, readOnly } = useEditor();
  const [order, setOrder] = useState<BulkOrder>(DEFAULT_BULK_ORDER);
  const { run, busy, problem } = useBulkEdit('make-deck');
  const count = doc.variants.filter((variant) => variant.componentId === component.id).length;
  const surface = doc.surfaces[0];
  if (readOnly || count === 0 || component.kind === 'container') return null;
  return (
    <section className="editor-subsection bulk-action" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>A deck of these</h2>
      <p className="muted">
        {surface
          ? `Adds a deck near the middle of ${surface.name}, clear of what lies there, holding one ${component.name} per variant, face down, shuffled whenever a room opens unless you keep the variants’ order. To fill a deck you already have, open it and use Fill with every variant.`
          : 'Add a surface first: the deck is put on it.'}
      </p>
      <div className="bulk-action-row">
        <OrderField id={`${id}-order`} value={order} onChange={setOrder} />
        <Button
          disabled={busy || !surface}
          aria-busy={busy}
          onClick={() =>
            // run catches its own failures and shows them as the problem.
            void run(
              (current) => deckPlacedFree(makeDeck(current, component.id, { shuffleAtStart: order === 'shuffled' })),
              `Added a deck of ${count} on ${surface?.name ?? 'the table'}.`,
            )
          }
        >
          Make a deck of {count}
        </Button>
      </div>
      <FormError message={problem} />
    </section>
  );
}
