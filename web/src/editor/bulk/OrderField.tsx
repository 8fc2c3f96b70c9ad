/** How pieces added in bulk are ordered: as the variants are listed, or shuffled. */
export type BulkOrder = 'in-order' | 'shuffled';

/** The order choice shared by the bulk actions that add one piece per variant. */
export function OrderField({ id, value, onChange }: { id: string; value: BulkOrder; onChange: (order: BulkOrder) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Order</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as BulkOrder)}>
        <option value="in-order">In the variants’ order</option>
        <option value="shuffled">Shuffled</option>
      </select>
    </div>
  );
}
