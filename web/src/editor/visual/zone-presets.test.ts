import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { addZoneHere, newZonePlacement, takenOnSurface } from './zone-presets.ts';

const surface = { width: 1600, height: 1000 };

describe('a new dropzone', () => {
  it('is centred where the author is looking, at the size asked', () => {
    expect(newZonePlacement({ centre: { x: 400, y: 300 }, surface }, { width: 200, height: 260 })).toEqual({
      x: 300,
      y: 170,
      width: 200,
      height: 260,
    });
  });

  it('stays wholly on the surface when the view is at its edge', () => {
    expect(newZonePlacement({ centre: { x: 0, y: 0 }, surface }, { width: 200, height: 260 })).toMatchObject({ x: 0, y: 0 });
    expect(newZonePlacement({ centre: { x: 1600, y: 1000 }, surface }, { width: 200, height: 260 })).toMatchObject({ x: 1400, y: 740 });
  });

  it('moves off a dropzone already where the author is looking', () => {
    const taken = { x: 300, y: 170, width: 200, height: 260 };
    const box = newZonePlacement({ centre: { x: 400, y: 300 }, surface }, { width: 200, height: 260 }, [taken]);
    const apart =
      box.x >= taken.x + taken.width || box.x + box.width <= taken.x || box.y >= taken.y + taken.height || box.y + box.height <= taken.y;
    expect(apart).toBe(true);
  });

  it('moves off a piece already where the author is looking, as a deck made from a sheet is', () => {
    const full = fullDocument();
    // The deck (260 × 360) lies in the middle of the view, the die at (800, 500).
    const doc = {
      ...full,
      objects: full.objects.map((object) =>
        object.id === 'the-deck'
          ? { ...object, placement: { type: 'surface' as const, surfaceId: 'table', x: 400, y: 500, rotation: 0 } }
          : object,
      ),
    };
    for (const centre of [
      { x: 400, y: 500 },
      { x: 800, y: 500 },
    ]) {
      const { edit, id } = addZoneHere(doc, 'table', { centre, surface }, 'discard');
      const zone = edit.changes.find((change) => change.id === id)?.after as unknown as {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      const box = { x: zone.x - zone.width / 2, y: zone.y - zone.height / 2, width: zone.width, height: zone.height };
      for (const taken of takenOnSurface(doc, 'table', zone)) {
        const apart =
          box.x >= taken.x + taken.width ||
          box.x + box.width <= taken.x ||
          box.y >= taken.y + taken.height ||
          box.y + box.height <= taken.y;
        expect(apart, JSON.stringify({ box, taken })).toBe(true);
      }
    }
    const deck = { x: 270, y: 320, width: 260, height: 360 };
    const die = { x: 768, y: 468, width: 64, height: 64 };
    expect(takenOnSurface(doc, 'table', { width: 282, height: 382 })).toEqual(expect.arrayContaining([deck, die]));
    // The deck is bigger than a 200 × 200 dropzone, which may lie over it as over a board.
    const small = takenOnSurface(doc, 'table', { width: 200, height: 200 });
    expect(small).toContainEqual(die);
    expect(small).not.toContainEqual(deck);
  });

  it('from a preset is named, laid out and sized for the game’s cards', () => {
    const doc = fullDocument();
    const { edit, id } = addZoneHere(doc, 'table', { centre: { x: 1200, y: 700 }, surface }, 'discard');
    const zone = edit.changes.find((change) => change.kind === 'dropzone' && change.id === id)?.after as Record<string, unknown>;
    expect(zone).toMatchObject({
      name: 'Discard 2',
      layout: { type: 'stack' },
      faceUpOnDrop: true,
      width: 250 + 32,
      height: 350 + 32,
      parent: { type: 'surface', surfaceId: 'table' },
    });
    const draw = addZoneHere(doc, 'table', { centre: { x: 1200, y: 700 }, surface }, 'draw');
    const drawZone = draw.edit.changes.find((change) => change.id === draw.id)?.after as Record<string, unknown>;
    expect(drawZone).toMatchObject({ name: 'Draw pile', layout: { type: 'stack' }, shuffleAtStart: true, viewPolicy: 'nobody' });
  });
});
