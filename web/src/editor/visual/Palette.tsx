import type { GameDocument } from '@tablecraft/core/game';

/** What a palette entry carries while dragged onto the canvas. */
export const PIECE_MIME = 'application/x-tablecraft-piece';

export interface PalettePiece {
  componentId: string;
  variantId: string | null;
}

/** A component with more variants than this is listed folded. */
const FOLDED_FROM = 8;

/**
 * The components and their variants, to drag onto the surface (or add near the centre of the view, where
 * nothing lies, with Enter or a click on "Add", for keyboards and touch screens).
 */
export function Palette({ doc, disabled, onAdd }: { doc: GameDocument; disabled: boolean; onAdd: (piece: PalettePiece) => void }) {
  if (doc.components.length === 0)
    return <p className="muted palette-empty">No components yet. Add one under Components, then drag it here.</p>;
  return (
    <ul className="palette" aria-label="Components to place">
      {doc.components.map((component) => {
        const variants = doc.variants.filter((variant) => variant.componentId === component.id);
        const entries: Array<{ label: string; piece: PalettePiece }> =
          variants.length > 0
            ? variants.map((variant) => ({ label: variant.name, piece: { componentId: component.id, variantId: variant.id } }))
            : [{ label: component.name, piece: { componentId: component.id, variantId: null } }];
        return (
          <li key={component.id}>
            {/* A deck of many variants starts folded, so the palette stays a short panel over the table. */}
            <details className="palette-group" open={entries.length <= FOLDED_FROM}>
              <summary className="palette-component">
                {component.name}{' '}
                <span className="muted">
                  · {component.kind}
                  {entries.length > 1 ? ` · ${entries.length}` : ''}
                </span>
              </summary>
              <ul>
                {entries.map(({ label, piece }) => (
                  <li
                    key={`${piece.componentId}/${piece.variantId ?? ''}`}
                    className="palette-item"
                    draggable={!disabled}
                    data-testid="palette-item"
                    onDragStart={(event) => {
                      event.dataTransfer.setData(PIECE_MIME, JSON.stringify(piece));
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                  >
                    <span className="palette-label">{label}</span>
                    <button
                      type="button"
                      className="palette-add"
                      disabled={disabled}
                      onClick={() => onAdd(piece)}
                      aria-label={`Add ${label} to the surface`}
                    >
                      Add
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
