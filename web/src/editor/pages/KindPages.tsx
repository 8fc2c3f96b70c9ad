import { Link, useParams } from 'react-router';
import type { Component, GameObject, Surface, Variant } from '@tablecraft/core/game';
import { ErrorPage } from '../../shell/error-page.tsx';
import { Markdown } from '../../shell/markdown.tsx';
import { useEditor } from '../editor-context.tsx';
import { PartList } from '../PartList.tsx';
import { ComponentPreview } from '../preview/ComponentPreview.tsx';
import { listedParts } from '../list-order.ts';
import { PartPage } from './PartPage.tsx';
import { findPart } from '../part-labels.ts';
import { relatedLinks } from '../navigation.ts';
import { PartSettingsForm } from '../part-forms/PartSettingsForm.tsx';
import { FaceDesigner } from '../visual/FaceDesigner.tsx';
import { ObjectBulkActions } from '../bulk/ObjectBulkActions.tsx';

type AnyPart = Record<string, unknown> & { id: string };

// Part pages that show more than the form. Other kinds use PartPage as it is.

/** /components/{component}: the settings, a preview of one variant's face, and the face designer. */
export function ComponentPage() {
  const { doc } = useEditor();
  return (
    <PartPage kind="component">
      {(part) => (
        <>
          <ComponentPreview key={part.id} doc={doc} component={part as unknown as Component} />
          <FaceDesigner key={`faces-${part.id}`} componentId={part.id} />
        </>
      )}
    </PartPage>
  );
}

/**
 * /surfaces/{surface}: that surface on the table (the editor's layout draws it, see EditorLayout), with its
 * settings in the inspector while nothing is selected. An id the revision does not hold is Not Found.
 */
export function SurfacePage() {
  const { doc } = useEditor();
  const { partId } = useParams();
  return findPart(doc, 'surface', partId) ? null : <ErrorPage code={404} />;
}

/** The editor's root: the table alone (the layout draws it). */
export function TablePage() {
  return null;
}

/**
 * A surface's own settings, in the inspector while nothing on it is selected: its name and lists first,
 * then (opened on demand, so the table stays in view) its settings form and its dropzones.
 */
export function SurfaceDetails({ surfaceId }: { surfaceId: string }) {
  const { doc, path } = useEditor();
  const found = findPart(doc, 'surface', surfaceId);
  if (!found) return null;
  const surface = found.part as unknown as Surface;
  const related = relatedLinks('surface', found.part, doc);
  return (
    <div className="inspector surface-details">
      <h3>Surface: {surface.name}</h3>
      <p className="muted">
        {surface.width} × {surface.height} px. Select a piece, a dropzone or an anchor to change it here.
      </p>
      <nav className="editor-related" aria-label={`Lists of ${surface.name}`}>
        <Link to={path('surfaces')}>All surfaces</Link>
        {related.map((link) => (
          <Link key={link.segments.join('/')} to={path(...link.segments)}>
            {link.label}
          </Link>
        ))}
      </nav>
      <details className="surface-details-settings">
        <summary>Settings and dropzones</summary>
        <PartSettingsForm key={surface.id} kind="surface" part={found.part} />
        <SurfaceDropzones surfaceId={surface.id} />
      </details>
    </div>
  );
}

function SurfaceDropzones({ surfaceId }: { surfaceId: string }) {
  const { doc } = useEditor();
  const zones = listedParts<AnyPart>(doc, 'dropzone', (zone) => {
    const parent = zone.parent as { type: string; surfaceId?: string };
    return parent.type === 'surface' && parent.surfaceId === surfaceId;
  });
  return (
    <section className="editor-subsection" aria-labelledby="surface-dropzones-title">
      <h2 id="surface-dropzones-title">Dropzones</h2>
      <p className="muted">Regions of this surface where dropped objects snap and are laid out (a discard pile, a row of card slots).</p>
      <PartList
        kind="dropzone"
        parts={zones}
        fixed={{ parentType: 'surface', surfaceId }}
        afterAdd="stay"
        headingLevel={3}
        empty="No dropzones on this surface."
      />
    </section>
  );
}

/** /guides/{guide}: the Markdown source and, below it, the saved text as players will read it. */
export function GuidePage() {
  return (
    <PartPage kind="guide">
      {(part) => (
        <section className="editor-subsection" aria-labelledby="guide-preview-title">
          <h2 id="guide-preview-title">As players see it</h2>
          {String(part.markdown ?? '').trim() === '' ? (
            <p className="muted">Nothing written yet.</p>
          ) : (
            <Markdown>{String(part.markdown)}</Markdown>
          )}
        </section>
      )}
    </PartPage>
  );
}

/** /variants/{variant}: its name and values, and its face as players will see it. */
export function VariantPage() {
  const { doc } = useEditor();
  return (
    <PartPage kind="variant">
      {(part) => {
        const variant = part as unknown as Variant;
        const component = doc.components.find((candidate) => candidate.id === variant.componentId);
        return component ? (
          <ComponentPreview
            key={`${component.id}:${variant.id}`}
            doc={doc}
            component={component}
            initialVariantId={variant.id}
            fixedVariant
          />
        ) : null;
      }}
    </PartPage>
  );
}

/** /objects/{object}: the settings, then filling a container with every variant and adding copies. */
export function ObjectPage() {
  return <PartPage kind="object">{(part) => <ObjectBulkActions key={part.id} object={part as unknown as GameObject} />}</PartPage>;
}
