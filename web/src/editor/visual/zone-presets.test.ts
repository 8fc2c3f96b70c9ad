import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { addZoneHere, newZonePlacement } from './zone-presets.ts';

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
