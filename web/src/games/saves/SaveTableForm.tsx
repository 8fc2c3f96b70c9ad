import { useState } from 'react';
import { Button } from '../../shell/button.tsx';
import './saves.css';

/** The longest name a save may have (api/src/saves/table-file.ts). */
const NAME_MAX_LENGTH = 80;

/**
 * The host's "Save table": asks a name, then keeps the table as it is now with the game. `onSave` says how
 * it went (the caller shows the toast) and answers whether it worked; the form closes when it did.
 */
export function SaveTableForm({ onSave }: { onSave: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (name === null) {
    return (
      <Button
        variant="outlined"
        size="small"
        onClick={() => setName('')}
        title="Keep this table as it is now with the game, to start a room from later"
      >
        Save table
      </Button>
    );
  }
  const submit = async () => {
    if (!name.trim()) return;
    setBusy(true);
    const saved = await onSave(name.trim());
    setBusy(false);
    if (saved) setName(null);
  };
  return (
    <form
      className="save-table-form"
      aria-label="Save the table"
      onSubmit={(event) => {
        event.preventDefault();
        // onSave shows how saving went and answers false on a failure; it does not reject.
        void submit();
      }}
    >
      <label>
        Name of the save
        <input
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoFocus
          required
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <span className="save-table-actions">
        <Button type="submit" size="small" disabled={busy || !name.trim()} aria-busy={busy}>
          Save
        </Button>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => setName(null)}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
