import { newPartId, PART_LIMITS, type AssetRef } from '../../game/index.ts';
import { normalisePath } from './read-widgets.ts';
import { ImportReport, plural } from './report.ts';
import { name } from './values.ts';

// Images the room refers to. PlayingCards.io writes an uploaded image as `package://userassets/<file>`
// (the file is in the ZIP), its own artwork as `/img/...` (on playingcards.io), and anything else as a
// web address. Files in the ZIP become assets of the game; nothing is fetched from the web.

/**
 * What an imported asset ref holds as its `assetId` until the file is uploaded: the nil uuid, which no
 * upload ever gets. Whoever uploads `PcioImport.assets` replaces it (`withUploadedAssets`).
 */
export const PENDING_UPLOAD_ASSET_ID = '00000000-0000-0000-0000-000000000000';

/** An image file of the room, to upload; the document's asset ref `refId` stands for it. */
export interface ImportedAsset {
  refId: string;
  fileName: string;
  bytes: Uint8Array;
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg|avif|bmp)$/i;

/** What an image reference in the room turned out to be. */
export type ImageLookup = { kind: 'asset'; refId: string } | { kind: 'none' };

export class ImageCatalogue {
  readonly assets: ImportedAsset[] = [];
  readonly refs: AssetRef[] = [];
  private readonly byPath = new Map<string, string>();
  private readonly entries = new Map<string, { path: string; bytes: Uint8Array }>();

  constructor(
    files: ReadonlyMap<string, Uint8Array>,
    private readonly report: ImportReport,
  ) {
    for (const [path, bytes] of files) {
      const normal = normalisePath(path);
      if (!this.entries.has(normal)) this.entries.set(normal, { path, bytes });
    }
  }

  /** True when `value` looks like a reference to a picture (what PCIO may put in a card type property). */
  static looksLikeImage(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const v = value.trim();
    return (
      v.startsWith('package://') ||
      v.startsWith('/img/') ||
      /^https?:\/\//i.test(v) ||
      v.startsWith('userassets/') ||
      v.startsWith('/userassets/') ||
      IMAGE_EXTENSIONS.test(v.split('?')[0]!)
    );
  }

  /** The asset ref for an image the room refers to, when the file is in the ZIP; otherwise says in the report why not. */
  lookup(value: unknown): ImageLookup {
    if (typeof value !== 'string' || value.trim() === '') return { kind: 'none' };
    const reference = value.trim();
    if (reference.startsWith('/img/') || /^https?:\/\/(?:www\.)?playingcards\.io\//i.test(reference)) {
      this.report.count(
        'pcio-art',
        (n) =>
          `${plural(n, 'picture')} ${n === 1 ? 'is' : 'are'} PlayingCards.io's own artwork, which is not in the room file; ${n === 1 ? 'it was' : 'they were'} left out (upload your own and set ${n === 1 ? 'it' : 'them'} in the editor).`,
        reference,
      );
      return { kind: 'none' };
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(reference) && !reference.startsWith('package://')) {
      this.report.count(
        'web-image',
        (n) =>
          `${plural(n, 'picture')} ${n === 1 ? 'is' : 'are'} on the web rather than in the room file and ${n === 1 ? 'was' : 'were'} not fetched.`,
        reference.slice(0, 100),
      );
      return { kind: 'none' };
    }
    const path = this.findEntry(reference.replace(/^package:\/\//, ''));
    if (path === undefined) {
      this.report.count(
        'missing-image',
        (n) => `${plural(n, 'picture')} the room refers to ${n === 1 ? 'is' : 'are'} missing from the room file.`,
        reference.slice(0, 100),
      );
      return { kind: 'none' };
    }
    const known = this.byPath.get(path);
    if (known !== undefined) return { kind: 'asset', refId: known };
    const entry = this.entries.get(path)!;
    if (!IMAGE_EXTENSIONS.test(path) && !hasImageSignature(entry.bytes)) {
      this.report.count(
        'not-an-image',
        (n) =>
          `${plural(n, 'file')} the room uses as a picture ${n === 1 ? 'is' : 'are'} not an image and ${n === 1 ? 'was' : 'were'} left out.`,
        path,
      );
      return { kind: 'none' };
    }
    if (this.refs.length >= PART_LIMITS.assets) {
      this.report.count(
        'asset-cap',
        (n) => `A game holds at most ${PART_LIMITS.assets} pictures; ${plural(n, 'more picture')} ${n === 1 ? 'was' : 'were'} left out.`,
      );
      return { kind: 'none' };
    }
    const refId = newPartId();
    const fileName = path.slice(path.lastIndexOf('/') + 1);
    this.refs.push({ id: refId, name: name(fileName, 'Picture'), assetId: PENDING_UPLOAD_ASSET_ID });
    this.assets.push({ refId, fileName, bytes: entry.bytes });
    this.byPath.set(path, refId);
    return { kind: 'asset', refId };
  }

  private findEntry(reference: string): string | undefined {
    const bare = normalisePath(reference.split(/[?#]/)[0]!);
    if (this.entries.has(bare)) return bare;
    let decoded = bare;
    try {
      decoded = decodeURIComponent(bare);
    } catch {
      // A stray % in a file name: look it up as written.
    }
    if (this.entries.has(decoded)) return decoded;
    // A re-zipped export keeps everything one folder down.
    for (const path of this.entries.keys()) if (path.endsWith(`/${decoded}`)) return path;
    return undefined;
  }
}

/**
 * PNG, JPEG, GIF, WebP or SVG by the first bytes, for files stored without an extension (`/assets/<hash>`).
 * The signatures: PNG's (RFC 2083 §3.1, `\x89PNG`), JPEG's SOI and a marker (ITU-T T.81 B.1.1.3, `FF D8 FF`),
 * GIF's (GIF89a specification §17, `GIF8`), WebP's RIFF container (RFC 9649 §2.5, `RIFF` … `WEBP`).
 */
function hasImageSignature(bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || starts(0x47, 0x49, 0x46, 0x38)) return true;
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return true;
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}
