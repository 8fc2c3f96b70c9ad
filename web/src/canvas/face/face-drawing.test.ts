import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { documentAssetUrls, uploadedAssetUrl } from './asset-urls.ts';
import { faceDrawing, fieldValue } from './face-drawing.ts';

const API = 'http://api.test';
const doc = fullDocument();
const urls = documentAssetUrls(doc, API);
const card = doc.components.find((component) => component.id === 'card')!;
const variant = (id: string) => doc.variants.find((candidate) => candidate.id === id)!;

describe('faceDrawing', () => {
  it('fills the front fields with the variant values, in document order, with their styles', () => {
    const drawing = faceDrawing(doc, card, variant('dragon-card'), 'front', urls);
    expect(drawing).toMatchObject({ width: 250, height: 350, background: '#ffffff', imageUrl: null, label: 'Dragon' });
    expect(drawing.texts.map((text) => [text.fieldId, text.text])).toEqual([
      ['title', 'Red Dragon'],
      ['power', '9'],
    ]);
    expect(drawing.texts[0]).toMatchObject({
      fontFamily: 'Georgia',
      fontSize: 20,
      align: 'center',
      bold: true,
      wrap: false,
      x: 10,
      y: 10,
      width: 230,
      height: 30,
    });
    // The art field points at an asset ref that is one frame of a sheet.
    expect(drawing.images).toEqual([
      {
        fieldId: 'art',
        url: `${API}/files/assets/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d/frames/4`,
        x: 10,
        y: 50,
        width: 230,
        height: 240,
        rotation: 0,
      },
    ]);
  });

  it('draws nothing for a value set to empty, and the default for a value left out', () => {
    const knight = faceDrawing(doc, card, variant('knight-card'), 'front', urls);
    expect(knight.images).toEqual([]);
    const peasant = faceDrawing(doc, card, variant('peasant-card'), 'front', urls);
    expect(peasant.texts.map((text) => [text.fieldId, text.text])).toEqual([
      ['title', 'Peasant'],
      ['power', '0'],
    ]);
  });

  it("uses a variant's sheet frame as the front image", () => {
    const peasant = faceDrawing(doc, card, variant('peasant-card'), 'front', urls);
    expect(peasant.imageUrl).toBe(`${API}/files/assets/3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f/frames/2`);
  });

  it('draws the back with its own colour and image, unnamed and without front fields', () => {
    const back = faceDrawing(doc, card, variant('dragon-card'), 'back', urls);
    expect(back).toMatchObject({
      background: '#1e3a8a',
      imageUrl: uploadedAssetUrl('3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f', { apiUrl: API }),
      label: null,
      texts: [],
      images: [],
    });
  });

  it('draws the defaults without a variant, named after the component', () => {
    const drawing = faceDrawing(doc, card, null, 'front', urls);
    expect(drawing.label).toBe('Card');
    expect(drawing.texts.map((text) => text.text)).toEqual(['0']);
  });

  it('gives faceless kinds a plain background', () => {
    const die = doc.components.find((component) => component.id === 'd6')!;
    expect(faceDrawing(doc, die, variant('six'), 'front', urls)).toMatchObject({
      background: '#ffffff',
      width: 64,
      height: 64,
      label: 'Six',
    });
  });
});

describe('documentAssetUrls', () => {
  it('knows only the refs of the document', () => {
    expect(urls('felt')).toBe(`${API}/files/assets/c0ffee00-1234-4567-89ab-cdef01234567/1024`);
    expect(urls('missing')).toBeNull();
  });
});

describe('fieldValue', () => {
  it('prefers the variant, keeps an explicit null, else the default', () => {
    const field = { id: 'f', defaultValue: 'x' };
    expect(fieldValue(field, { values: { f: 'y' } })).toBe('y');
    expect(fieldValue(field, { values: { f: null } })).toBeNull();
    expect(fieldValue(field, { values: {} })).toBe('x');
    expect(fieldValue(field, null)).toBe('x');
  });
});
