import { useRef, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PartKind } from '@tablecraft/core/game';
import { Button } from '../../shell/button.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { useEditor } from '../editor-context.tsx';
import { backLink, relatedLinks } from '../navigation.ts';
import { findPart, kindTitle, partName } from '../part-labels.ts';
import { useDeletePart } from '../use-delete-part.ts';
import { PartSettingsForm } from '../part-forms/PartSettingsForm.tsx';
import { ScriptApiPanel } from '../scripts/ScriptApiPanel.tsx';
import { EditorPageHeader } from './EditorPageHeader.tsx';

type AnyPart = Record<string, unknown> & { id: string };

export interface PartPageProps {
  kind: PartKind;
  /** What the page shows below the form for this kind (a preview, the dropzones of a surface). */
  children?: (part: AnyPart) => ReactNode;
  /** What comes before the part's settings: the surface's layout editor, the page's main work. */
  lead?: (part: AnyPart) => ReactNode;
}

/**
 * A part's page (/components/{component}, /seats/{seat}, …): a link back to its list, links to the lists
 * that belong to it, its settings form, and Delete. An id the revision does not hold is Not Found.
 */
export function PartPage({ kind, children, lead }: PartPageProps) {
  const { doc, path, readOnly } = useEditor();
  const { partId } = useParams();
  const navigate = useNavigate();
  const deletePart = useDeletePart();
  // Set while this page deletes its part, so the moment between the save and leaving is not a Not Found.
  const deleted = useRef<string | null>(null);
  const found = findPart(doc, kind, partId);
  if (!found) return deleted.current === partId ? null : <ErrorPage code={404} />;
  const { part } = found;
  const name = partName(kind, part as { id: string; name?: string }, doc);
  const back = backLink(kind, part, doc);
  const related = relatedLinks(kind, part, doc);

  const onDelete = async () => {
    deleted.current = part.id;
    if (await deletePart(kind, part.id, name)) navigate(path(...back.segments), { replace: true });
    else deleted.current = null;
  };

  return (
    <section className={kind === 'script' ? 'editor-page editor-page-script' : 'editor-page'}>
      <EditorPageHeader title={`${kindTitle(kind)}: ${name}`} back={back}>
        {related.length > 0 ? (
          <nav className="editor-related" aria-label={`Lists of ${name}`}>
            {related.map((link) => (
              <Link key={link.segments.join('/')} to={path(...link.segments)}>
                {link.label}
              </Link>
            ))}
          </nav>
        ) : null}
      </EditorPageHeader>
      {lead?.(part)}
      {kind === 'script' ? (
        // A script's code beside the API it may call (below it on a narrow screen).
        <div className="script-workspace">
          <PartSettingsForm kind={kind} part={part} />
          <ScriptApiPanel />
        </div>
      ) : (
        <PartSettingsForm kind={kind} part={part} />
      )}
      {children?.(part)}
      {readOnly ? null : (
        <section className="editor-danger" aria-label={`Delete ${name}`}>
          <Button variant="outlined" color="red" onClick={() => void onDelete()}>
            Delete {kindTitle(kind).toLowerCase()}
          </Button>
        </section>
      )}
    </section>
  );
}
