import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva';
// The table's Konva (canvas/konva-core.ts) leaves the Transformer out: only the editor resizes and turns parts.
import 'konva/lib/shapes/Transformer';
import type Konva from 'konva';
import type { Component, Field, GameDocument, Variant } from '@tablecraft/core/game';
import { ComponentFace } from '../../canvas/face/index.ts';
import type { Edit } from './changes.ts';
import { placeFieldEdit } from './face-edits.ts';
import { linesOfBox, snapBox, type Guide, type SnapLine } from './snapping.ts';
import { useElementSize } from './use-element-size.ts';

const GAP = 48;
const LABEL = 28;
const SNAP_PX = 5;

interface FaceCanvasProps {
  doc: GameDocument;
  component: Component;
  variant: Variant | null;
  selectedFieldId: string | null;
  onSelectField: (id: string | null) => void;
  commit: (edit: Edit) => boolean;
  readOnly: boolean;
}

/**
 * The faces of a component side by side, at their real size when they fit (scaled down when not),
 * with the selected variant's values filled in. Each field is a box to drag and resize; fields snap to
 * the face's edges and centre and to each other, with guides shown.
 */
export function FaceCanvas({ doc, component, variant, selectedFieldId, onSelectField, commit, readOnly }: FaceCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const sides: Array<'front' | 'back'> = component.kind === 'tile' ? ['front', 'back'] : ['front'];
  const contentWidth = component.width * sides.length + GAP * (sides.length - 1);
  const contentHeight = component.height + LABEL;
  const scale = size.width > 0 ? Math.min(1, (size.width - 32) / contentWidth, Math.max(200, size.height - 32) / contentHeight) : 1;
  const stageHeight = Math.max(260, contentHeight * scale + 32);
  const offset = { x: Math.max(16, (size.width - contentWidth * scale) / 2), y: 16 };
  const transformerRef = useRef<Konva.Transformer>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const [guides, setGuides] = useState<Array<Guide & { side: number }>>([]);
  const faceDoc = useMemo(() => ({ fields: doc.fields, assets: doc.assets }), [doc.fields, doc.assets]);
  const fields = doc.fields.filter((field) => field.componentId === component.id);

  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const node = selectedFieldId ? stageRef.current?.findOne(`#field-box-${selectedFieldId}`) : null;
    transformer.nodes(node && !readOnly ? [node] : []);
    transformer.getLayer()?.batchDraw();
  }, [selectedFieldId, doc, readOnly, size.width]);

  const linesFor = (field: Field): SnapLine[] => [
    ...linesOfBox({ x: 0, y: 0, width: component.width, height: component.height }),
    ...fields.filter((other) => other.id !== field.id && other.face === field.face).flatMap((other) => linesOfBox(other)),
  ];

  return (
    <div ref={boxRef} className="face-canvas" data-testid="face-canvas" style={{ height: stageHeight }}>
      <Stage
        ref={stageRef}
        width={size.width}
        height={stageHeight}
        onPointerDown={(event) => {
          if (event.target === event.target.getStage() || event.target.name() === 'face-background') onSelectField(null);
        }}
      >
        <Layer>
          <Group x={offset.x} y={offset.y} scaleX={scale} scaleY={scale}>
            {sides.map((side, index) => (
              <Group key={side} x={index * (component.width + GAP)} y={LABEL} name={`face-${side}`}>
                <Text text={side === 'front' ? 'Front' : 'Back'} y={-LABEL + 4} fontSize={14 / scale} fill="#475569" />
                <ComponentFace doc={faceDoc} component={component} variant={variant} side={side} />
                <Rect name="face-background" width={component.width} height={component.height} fill="rgba(0,0,0,0)" />
                {fields
                  .filter((field) => field.face === side)
                  .map((field) => (
                    <Rect
                      key={field.id}
                      id={`field-box-${field.id}`}
                      name="field-box"
                      x={field.x}
                      y={field.y}
                      width={field.width}
                      height={field.height}
                      rotation={field.rotation}
                      fill={field.id === selectedFieldId ? 'rgba(37,99,235,0.10)' : 'rgba(0,0,0,0)'}
                      stroke={field.id === selectedFieldId ? '#2563eb' : 'rgba(37,99,235,0.55)'}
                      strokeWidth={1 / scale}
                      dash={[4 / scale, 3 / scale]}
                      draggable={!readOnly}
                      onPointerDown={(event) => {
                        event.cancelBubble = true;
                        onSelectField(field.id);
                      }}
                      onDragMove={(event) => {
                        const node = event.target;
                        const snapped = snapBox({ x: node.x(), y: node.y(), width: field.width, height: field.height }, linesFor(field), {
                          threshold: SNAP_PX / scale,
                          grid: 1,
                        });
                        node.position({ x: node.x() + snapped.dx, y: node.y() + snapped.dy });
                        setGuides(snapped.guides.map((guide) => ({ ...guide, side: index })));
                      }}
                      onDragEnd={(event) => {
                        setGuides([]);
                        const node = event.target;
                        if (!commit(placeFieldEdit(doc, field.id, { x: node.x(), y: node.y(), width: field.width, height: field.height })))
                          node.position({ x: field.x, y: field.y });
                      }}
                      onTransformEnd={(event) => {
                        const node = event.target;
                        const box = { x: node.x(), y: node.y(), width: field.width * node.scaleX(), height: field.height * node.scaleY() };
                        node.scale({ x: 1, y: 1 });
                        if (!commit(placeFieldEdit(doc, field.id, box))) node.position({ x: field.x, y: field.y });
                      }}
                    />
                  ))}
                {guides
                  .filter((guide) => guide.side === index)
                  .map((guide, key) => (
                    <Line
                      key={key}
                      points={guide.axis === 'x' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at]}
                      stroke="#db2777"
                      strokeWidth={1 / scale}
                      listening={false}
                    />
                  ))}
              </Group>
            ))}
          </Group>
          <Transformer
            ref={transformerRef}
            rotateEnabled={false}
            keepRatio={false}
            ignoreStroke
            flipEnabled={false}
            boundBoxFunc={(oldBox, newBox) => (newBox.width < 6 || newBox.height < 6 ? oldBox : newBox)}
          />
        </Layer>
      </Stage>
    </div>
  );
}
