import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { gifWithoutMetadata } from '../src/assets/gif-metadata.ts';
import { stripMetadata } from '../src/assets/render.ts';

// A GIF's metadata is dropped by copying its blocks, not by decoding it: every frame stays byte for byte,
// and comments, application data and anything after the end are gone.

/** A two-frame looping animation of 32 × 32, as an encoder writes it. */
async function animation(): Promise<Buffer> {
  const width = 32;
  const frames = 2;
  const pixels = Buffer.alloc(width * width * frames * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = i < pixels.length / 2 ? 255 : 0;
  return sharp(pixels, { raw: { width, height: width * frames, channels: 3, pageHeight: width } })
    .gif({ loop: 0, delay: [100, 200] })
    .toBuffer();
}

const subBlocks = (data: string) => Buffer.concat([Buffer.from([data.length]), Buffer.from(data, 'latin1'), Buffer.from([0])]);
const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks('taken at 51.5014,-0.1419 with Secret Model 9000')]);
const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP', 'latin1'), subBlocks('<x:xmpmeta>GPS</x:xmpmeta>')]);

/** `gif` with `blocks` put before its first block, and `after` past its end. */
function withBlocks(gif: Buffer, blocks: Buffer[], after = Buffer.alloc(0)): Buffer {
  const firstBlock = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
  return Buffer.concat([gif.subarray(0, firstBlock), ...blocks, gif.subarray(firstBlock), after]);
}

const frames = async (gif: Buffer) => sharp(gif, { animated: true }).raw().toBuffer({ resolveWithObject: true });

describe('a GIF without its metadata', () => {
  it('drops comments, application data and what follows the end, and keeps every frame, its timing and its loop', async () => {
    const plain = await animation();
    const tagged = withBlocks(plain, [comment, xmp], Buffer.from('<script>alert(1)</script>'));
    const stripped = gifWithoutMetadata(tagged)!;
    expect(stripped.equals(plain)).toBe(true);
    for (const secret of ['51.5014', 'Secret Model', 'XMP', 'script']) expect(stripped.includes(secret)).toBe(false);
    const [before, after] = [await frames(tagged), await frames(stripped)];
    expect(after.data.equals(before.data)).toBe(true);
    expect(await sharp(stripped).metadata()).toMatchObject({ pages: 2, loop: 0, delay: [100, 200] });
  });

  it('gives a GIF cut short after a whole frame its end, and refuses one cut inside a block', async () => {
    const plain = await animation();
    const withoutEnd = plain.subarray(0, plain.length - 1);
    expect(gifWithoutMetadata(withoutEnd)!.equals(plain)).toBe(true);
    expect(gifWithoutMetadata(plain.subarray(0, plain.length - 20))).toBeNull();
    expect(gifWithoutMetadata(Buffer.from('GIF89a not really'))).toBeNull();
  });

  it('is what the pipeline keeps as a GIF’s original, without decoding it', async () => {
    const tagged = withBlocks(await animation(), [comment, xmp]);
    const clean = await stripMetadata(tagged);
    expect(clean.contentType).toBe('image/gif');
    expect(clean.data.equals(gifWithoutMetadata(tagged)!)).toBe(true);
  });
});
