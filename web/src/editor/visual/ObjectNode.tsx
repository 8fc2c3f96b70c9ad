import { memo, useMemo } from 'react';
import { Group, Rect } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Component, GameDocument, GameObject, Variant } from '@tablecraft/core/game';
import { PieceNode, plainFace, type PieceLook } from '../../canvas/index.ts';
import { ComponentFace, documentAssetUrls, faceDrawing } from '../../canvas/face/index.ts';

export interface ObjectNodeHandlers {
  onPress: (id: string, event: KonvaEventObject<PointerEvent>) => void;
  onDragStart: (id: string) => void;
  onDragMove: (id: string) => void;
  onDragEnd: (id: string) => void;
  onTransformEnd: (id: string) => void;
}

/** What lies on top inside a container. */
interface Top {
  object: GameObject;
  component: Component;
  variant: Variant | null;
}

/** What faces are drawn from. */
type FaceDoc = Pick<GameDocument, 'fields' | 'assets'>;

interface ObjectNodeProps {
  object: GameObject;
  component: Component;
  variant: Variant | null;
  /** What faces are drawn from (changes only when fields or assets do). */
  faceDoc: FaceDoc;
  contents: number;
  /** For a container: what lies on top inside it, with its component and variant, drawn as a room shows the pile. */
  top: GameObject | null;
  topComponent: Component | null;
  topVariant: Variant | null;
  selected: boolean;
  /** Outlined as the container a held piece would go into. */
  target: boolean;
  draggable: boolean;
  handlers: ObjectNodeHandlers;
}

/**
 * One object on the surface editor: its face (or back), turned and centred on its stored position.
 * The Konva node is `#object-{id}`, draggable and transformable; it reports with the object's id.
 */
export const ObjectNode = memo(function ObjectNode({
  object,
  component,
  variant,
  faceDoc,
  contents,
  top,
  topComponent,
  topVariant,
  selected,
  target,
  draggable,
  handlers,
}: ObjectNodeProps) {
  const placement = object.placement as { x: number; y: number; rotation: number };
  const { width, height } = component;
  return (
    <Group
      id={`object-${object.id}`}
      name="object"
      x={placement.x}
      y={placement.y}
      offsetX={width / 2}
      offsetY={height / 2}
      rotation={placement.rotation}
      draggable={draggable}
      onPointerDown={(event) => handlers.onPress(object.id, event)}
      onDragStart={() => handlers.onDragStart(object.id)}
      onDragMove={() => handlers.onDragMove(object.id)}
      onDragEnd={() => handlers.onDragEnd(object.id)}
      onTransformEnd={() => handlers.onTransformEnd(object.id)}
    >
      {component.kind === 'tile' ? (
        <ComponentFace doc={faceDoc} component={component} variant={variant} side={object.faceUp ? 'front' : 'back'} />
      ) : (
        <OtherPiece
          component={component}
          contents={contents}
          top={top && topComponent ? { object: top, component: topComponent, variant: topVariant } : null}
          faceDoc={faceDoc}
        />
      )}
      {/* A transparent cover so the whole piece takes the pointer, whatever its face draws. */}
      <Rect width={width} height={height} fill="rgba(0,0,0,0)" />
      {selected || target ? (
        <Rect
          x={-3}
          y={-3}
          width={width + 6}
          height={height + 6}
          stroke={target ? '#059669' : '#2563eb'}
          strokeWidth={target ? 4 : 2}
          cornerRadius={8}
          listening={false}
        />
      ) : null}
    </Group>
  );
});

/**
 * A die, a counter or a container. A container (a deck) shows the face or the back of what lies on top inside
 * it, as the room will, and how many it holds; an empty one, its name.
 */
function OtherPiece({ component, contents, top, faceDoc }: { component: Component; contents: number; top: Top | null; faceDoc: FaceDoc }) {
  const { object, component: topComponent, variant } = top ?? {};
  const look = useMemo<PieceLook>(() => {
    const base = { width: component.width, height: component.height, rotation: 0, name: component.name, showingBack: false };
    if (component.kind === 'die') return { ...base, kind: 'die', side: plainFace('#ffffff'), value: component.sides };
    if (component.kind === 'counter') return { ...base, kind: 'counter', side: plainFace('#f8fafc'), value: component.counter.initial };
    const onTop = object && topComponent ? topLook({ object, component: topComponent, variant: variant ?? null }, faceDoc) : null;
    return { ...base, kind: 'container', side: plainFace('#e2e8f0'), count: contents, top: onTop };
  }, [component, contents, object, topComponent, variant, faceDoc]);
  return <PieceNode id={component.id} look={look} x={component.width / 2} y={component.height / 2} listening={false} />;
}

/** The look of the piece on top of a pile: its face when it lies face up, else its back. */
function topLook(top: Top, faceDoc: FaceDoc): PieceLook {
  const { object, component, variant } = top;
  const side = object.faceUp ? 'front' : 'back';
  return {
    kind: 'tile',
    width: component.width,
    height: component.height,
    rotation: 0,
    name: variant?.name ?? component.name,
    side: faceDrawing(faceDoc, component, variant, side, documentAssetUrls(faceDoc)),
    showingBack: side === 'back',
  };
}
