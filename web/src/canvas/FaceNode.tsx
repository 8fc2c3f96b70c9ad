import { Image as KonvaImage, Shape } from 'react-konva';
import type { Context } from 'konva/lib/Context';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import Konva from 'konva';
import type { FaceLook } from './piece-look.ts';
import { useCanvasImage } from './images.ts';
import { fontOf, wrapLines } from './text-layout.ts';

/**
 * One side of a tile in its own pixels (0,0 top-left): background, image, text fields, and the variant's
 * name when there is nothing else to tell it apart. Drawn by one shape (one node per face, text laid out
 * once), which keeps a table of a thousand cards quick to build and to redraw.
 */
export function FaceNode({
  face,
  width,
  height,
  cornerRadius = 6,
}: {
  face: FaceLook;
  width: number;
  height: number;
  cornerRadius?: number;
}) {
  const image = useCanvasImage(face.imageUrl);
  return (
    <>
      <Shape
        width={width}
        height={height}
        fill={face.background}
        stroke="rgba(15,23,42,0.35)"
        strokeWidth={1}
        perfectDrawEnabled={false}
        sceneFunc={(context, shape) => drawFace(context, shape, face, width, height, cornerRadius, image)}
        hitFunc={hitBox(width, height)}
      />
      {face.images.map((field, index) => (
        <FieldImage key={index} {...field} />
      ))}
    </>
  );
}

/** Draws a face's background, image, fields and label in its own pixels; shared with the one-shape tile. */
export function drawFace(
  context: Context,
  shape: KonvaShape,
  face: FaceLook,
  width: number,
  height: number,
  cornerRadius: number,
  image: HTMLImageElement | undefined,
): void {
  context.beginPath();
  Konva.Util.drawRoundedRectPath(context, width, height, cornerRadius);
  context.closePath();
  context.fillStrokeShape(shape);
  if (image) {
    context.save();
    context.clip();
    context.drawImage(image, 0, 0, width, height);
    context.restore();
  }
  for (const field of face.texts) {
    context.save();
    // A field turns about its top-left corner, as in the editor.
    context.translate(field.x, field.y);
    if (field.rotation) context.rotate((field.rotation * Math.PI) / 180);
    const font = fontOf(field.fontSize, field.bold, field.fontFamily);
    const lines = field.wrap === false ? [field.text] : wrapLines(field.text, field.width, field.height, field.fontSize, font);
    drawLines(context, lines, 0, 0, field.width, field.fontSize, font, field.color, field.align);
    context.restore();
  }
  if (face.label && !image && face.texts.length === 0) {
    const fontSize = Math.max(10, Math.min(18, width / 7));
    const font = fontOf(fontSize, false);
    const lines = wrapLines(face.label, width - 12, height - 12, fontSize, font);
    const top = (height - lines.length * fontSize * 1.2) / 2;
    drawLines(context, lines, 6, top, width - 12, fontSize, font, readableOn(face.background), 'center');
  }
}

/** A shape's hit region: its box (at least `reach` each way), filled only (hit-testing the stroke too would double the work). */
export function hitBox(width: number, height: number, reach = 0) {
  // A piece drawn smaller than a finger is pressed in a box `reach` wide round its middle too.
  const w = Math.max(width, reach);
  const h = Math.max(height, reach);
  return (context: Context, shape: KonvaShape) => {
    context.beginPath();
    context.rect((width - w) / 2, (height - h) / 2, w, h);
    context.closePath();
    context.fillShape(shape);
  };
}

function drawLines(
  context: Context,
  lines: string[],
  x: number,
  y: number,
  width: number,
  fontSize: number,
  font: string,
  color: string,
  align: 'left' | 'center' | 'right',
): void {
  context.setAttr('font', font);
  context.setAttr('fillStyle', color);
  context.setAttr('textBaseline', 'top');
  context.setAttr('textAlign', align);
  const anchor = align === 'left' ? x : align === 'center' ? x + width / 2 : x + width;
  lines.forEach((line, index) => context.fillText(line, anchor, y + index * fontSize * 1.2));
}

function FieldImage({
  url,
  x,
  y,
  width,
  height,
  rotation,
}: {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
}) {
  const image = useCanvasImage(url);
  return image ? <KonvaImage image={image} x={x} y={y} width={width} height={height} rotation={rotation ?? 0} listening={false} /> : null;
}

/** Black or white text, whichever reads better on a background colour. */
export function readableOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#0f172a';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#0f172a' : '#ffffff';
}
