import { Link, NavLink } from 'react-router';
import type { PartKind } from '@tablecraft/core/game';
import { useEditor } from './editor-context.tsx';
import { listedParts } from './list-order.ts';
import { partName, partSegments } from './part-labels.ts';

/** The sections of the game, in the order an author usually builds them. */
const SECTIONS: ReadonlyArray<{ kind: PartKind; segment: string; label: string }> = [
  { kind: 'component', segment: 'components', label: 'Components' },
  { kind: 'surface', segment: 'surfaces', label: 'Surfaces' },
  { kind: 'seat', segment: 'seats', label: 'Seats' },
  { kind: 'asset', segment: 'assets', label: 'Assets' },
  { kind: 'guide', segment: 'guides', label: 'Guides' },
  { kind: 'script', segment: 'scripts', label: 'Scripts' },
];

/** Past this many parts a section names the first ones and links to the whole list. */
const SHOWN = 12;

type Named = { id: string; name?: string };

/**
 * Every part of the game by section: a section's name opens its list (with the form to add one), each
 * part opens its page over the table, and a surface opens on the table itself. Every editor page is
 * reachable from here or from a page linked here.
 */
export function PartsPanel({ onNavigate, onClose }: { onNavigate?: () => void; onClose: () => void }) {
  const { doc, path } = useEditor();
  return (
    <nav className="editor-panel parts-panel" aria-label="Editor sections">
      <header className="editor-panel-header">
        <h2 className="editor-panel-title">Parts</h2>
        <button type="button" className="editor-panel-close" onClick={onClose} aria-label="Hide the parts">
          ×
        </button>
      </header>
      {SECTIONS.map(({ kind, segment, label }) => {
        const parts = listedParts<Named & Record<string, unknown>>(doc, kind);
        return (
          <section key={segment} className="parts-section" aria-label={label}>
            <NavLink className="parts-section-link" to={path(segment)} end onClick={onNavigate}>
              {label} <span className="parts-count">{parts.length}</span>
            </NavLink>
            {parts.length > 0 ? (
              <ul className="parts-list">
                {parts.slice(0, SHOWN).map((part) => (
                  <li key={part.id}>
                    <NavLink to={path(...partSegments(kind, part.id))} onClick={onNavigate}>
                      {partName(kind, part, doc)}
                    </NavLink>
                  </li>
                ))}
                {parts.length > SHOWN ? (
                  <li>
                    <Link className="muted" to={path(segment)} onClick={onNavigate}>
                      All {parts.length}…
                    </Link>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </section>
        );
      })}
    </nav>
  );
}
