import { useId, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import type { Component, GameDocument } from '@tablecraft/core/game';
import { ComponentFace, type FaceSide } from '../../canvas/face/index.ts';
import { fitScale } from './fit.ts';

const PREVIEW_WIDTH = 420;
const PREVIEW_HEIGHT = 420;

/**
 * A component's face drawn as players will see it, for one chosen variant (or the fields' defaults),
 * front or back for tiles. It follows the saved document, so it changes as soon as a save lands.
 * On a variant's own page the variant is fixed and only the side can be chosen.
 */
export function ComponentPreview({
  doc,
  component,
  initialVariantId,
  fixedVariant = false,
}: {
  doc: GameDocument;
  component: Component;
  initialVariantId?: string;
  fixedVariant?: boolean;
}) {
  const id = useId();
  const variants = doc.variants.filter((variant) => variant.componentId === component.id);
  const [variantId, setVariantId] = useState<string>(initialVariantId ?? variants[0]?.id ?? '');
  const [side, setSide] = useState<FaceSide>('front');
  // The chosen variant may have been deleted or renamed since; fall back to the first one.
  const variant = variants.find((candidate) => candidate.id === variantId) ?? variants[0] ?? null;
  const scale = fitScale(component.width, component.height, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  const width = Math.ceil(component.width * scale);
  const height = Math.ceil(component.height * scale);

  return (
    <section className="component-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preview</h2>
      <div className="component-preview-controls">
        {fixedVariant ? null : (
          <div className="field">
            <label htmlFor={`${id}-variant`}>Variant</label>
            <select
              id={`${id}-variant`}
              value={variant?.id ?? ''}
              onChange={(event) => setVariantId(event.target.value)}
              disabled={variants.length === 0}
            >
              {variants.length === 0 ? <option value="">No variants: field defaults</option> : null}
              {variants.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {component.kind === 'tile' ? (
          <div className="field">
            <label htmlFor={`${id}-side`}>Face</label>
            <select id={`${id}-side`} value={side} onChange={(event) => setSide(event.target.value as FaceSide)}>
              <option value="front">Front</option>
              <option value="back">Back</option>
            </select>
          </div>
        ) : null}
      </div>
      <div
        className="component-preview-stage"
        data-testid="component-preview"
        role="img"
        aria-label={`${component.name}${variant ? `, ${variant.name}` : ''}, ${side} face`}
      >
        <Stage width={width} height={height} scaleX={scale} scaleY={scale} listening={false}>
          <Layer>
            <ComponentFace doc={doc} component={component} variant={variant} side={side} />
          </Layer>
        </Stage>
      </div>
      <p className="field-hint">
        {component.width}×{component.height} px, shown at {Math.round(scale * 100)}%.
      </p>
    </section>
  );
}
