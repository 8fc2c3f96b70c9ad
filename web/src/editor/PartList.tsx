import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PartKind } from '@tablecraft/core/game';
import { Button } from '../shell/button.tsx';
import { useToast } from '../shell/toasts.tsx';
import { errorMessage } from '../graphql/index.ts';
import { useEditor } from './editor-context.tsx';
import { NewPartForm } from './PartForm.tsx';
import { movedIds } from './list-order.ts';
import { partSummary } from './navigation.ts';
import { kindTitle, partName, partSegments, withArticle } from './part-labels.ts';
import { isConflict } from './save-errors.ts';
import { useDeletePart } from './use-delete-part.ts';
import type { PartFormValues } from './part-forms/types.ts';

type AnyPart = Record<string, unknown> & { id: string };

export interface PartListProps {
  kind: PartKind;
  /** The parts to list, in their listed order. */
  parts: ReadonlyArray<AnyPart>;
  /** Settings the page decides for new parts (the component of a field list); not asked for. */
  fixed?: PartFormValues;
  /** Starting settings of new parts that the detail form changes later (where a new field goes). */
  newPartBase?: Record<string, unknown>;
  /** What to say when there is nothing yet. */
  empty: string;
  /** After adding: open the new part's page (default), or stay to add more. */
  afterAdd?: 'open' | 'stay';
  /** Heading level of the list's own headings (h2 on a list page, h3 inside a part's page). */
  headingLevel?: 2 | 3;
}

/** A list of parts with links to their pages, moves up and down, delete, and a form to add one. */
export function PartList({ kind, parts, fixed, newPartBase, empty, afterAdd = 'open', headingLevel = 2 }: PartListProps) {
  const { doc, path, readOnly, actions } = useEditor();
  const navigate = useNavigate();
  const toast = useToast();
  const deletePart = useDeletePart();
  const [busy, setBusy] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const move = async (index: number, step: -1 | 1) => {
    const ids = movedIds(parts, index, step);
    if (!ids) return;
    setBusy(true);
    try {
      await actions.reorderParts(kind, ids);
    } catch (error) {
      if (!isConflict(error)) toast.show({ id: 'reorder', variant: 'error', content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onCreated = (id: string) => {
    if (afterAdd === 'open') navigate(path(...partSegments(kind, id)));
    else toast.show({ id: 'part-added', variant: 'success', content: `${kindTitle(kind)} added.` });
  };

  return (
    <div className="part-list-block">
      {parts.length === 0 ? (
        <p className="muted part-list-empty">{empty}</p>
      ) : (
        <ol className="part-list" aria-label={`${kindTitle(kind)} list`}>
          {parts.map((part, index) => {
            const name = partName(kind, part as { id: string; name?: string }, doc);
            const summary = partSummary(kind, part, doc);
            return (
              <li key={part.id} className="part-list-item">
                <div className="part-list-text">
                  <Link to={path(...partSegments(kind, part.id))}>{name}</Link>
                  {summary ? <span className="part-list-summary">{summary}</span> : null}
                </div>
                {readOnly ? null : (
                  <div className="part-list-actions">
                    <Button
                      size="small"
                      variant="outlined"
                      color="gray"
                      onClick={() => void move(index, -1)}
                      disabled={busy || index === 0}
                      aria-label={`Move ${name} up`}
                      title="Move up"
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="gray"
                      onClick={() => void move(index, 1)}
                      disabled={busy || index === parts.length - 1}
                      aria-label={`Move ${name} down`}
                      title="Move down"
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="red"
                      onClick={() => void deletePart(kind, part.id, name)}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <section className="part-list-new" aria-label={`Add ${withArticle(kind)}`}>
          <Heading>Add {withArticle(kind)}</Heading>
          <NewPartForm kind={kind} fixed={fixed} base={newPartBase} onCreated={onCreated} />
        </section>
      )}
    </div>
  );
}
