import { DROPZONE_PRESETS, type DropzonePresetId } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';

/** "Add dropzone" and one button per preset (Draw pile, Discard, Hand row, Grid): each adds one where the author is looking. */
export function ZonePresetButtons({ disabled, onAdd }: { disabled: boolean; onAdd: (preset?: DropzonePresetId) => void }) {
  return (
    <span className="zone-presets" role="group" aria-label="Add a dropzone">
      <Button size="small" variant="outlined" disabled={disabled} onClick={() => onAdd()}>
        Add dropzone
      </Button>
      {DROPZONE_PRESETS.map((preset) => (
        <Button
          key={preset.id}
          size="small"
          variant="outlined"
          disabled={disabled}
          title={`Add a dropzone: ${preset.description}`}
          onClick={() => onAdd(preset.id)}
        >
          {preset.label}
        </Button>
      ))}
    </span>
  );
}
