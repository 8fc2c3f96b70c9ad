import { memo, useEffect, useRef } from 'react';
import { Circle, Group, Line, Rect, Text } from 'react-konva';
import Konva from 'konva';
import { pieceNodeAttrs, Reach, type PieceNodeProps } from '../../canvas/PieceNode.tsx';
import { readableOn } from '../../canvas/FaceNode.tsx';
import { dieOutline, numberCentre, pipPositions, prefersReducedMotion, showsPips, ROLL_MS, ROLL_TURNS } from './dice.ts';

interface DieNodeProps extends PieceNodeProps {
  /** The die's number of sides (from its component). */
  sides: number | undefined;
  /** How many times it was rolled (from the view): each rise tumbles the die once, for everyone. */
  rolls: number | undefined;
}

/**
 * A die on the table: a d6 with pips, any other die with its number on its own shape. When a roll
 * arrives (its count in the view goes up), the die tumbles briefly, unless the person prefers less motion.
 */
export const DieNode = memo(function DieNode(props: DieNodeProps) {
  const { look, outline, sides, rolls } = props;
  const { width, height } = look;
  const body = useRef<Konva.Group>(null);
  // A die never rolled has no count: its first roll takes it from 0 to 1.
  const lastRolls = useRef(rolls ?? 0);

  useEffect(() => {
    const before = lastRolls.current;
    lastRolls.current = rolls ?? 0;
    // The first drawing shows the die as it lies; only a roll that arrives later tumbles it.
    if ((rolls ?? 0) <= before || !body.current || prefersReducedMotion()) return;
    const node = body.current;
    node.rotation(0);
    const tween = new Konva.Tween({
      node,
      duration: ROLL_MS / 1000,
      rotation: 360 * ROLL_TURNS,
      easing: Konva.Easings.EaseOut,
      onFinish: () => node.rotation(0),
    });
    const pop = new Konva.Tween({
      node,
      duration: ROLL_MS / 2000,
      scaleX: 1.18,
      scaleY: 1.18,
      easing: Konva.Easings.EaseOut,
      onFinish: () => pop.reverse(),
    });
    tween.play();
    pop.play();
    return () => {
      tween.destroy();
      pop.destroy();
      node.rotation(0);
      node.scale({ x: 1, y: 1 });
    };
  }, [rolls]);

  const ink = readableOn(look.side.background);
  const shape = dieOutline(sides);
  const size = Math.min(width, height);
  return (
    // `rolls` is kept on the node, as the label is, for pages and tests to see a roll arrive.
    <Group {...pieceNodeAttrs(props)} rolls={rolls ?? 0}>
      <Reach width={width} height={height} reach={props.reach} />
      <Group ref={body} x={width / 2} y={height / 2} offsetX={width / 2} offsetY={height / 2} name="die-body">
        {shape ? (
          <Line
            points={shape.flatMap(([px, py]) => [px * width, py * height])}
            closed
            fill={look.side.background}
            stroke="#0f172a"
            strokeWidth={1.5}
            lineJoin="round"
            perfectDrawEnabled={false}
          />
        ) : (
          <Rect
            width={width}
            height={height}
            fill={look.side.background}
            cornerRadius={size / 6}
            stroke="#0f172a"
            strokeWidth={1.5}
            perfectDrawEnabled={false}
          />
        )}
        {showsPips(sides, look.value) ? (
          pipPositions(look.value!).map(([px, py], i) => (
            <Circle key={i} x={px * width} y={py * height} radius={size * 0.09} fill={ink} listening={false} perfectDrawEnabled={false} />
          ))
        ) : (
          <Text
            text={String(look.value ?? '')}
            width={width}
            height={height}
            y={height * (numberCentre(sides) - 0.5)}
            align="center"
            verticalAlign="middle"
            fontSize={size * (shape ? 0.36 : 0.5)}
            fontStyle="bold"
            fill={ink}
            listening={false}
          />
        )}
      </Group>
      {outline ? (
        <Rect x={-3} y={-3} width={width + 6} height={height + 6} stroke={outline} strokeWidth={3} cornerRadius={8} listening={false} />
      ) : null}
    </Group>
  );
});
