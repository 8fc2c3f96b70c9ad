import { act, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layer } from 'react-konva';
import { cleanup, render } from '../test/render.tsx';
import { installFakeCanvas } from './fake-canvas.ts';
import { TableStage, type TableStageHandle } from './TableStage.tsx';

// The stage the play table and the editor share: a press on empty space pans on the table, and only
// when the page says so in the editor (which draws a selection band there); the middle button always pans.

let undoCanvas: () => void;
beforeEach(() => {
  undoCanvas = installFakeCanvas();
});
afterEach(async () => {
  await cleanup();
  undoCanvas();
});

async function stageWith(props: { panOnBackground?: (event: PointerEvent) => boolean; onBackgroundPress?: (event: PointerEvent) => void }) {
  const handle = createRef<TableStageHandle>();
  await render(
    <TableStage ref={handle} width={800} height={600} bounds={{ x: 0, y: 0, width: 400, height: 300 }} {...props}>
      <Layer />
    </TableStage>,
  );
  return handle.current!.stage()!;
}

/** A press on the stage's empty space, then a move of the pointer by (40, 25) over the window. */
async function dragEmpty(stage: NonNullable<Awaited<ReturnType<typeof stageWith>>>, button = 0) {
  const evt = { button, clientX: 100, clientY: 100, pointerType: 'mouse', shiftKey: false, preventDefault: () => undefined };
  await act(async () => {
    stage.fire('pointerdown', { evt });
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 140, clientY: 125 }));
    window.dispatchEvent(new PointerEvent('pointerup', { clientX: 140, clientY: 125 }));
  });
  return evt;
}

describe('panning the shared table stage', () => {
  it('pans with a drag on empty space by default (the play table), after reporting the press', async () => {
    const pressed = vi.fn();
    const stage = await stageWith({ onBackgroundPress: pressed });
    const from = { x: stage.x(), y: stage.y() };
    const evt = await dragEmpty(stage);
    expect(pressed).toHaveBeenCalledWith(evt);
    expect(stage.x()).toBeCloseTo(from.x + 40);
    expect(stage.y()).toBeCloseTo(from.y + 25);
  });

  it('leaves a drag on empty space to the page when it says not to pan (the editor), still reporting the press', async () => {
    const pressed = vi.fn();
    const stage = await stageWith({ onBackgroundPress: pressed, panOnBackground: () => false });
    const from = { x: stage.x(), y: stage.y() };
    await dragEmpty(stage);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect({ x: stage.x(), y: stage.y() }).toEqual(from);
  });

  it('pans when the page says so (the editor with Space held), and always with the middle button', async () => {
    const stage = await stageWith({ panOnBackground: () => true });
    const from = stage.x();
    await dragEmpty(stage);
    expect(stage.x()).toBeCloseTo(from + 40);

    const pressed = vi.fn();
    const editor = await stageWith({ onBackgroundPress: pressed, panOnBackground: () => false });
    const before = editor.x();
    await dragEmpty(editor, 1);
    expect(editor.x()).toBeCloseTo(before + 40);
    // The middle button is a pan, never a press on the table.
    expect(pressed).not.toHaveBeenCalled();
  });
});
