import { expect, it } from 'vitest';
import { inspectImage } from '../src/uploads/sniff.ts';

// An upload's bytes usually sit in a slice of Node's shared buffer pool. A header cut short must be read as
// cut short, never completed by whatever lies after it in that memory (here: 0xff, a huge height).
it('reads a cut-short PNG header as damaged, whatever memory follows the upload', async () => {
  const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 20];
  const memory = Buffer.alloc(8192, 0xff);
  const upload = memory.subarray(0, header.length);
  upload.set(header);
  await expect(inspectImage(upload)).rejects.toMatchObject({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This image could not be read. It may be damaged.',
  });
});
