import { memo } from 'react';
import { Circle, Group, Line, Rect } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Anchor, Dropzone } from '@tablecraft/core/game';
import { ZoneNode } from '../../canvas/index.ts';

export interface ZoneNodeHandlers {
  onPress: (key: string, event: KonvaEventObject<PointerEvent>) => void;
  onZoneDragEnd: (id: string) => void;
  onZoneTransformEnd: (id: string) => void;
  onAnchorDragEnd: (id: string, x: number, y: number) => void;
}

/**
 * A dropzone as the editor draws it: its outline, layout and name, draggable by its body and resizable
 * when selected; its anchors are handles dragged inside it. Node ids: `#dropzone-{id}`, `#anchor-{id}`.
 */
export const ZoneEditNode = memo(function ZoneEditNode({
  zone,
  anchors,
  selectedAnchors,
  selected,
  editable,
  handlers,
}: {
  zone: Dropzone;
  anchors: Anchor[];
  selectedAnchors: ReadonlySet<string>;
  selected: boolean;
  editable: boolean;
  handlers: ZoneNodeHandlers;
}) {
  return (
    <Group
      id={`dropzone-${zone.id}`}
      name="dropzone"
      x={zone.x - zone.width / 2}
      y={zone.y - zone.height / 2}
      draggable={editable}
      onPointerDown={(event) => {
        if (event.target.name() === 'anchor') return;
        handlers.onPress(`dropzone:${zone.id}`, event);
      }}
      onDragEnd={(event) => {
        if (event.target.name() !== 'anchor') handlers.onZoneDragEnd(zone.id);
      }}
      onTransformEnd={() => handlers.onZoneTransformEnd(zone.id)}
    >
      <Rect name="dropzone-body" width={zone.width} height={zone.height} fill="rgba(0,0,0,0)" />
      <ZoneNode
        rect={{ x: 0, y: 0, width: zone.width, height: zone.height }}
        name={`${zone.name} · ${zone.layout.type}`}
        layout={zone.layout}
        anchors={[]}
        highlight={selected ? '#2563eb' : null}
      />
      {anchors.map((anchor) => (
        // Anchors are kept from the zone's centre: their group starts there.
        <Group key={anchor.id} x={zone.width / 2} y={zone.height / 2}>
          {anchor.kind === 'line' ? (
            <Line
              points={[anchor.x, anchor.y, anchor.x2 ?? anchor.x, anchor.y2 ?? anchor.y]}
              stroke="#7c3aed"
              strokeWidth={2}
              dash={[6, 4]}
              listening={false}
            />
          ) : null}
          <Circle
            id={`anchor-${anchor.id}`}
            name="anchor"
            x={anchor.x}
            y={anchor.y}
            radius={7}
            fill={selectedAnchors.has(anchor.id) ? '#2563eb' : '#7c3aed'}
            stroke="#fff"
            strokeWidth={2}
            draggable={editable}
            dragBoundFunc={function (
              this: {
                getParent: () => {
                  getAbsoluteTransform: () => {
                    copy: () => { invert: () => { point: (p: { x: number; y: number }) => { x: number; y: number } } };
                    point: (p: { x: number; y: number }) => { x: number; y: number };
                  };
                } | null;
              },
              position,
            ) {
              // Anchors stay inside their dropzone.
              const parent = this.getParent()!;
              const local = parent.getAbsoluteTransform().copy().invert().point(position);
              const clamped = {
                x: Math.min(zone.width / 2, Math.max(-zone.width / 2, local.x)),
                y: Math.min(zone.height / 2, Math.max(-zone.height / 2, local.y)),
              };
              return parent.getAbsoluteTransform().point(clamped);
            }}
            onPointerDown={(event) => handlers.onPress(`anchor:${anchor.id}`, event)}
            onDragEnd={(event) => {
              event.cancelBubble = true;
              handlers.onAnchorDragEnd(anchor.id, event.target.x(), event.target.y());
            }}
          />
        </Group>
      ))}
    </Group>
  );
});
