import { act, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type Konva from 'konva';
import { cleanup, render } from '../../test/render.tsx';
import { installFakeCanvas } from '../../canvas/fake-canvas.ts';
import { SurfaceCanvas, type SurfaceCanvasHandle } from './SurfaceCanvas.tsx';
import { surfaceScene } from './surface-scene.ts';
import { testDocument } from './test-document.ts';
import type { Point } from './geometry.ts';

// The surface editor on the shared table stage, with a stand-in canvas: a drag on empty space draws a
// rubber band and selects what it meets, Space + drag pans instead, and a second finger drops the band.

let undo: () => void;
beforeEach(() => {
  const undoCanvas = installFakeCanvas();
  // The canvas draws once its box has a size, which happy-dom does not lay out.
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  undo = () => {
    width.mockRestore();
    height.mockRestore();
    undoCanvas();
  };
});
afterEach(async () => {
  await cleanup();
  undo();
});

async function canvas() {
  const doc = testDocument();
  const surface = doc.surfaces[0]!;
  const onSelectionChange = vi.fn();
  const handle = createRef<SurfaceCanvasHandle>();
  const { container } = await render(
    <SurfaceCanvas
      ref={handle}
      doc={doc}
      surface={surface}
      scene={surfaceScene(doc, surface.id)}
      selection={[]}
      onSelectionChange={onSelectionChange}
      commit={() => true}
      readOnly={false}
      snap={{ enabled: true, grid: 10 }}
      onDropPiece={() => undefined}
    />,
  );
  const stage = (await import('konva')).default.stages.at(-1)!;
  expect(container.contains(stage.container())).toBe(true);
  return { stage, onSelectionChange, handle };
}

/** Where a surface point is on the page (happy-dom puts the stage's box at 0, 0). */
const client = (stage: Konva.Stage, at: Point) => stage.getAbsoluteTransform().point(at);

async function press(stage: Konva.Stage, at: Point, pointerId = 1, pointerType = 'mouse') {
  const { x, y } = client(stage, at);
  await act(async () => {
    stage.fire('pointerdown', {
      evt: { button: 0, clientX: x, clientY: y, pointerId, pointerType, shiftKey: false, preventDefault: () => undefined },
    });
  });
}

async function pointer(type: 'pointermove' | 'pointerup', clientAt: Point, pointerId = 1) {
  await act(async () => {
    window.dispatchEvent(new PointerEvent(type, { clientX: clientAt.x, clientY: clientAt.y, pointerId }));
  });
}

describe('the surface editor on the table stage', () => {
  it('selects the objects a band drawn over empty space meets, drawing the band meanwhile', async () => {
    const { stage, onSelectionChange } = await canvas();
    await press(stage, { x: 270, y: 250 });
    await pointer('pointermove', client(stage, { x: 430, y: 350 }));
    const band = stage.findOne('.selection-band')!;
    expect(band.x()).toBeCloseTo(270);
    expect(band.width()).toBeCloseTo(160);
    await pointer('pointerup', client(stage, { x: 430, y: 350 }));
    // t1 and t2 lie in the band; t3 and the deck do not.
    expect(onSelectionChange).toHaveBeenCalledWith(['object:t1', 'object:t2']);
    expect(stage.findOne('.selection-band')).toBeUndefined();
  });

  it('pans with Space held instead of drawing a band', async () => {
    const { stage, onSelectionChange } = await canvas();
    const from = stage.x();
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space' })));
    const start = client(stage, { x: 270, y: 250 });
    await press(stage, { x: 270, y: 250 });
    await pointer('pointermove', { x: start.x + 30, y: start.y });
    await pointer('pointerup', { x: start.x + 30, y: start.y });
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keyup', { code: 'Space' })));
    expect(stage.x()).toBeCloseTo(from + 30);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('drops the band when a second finger comes down (a pinch), selecting nothing', async () => {
    const { stage, onSelectionChange } = await canvas();
    await press(stage, { x: 270, y: 250 }, 1, 'touch');
    await pointer('pointermove', client(stage, { x: 430, y: 350 }));
    await press(stage, { x: 600, y: 500 }, 2, 'touch');
    expect(stage.findOne('.selection-band')).toBeUndefined();
    await pointer('pointerup', client(stage, { x: 430, y: 350 }));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('zooms from the toolbar around the middle of the view', async () => {
    const { stage, handle } = await canvas();
    const centre = handle.current!.viewCentre();
    // Fitted on first show: the surface (1000 × 600) is centred in the view.
    expect(centre.x).toBeCloseTo(500);
    expect(centre.y).toBeCloseTo(300);
    const scale = stage.scaleX();
    await act(async () => handle.current!.zoomBy(2));
    expect(stage.scaleX()).toBeCloseTo(scale * 2);
    const after = handle.current!.viewCentre();
    expect(after.x).toBeCloseTo(centre.x);
    expect(after.y).toBeCloseTo(centre.y);
  });
});
