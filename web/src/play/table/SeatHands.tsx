import { memo, useMemo } from 'react';
import { Group, Layer, Rect, Text } from 'react-konva';
import type { RoomView } from '@tablecraft/core/play';
import { CountBadge } from '../../canvas/PieceNode.tsx';
import { tableBounds } from '../../canvas/geometry.ts';
import type { TableLayout } from './table-layout.ts';
import { fanSize, seatHandPlaces, sideRotation } from './seat-hands.ts';

const BACK_WIDTH = 44;
const BACK_HEIGHT = 64;

/**
 * Other players' hands at their places round the table: a small fan of backs in the seat's colour and
 * the count. Drawn from the counts every seat receives; nothing here can be picked up.
 */
export const SeatHands = memo(function SeatHands({ view, layout }: { view: RoomView; layout: TableLayout }) {
  const bounds = useMemo(() => tableBounds(view.surfaces), [view.surfaces]);
  const places = useMemo(() => seatHandPlaces(view, bounds, layout.zones), [view, bounds, layout.zones]);
  return (
    <Layer listening={false}>
      {places.map((place) => {
        const backs = fanSize(place.count);
        const label = `${place.name}: ${place.count} ${place.count === 1 ? 'card' : 'cards'} in hand`;
        return (
          <Group key={place.seatId} id={`seat-hand-${place.seatId}`} name="seat-hand" label={label} x={place.x} y={place.y} opacity={0.95}>
            <Group rotation={sideRotation(place.side)}>
              {Array.from({ length: backs }, (_, i) => {
                const turn = (i - (backs - 1) / 2) * 9;
                return (
                  <Rect
                    key={i}
                    x={0}
                    y={BACK_HEIGHT / 2}
                    offsetX={BACK_WIDTH / 2}
                    offsetY={BACK_HEIGHT}
                    rotation={turn}
                    width={BACK_WIDTH}
                    height={BACK_HEIGHT}
                    cornerRadius={5}
                    fill={place.colour}
                    stroke="#ffffff"
                    strokeWidth={2}
                    shadowColor="rgba(15,23,42,0.35)"
                    shadowBlur={3}
                    perfectDrawEnabled={false}
                  />
                );
              })}
            </Group>
            <CountBadge count={place.count} x={BACK_WIDTH / 2 + 8} y={-BACK_HEIGHT / 2} />
            <Text
              text={place.name}
              x={-80}
              y={BACK_HEIGHT / 2 + 6}
              width={160}
              align="center"
              fontSize={13}
              fontStyle="bold"
              fill="#ffffff"
              shadowColor="#0f172a"
              shadowBlur={2}
            />
          </Group>
        );
      })}
    </Layer>
  );
});
