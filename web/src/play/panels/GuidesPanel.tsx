import { useMemo, useState } from 'react';
import type { GameDocument } from '@tablecraft/core/game';
import { Markdown } from '../../shell/markdown.tsx';
import { Button } from '../../shell/button.tsx';

/**
 * The game's guides (setup, turns, rules) beside the table, one at a time. Images in them show only when
 * they are this game's own uploads (its asset parts), never another game's the reader happens to see.
 */
export function GuidesPanel({
  guides,
  assets,
  onClose,
}: {
  guides: GameDocument['guides'];
  assets: GameDocument['assets'];
  onClose: () => void;
}) {
  const ordered = [...guides].sort((a, b) => a.order - b.order);
  const assetIds = useMemo(() => new Set(assets.map((asset) => asset.assetId.toLowerCase())), [assets]);
  const [current, setCurrent] = useState(ordered[0]?.id ?? null);
  const guide = ordered.find((g) => g.id === current) ?? ordered[0];
  return (
    <aside className="play-panel guides-panel" aria-labelledby="guides-heading">
      <div className="guides-header">
        <h2 id="guides-heading">Guides</h2>
        <Button variant="outlined" size="small" onClick={onClose}>
          Close
        </Button>
      </div>
      {ordered.length === 0 ? (
        <p className="muted">This game has no guides yet.</p>
      ) : (
        <>
          {ordered.length > 1 ? (
            <nav aria-label="Guides" className="guide-tabs">
              {ordered.map((g) => (
                <button
                  key={g.id}
                  type="button"
                  className={g.id === guide?.id ? 'guide-tab guide-tab-current' : 'guide-tab'}
                  aria-current={g.id === guide?.id ? 'true' : undefined}
                  onClick={() => setCurrent(g.id)}
                >
                  {g.name}
                </button>
              ))}
            </nav>
          ) : null}
          {guide ? (
            <article>
              <h3>{guide.name}</h3>
              <Markdown assetIds={assetIds}>{guide.markdown || '_This guide is empty._'}</Markdown>
            </article>
          ) : null}
        </>
      )}
    </aside>
  );
}
