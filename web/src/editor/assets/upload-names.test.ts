import { describe, expect, it } from 'vitest';
import { UploadError } from '../../uploads/index.ts';
import { assetNameFor, uploadFailureText } from './upload-names.ts';

describe('assetNameFor', () => {
  it('names an asset after its file, without the extension', () => {
    expect(assetNameFor('card_back.png', [])).toBe('card back');
    expect(assetNameFor('.png', [])).toBe('Image');
  });
  it('numbers repeated names', () => {
    expect(assetNameFor('card.png', ['card', 'card (2)'])).toBe('card (3)');
  });
});

describe('uploadFailureText', () => {
  it("keeps the spec's wording and adds the server's advice", () => {
    expect(uploadFailureText(new UploadError('too-large'))).toBe('must not be larger than 8 MB');
    expect(
      uploadFailureText(new UploadError('failed', { status: 403, server: { code: 'PLAN_LIMIT', message: 'Delete some assets.' } })),
    ).toBe('upload failed: Delete some assets.');
    expect(uploadFailureText(new UploadError('timed-out'))).toBe('upload timed out');
  });
});
