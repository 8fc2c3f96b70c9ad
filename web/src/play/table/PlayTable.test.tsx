import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type Konva from 'konva';
import type { RoomState } from '@tablecraft/core/play';
import { cleanup, render } from '../../test/render.tsx';
import { installFakeCanvas } from '../../canvas/fake-canvas.ts';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import { PresenceStore } from '../store/presence-store.ts';
import { pieceIdOf, testDocument, testRoom, viewOf } from '../test-room.ts';
import { LookBook } from './looks.ts';
import { PlayTable } from './PlayTable.tsx';
import { layoutTable } from './table-layout.ts';
import type { useTableDrag } from './use-table-drag.ts';

// The play table drawn with Konva on a stand-in canvas: the label the scripts put on a piece, and the
// buttons its author gave it, as nodes a page (and the browser tests) can find, pressed with a click or tap.

let undoCanvas: () => void;
let undoSize: () => void;
beforeEach(() => {
  undoCanvas = installFakeCanvas();
  // The table draws once its box has a size, which happy-dom does not lay out.
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  undoSize = () => {
    width.mockRestore();
    height.mockRestore();
    vi.unstubAllGlobals();
  };
});
afterEach(async () => {
  await cleanup();
  undoSize();
  undoCanvas();
});

const looks = new LookBook(testDocument());

function scripted(): { state: RoomState; jack: string; deck: string } {
  const plain = testRoom();
  const jack = pieceIdOf(plain, 'card', 'jack');
  const deck = pieceIdOf(plain, 'deck');
  const components = {
    ...plain.components,
    deck: { ...plain.components.deck!, buttons: [{ id: 'draw-all', label: 'Draw for everyone' }] },
  };
  return {
    state: { ...plain, components, pieces: { ...plain.pieces, [jack]: { ...plain.pieces[jack]!, label: '3 points' } } },
    jack,
    deck,
  };
}

async function table(state: RoomState, onPressButton?: (pieceId: string, buttonId: string) => void) {
  const view = viewOf(state, 'north');
  const stage = createRef<TableStageHandle>();
  const drag = { held: null, hover: null, heldNode: createRef(), begin: () => undefined } as unknown as ReturnType<typeof useTableDrag>;
  const noop = () => undefined;
  await render(
    <PlayTable
      view={view}
      layout={layoutTable(view)}
      looks={looks}
      assetUrlOf={() => null}
      stageRef={stage}
      drag={drag}
      presence={new PresenceStore()}
      colourOf={() => '#000'}
      nameOf={() => ''}
      selected={{ kind: 'none' }}
      group={[]}
      selecting={false}
      selectionColour="#2563eb"
      onSelect={noop}
      onBand={noop}
      onDoneSelecting={noop}
      onMenu={noop}
      onDoubleClick={noop}
      onStep={noop}
      onCursor={noop}
      {...(onPressButton ? { onPressButton } : {})}
    />,
  );
  return stage.current!.stage()!;
}

describe("the game's label and buttons on the table", () => {
  it('draws the label the scripts put on a piece', async () => {
    const { state, jack } = scripted();
    const stage = await table(state);
    const badge = stage.findOne(`#label-${jack}`)!;
    expect(badge.getAttr('label')).toBe('3 points');
    expect(badge.hasName('piece-label')).toBe(true);
    expect((badge as Konva.Group).findOne<Konva.Text>('Text')!.text()).toBe('3 points');
    // A piece without a label has no badge.
    expect(stage.find('.piece-label')).toHaveLength(1);
  });

  it("draws a seated player the piece's buttons under it, pressed with a click or tap, never picking it up", async () => {
    const { state, deck } = scripted();
    const pressed = vi.fn();
    const stage = await table(state, pressed);
    const button = stage.findOne<Konva.Group>(`#piece-button-${deck}-draw-all`)!;
    expect(button.getAttr('label')).toBe('Draw for everyone');
    expect(button.hasName('piece-button')).toBe(true);
    // Under the deck.
    const deckNode = stage.findOne(`#piece-${deck}`)!;
    expect(button.y()).toBeGreaterThan(deckNode.y());
    const stagePressed = vi.fn();
    stage.on('pointerdown', stagePressed);
    button.findOne('Rect')!.fire('pointerdown', { evt: { button: 0 } }, true);
    expect(stagePressed).not.toHaveBeenCalled();
    button.findOne('Rect')!.fire('pointerclick', { evt: {} }, true);
    expect(pressed).toHaveBeenCalledWith(deck, 'draw-all');
  });

  it('draws no buttons for someone who may not press them', async () => {
    const { state } = scripted();
    const stage = await table(state);
    expect(stage.find('.piece-button')).toHaveLength(0);
  });
});
