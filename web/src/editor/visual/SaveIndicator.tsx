import { Button } from '../../shell/button.tsx';
import type { SaveState } from './edit-batcher.ts';

/** "Saved", "Saving…" or what went wrong, with Reload when the draft must be fetched again. */
export function SaveIndicator({ save, onReload }: { save: SaveState; onReload: () => void }) {
  const blocked = save.state === 'conflict' || save.state === 'error';
  return (
    <div className={`save-indicator save-${save.state}`} role="status" aria-live="polite" data-testid="save-state" data-state={save.state}>
      <span className="save-dot" aria-hidden="true" />
      <span>
        {save.state === 'saved'
          ? 'Saved'
          : save.state === 'saving'
            ? 'Saving…'
            : save.state === 'conflict'
              ? `Conflict: ${save.message}`
              : `Not saved: ${save.message}`}
      </span>
      {blocked ? (
        <Button
          size="small"
          variant="outlined"
          color="red"
          onClick={onReload}
          title="Load the latest draft and replay your unsaved changes on it"
        >
          Reload
        </Button>
      ) : null}
    </div>
  );
}
