/**
 * What a deck that bulk actions add one piece per variant to does when a room opens: shuffled (each room its
 * own order), or kept in the order the pieces were added. It becomes the deck's own "When a room opens".
 */
export type BulkOrder = 'shuffled' | 'in-order';

/** Decks made or filled in bulk are shuffled whenever a room opens unless the author keeps their order. */
export const DEFAULT_BULK_ORDER: BulkOrder = 'shuffled';

/** The order choice shared by the bulk actions that add one piece per variant to a deck. */
export function OrderField({
  id,
  value,
  onChange,
  keep = 'Keep the variants’ order',
}: {
  id: string;
  value: BulkOrder;
  onChange: (order: BulkOrder) => void;
  /** What keeping the order is called where the pieces come from somewhere else (a sheet's frames). */
  keep?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>When a room opens</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as BulkOrder)}>
        <option value="shuffled">Shuffle it</option>
        <option value="in-order">{keep}</option>
      </select>
    </div>
  );
}
