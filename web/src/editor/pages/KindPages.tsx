import type { Component, GameObject, Variant } from '@tablecraft/core/game';
import { Markdown } from '../../shell/markdown.tsx';
import { useEditor } from '../editor-context.tsx';
import { PartList } from '../PartList.tsx';
import { ComponentPreview } from '../preview/ComponentPreview.tsx';
import { listedParts } from '../list-order.ts';
import { PartPage } from './PartPage.tsx';
import { SurfaceEditor } from '../visual/SurfaceEditor.tsx';
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

/** /surfaces/{surface}: the visual editor of its layout first, then its settings and the dropzones lying on it. */
export function SurfacePage() {
  return (
    <PartPage kind="surface" lead={(part) => <SurfaceEditor key={part.id} surfaceId={part.id} />}>
      {(part) => <SurfaceDropzones surfaceId={part.id} />}
    </PartPage>
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
