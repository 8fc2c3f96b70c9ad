import { NAME_MAX_LENGTH } from '@tablecraft/core/game';
import { isUploadError } from '../../uploads/index.ts';
import { errorMessage } from '../../graphql/index.ts';

/**
 * The name a new asset gets from its file: the file name without its extension, made unique among the
 * game's assets ("Card back (2)"), because CSV image cells name assets by it.
 */
export function assetNameFor(fileName: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = (
    fileName
      .replace(/\.[^./]{1,8}$/, '')
      .replace(/[_]+/g, ' ')
      .trim() || 'Image'
  ).slice(0, NAME_MAX_LENGTH - 5);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base} (${n})`)) return `${base} (${n})`;
}

/**
 * Why an upload failed, for its line in the list: the spec's words ("upload failed", "must not be larger
 * than 8 MB", "upload timed out") followed by what the server said to do, when it said anything.
 */
export function uploadFailureText(error: unknown): string {
  if (isUploadError(error)) {
    const detail = error.serverMessage ?? error.fieldErrors?.file;
    return detail && detail !== error.message ? `${error.message}: ${detail}` : error.message;
  }
  return errorMessage(error);
}
