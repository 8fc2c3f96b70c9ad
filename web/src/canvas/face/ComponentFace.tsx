import { useMemo } from 'react';
import { Group, Image as KonvaImage, Rect, Text } from 'react-konva';
import type { Component, GameDocument, Variant } from '@tablecraft/core/game';
import { useCanvasImage } from '../images.ts';
import { readableOn } from '../FaceNode.tsx';
import { documentAssetUrls, type AssetUrlResolver } from './asset-urls.ts';
import { faceDrawing, type FaceDrawing, type FaceImage, type FaceSide, type FaceText } from './face-drawing.ts';

export interface ComponentFaceProps {
  doc: Pick<GameDocument, 'fields' | 'assets'>;
  component: Component;
  /** The variant whose values fill the fields; none draws the fields' defaults. */
  variant?: Variant | null;
  side?: FaceSide;
  /** Where images come from; by default the API's renditions of the document's asset refs. */
  urlOf?: AssetUrlResolver;
  /** Top-left corner in the parent's coordinates. */
  x?: number;
  y?: number;
  cornerRadius?: number;
  /** Draw the variant's name when the face has no image and no text to tell it apart (default true). */
  showLabel?: boolean;
}

/**
 * One face of a component for one variant, in the component's own pixels (0,0 top-left): background
 * colour, face image (or the variant's sheet frame), then its fields' text and images. Shared by the
 * editor's preview, the visual editor and the play table; it only draws, it never listens.
 */
export function ComponentFace({
  doc,
  component,
  variant,
  side = 'front',
  urlOf,
  x = 0,
  y = 0,
  cornerRadius = 6,
  showLabel = true,
}: ComponentFaceProps) {
  const resolve = useMemo(() => urlOf ?? documentAssetUrls(doc), [urlOf, doc]);
  const drawing = useMemo(() => faceDrawing(doc, component, variant, side, resolve), [doc, component, variant, side, resolve]);
  return <FaceDrawingNode drawing={drawing} x={x} y={y} cornerRadius={cornerRadius} showLabel={showLabel} />;
}

/** Draws a face worked out beforehand (see faceDrawing), for callers that cache drawings per piece. */
export function FaceDrawingNode({
  drawing,
  x = 0,
  y = 0,
  cornerRadius = 6,
  showLabel = true,
}: {
  drawing: FaceDrawing;
  x?: number;
  y?: number;
  cornerRadius?: number;
  showLabel?: boolean;
}) {
  const { width, height } = drawing;
  const image = useCanvasImage(drawing.imageUrl);
  const bare = !image && drawing.texts.length === 0 && drawing.images.length === 0;
  return (
    <Group x={x} y={y} listening={false} clipFunc={(context) => context.rect(0, 0, width, height)}>
      <Rect width={width} height={height} fill={drawing.background} cornerRadius={cornerRadius} perfectDrawEnabled={false} />
      {image ? <KonvaImage image={image} width={width} height={height} cornerRadius={cornerRadius} /> : null}
      {drawing.images.map((field) => (
        <FieldImageNode key={field.fieldId} field={field} />
      ))}
      {drawing.texts.map((field) => (
        <FieldTextNode key={field.fieldId} field={field} />
      ))}
      {showLabel && bare && drawing.label ? (
        <Text
          text={drawing.label}
          width={width}
          height={height}
          padding={6}
          align="center"
          verticalAlign="middle"
          fontSize={Math.max(10, Math.min(24, width / 7))}
          fill={readableOn(drawing.background)}
          wrap="word"
          ellipsis
          perfectDrawEnabled={false}
        />
      ) : null}
      <Rect
        width={width}
        height={height}
        stroke="rgba(15,23,42,0.35)"
        strokeWidth={1}
        cornerRadius={cornerRadius}
        perfectDrawEnabled={false}
      />
    </Group>
  );
}

function FieldTextNode({ field }: { field: FaceText }) {
  return (
    <Text
      name={`field-${field.fieldId}`}
      text={field.text}
      x={field.x}
      y={field.y}
      width={field.width}
      height={field.height}
      rotation={field.rotation}
      fontSize={field.fontSize}
      fontFamily={field.fontFamily}
      fontStyle={field.bold ? 'bold' : 'normal'}
      fill={field.color}
      align={field.align}
      wrap={field.wrap ? 'word' : 'none'}
      ellipsis
      perfectDrawEnabled={false}
    />
  );
}

function FieldImageNode({ field }: { field: FaceImage }) {
  const image = useCanvasImage(field.url);
  return image ? (
    <KonvaImage
      name={`field-${field.fieldId}`}
      image={image}
      x={field.x}
      y={field.y}
      width={field.width}
      height={field.height}
      rotation={field.rotation}
    />
  ) : null;
}
