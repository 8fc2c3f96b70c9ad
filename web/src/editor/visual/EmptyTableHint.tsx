import { useId } from 'react';
import { ChooseFileButton } from '../bulk/FileDrop.tsx';

/**
 * Over a table with nothing on it: what the editor can do with a file, said before anyone thinks to drag
 * one (a sheet becomes a deck, a CSV names its cards), with the file picker for a phone, which cannot drop.
 */
export function EmptyTableHint({ palette }: { palette: boolean }) {
  const title = useId();
  return (
    <section className="table-empty-hint" aria-labelledby={title}>
      <h2 id={title}>An empty table</h2>
      <p>Drop a sprite sheet here to make a deck of its cards, or a CSV to name them and fill them in. Or choose the file:</p>
      <ChooseFileButton />
      <p className="muted">{palette ? 'Or drag pieces from the palette.' : 'Or open the Palette to place pieces.'}</p>
    </section>
  );
}
