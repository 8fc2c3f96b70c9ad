import { act, createRef, type RefObject } from 'react';
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

describe('fitting the play table to a phone', () => {
  const table = { x: 0, y: 0, width: 1600, height: 1000 };
  const fitting = { margin: () => 8, mayTurn: true, refitOnResize: true };
  const sized = (handle: RefObject<TableStageHandle | null>, width: number, height: number) => (
    <TableStage ref={handle} width={width} height={height} bounds={table} fitting={fitting}>
      <Layer />
    </TableStage>
  );

  it('turns a landscape table a quarter turn on an upright phone, and back when asked', async () => {
    const handle = createRef<TableStageHandle>();
    await render(sized(handle, 360, 600));
    const stage = handle.current!.stage()!;
    expect(stage.rotation()).toBe(90);
    expect(stage.scaleX()).toBeCloseTo(344 / 1000);
    await act(async () => handle.current!.turn());
    expect(stage.rotation()).toBe(0);
    expect(stage.scaleX()).toBeCloseTo(344 / 1600);
  });

  it('fits again as the phone turns, forgetting a turn chosen for the other way, and not once panned', async () => {
    const handle = createRef<TableStageHandle>();
    const { rerender } = await render(sized(handle, 360, 600));
    const stage = handle.current!.stage()!;
    // Turned back upright and turned again by choice; then the phone is turned on its side: a landscape
    // view, where the table fits upright, the choice made for the upright phone forgotten.
    await act(async () => handle.current!.turn());
    await act(async () => handle.current!.turn());
    expect(stage.rotation()).toBe(90);
    await rerender(sized(handle, 740, 300));
    expect(handle.current!.stage()).toBe(stage);
    expect(stage.rotation()).toBe(0);
    expect(stage.scaleX()).toBeCloseTo(284 / 1000);
    // Upright once more: turned, as fitting chooses.
    await rerender(sized(handle, 360, 600));
    expect(stage.rotation()).toBe(90);
    // Panned, a change of size leaves the view where the player put it.
    await dragEmpty(stage);
    const panned = { x: stage.x(), scale: stage.scaleX() };
    await rerender(sized(handle, 360, 560));
    expect({ x: stage.x(), scale: stage.scaleX() }).toEqual(panned);
  });
});
