import { hasControlCharacters } from '@tablecraft/core';
import { Inflate } from 'fflate';
import { AppError } from '@tablecraft/core/errors';

// Reads a zip someone uploaded, refusing anything hostile before a single entry is inflated: the central
// directory is read and checked first (entry count, names, declared sizes and ratios), then each entry is
// inflated with its output counted, so an entry that lies about its size stops at the limit instead of
// filling memory. Only "stored" and "deflate" entries, no zip64, no encryption: a game file never needs more.

/** What the reader allows; the game file's limits live in game-file.ts. */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Largest uncompressed size of one entry, by name (asked once per entry). */
  maxEntryBytes: (name: string) => number;
  /** Largest uncompressed ÷ compressed size of an entry worth inflating: checked on every entry, whatever its size. */
  maxRatio: number;
  /** Most bytes of `.json` entries, all together: what an import may hand to a JSON parser. */
  maxJsonBytes?: number;
}

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

// Record signatures of the ZIP format (PKWARE's APPNOTE.TXT, 6.3.x, §4.3.16 end of central directory,
// §4.3.12 central directory header, §4.3.7 local file header).
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** A refusal of the archive itself, said to the person importing. */
export function archiveError(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { file: message });
}

/** Every file in the zip by name, after the checks above; directories are left out. */
export function readZip(bytes: Uint8Array, limits: ZipLimits): Map<string, Uint8Array> {
  const entries = readCentralDirectory(bytes, limits);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const data = inflateEntry(bytes, entry, limits.maxEntryBytes(entry.name));
    total += data.length;
    if (total > limits.maxTotalBytes) throw archiveError(`The game file unpacks to more than ${mb(limits.maxTotalBytes)}.`);
    files.set(entry.name, data);
  }
  return files;
}

function readCentralDirectory(bytes: Uint8Array, limits: ZipLimits): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw archiveError('This is not a zip file. Choose a game file exported from Tablecraft (.zip).');
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw archiveError('This zip uses the zip64 format, which game files never need.');
  if (count > limits.maxEntries) throw archiveError(`The game file has ${count} entries; at most ${limits.maxEntries} are allowed.`);
  if (directoryOffset + directorySize > eocd) throw archiveError('This zip file is damaged (its directory is out of place).');

  const entries: CentralEntry[] = [];
  const names = new Set<string>();
  let declaredTotal = 0;
  let jsonTotal = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw archiveError('This zip file is damaged (its directory is cut short).');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    at += 46 + nameLength + extraLength + commentLength;

    checkName(name);
    const key = name.toLowerCase();
    if (names.has(key)) throw archiveError(`The game file names "${name}" twice.`);
    names.add(key);
    if (flags & 0x1) throw archiveError(`"${name}" is encrypted; game files are never encrypted.`);
    if (method !== 0 && method !== 8) throw archiveError(`"${name}" is compressed in a way game files never use (method ${method}).`);
    if (name.endsWith('/')) continue;
    const maxEntry = limits.maxEntryBytes(name);
    if (size > maxEntry) throw archiveError(`"${name}" unpacks to ${mb(size)}; at most ${mb(maxEntry)} is allowed.`);
    // Every entry, small ones too: a thousand entries of 1 MB at 1000:1 are as much a bomb as one of 1 GB.
    if (size / Math.max(compressedSize, 1) > limits.maxRatio)
      throw archiveError(`"${name}" is compressed suspiciously well (a zip bomb?); the game file was refused.`);
    declaredTotal += size;
    if (declaredTotal > limits.maxTotalBytes) throw archiveError(`The game file unpacks to more than ${mb(limits.maxTotalBytes)}.`);
    if (limits.maxJsonBytes !== undefined && name.toLowerCase().endsWith('.json')) {
      jsonTotal += size;
      if (jsonTotal > limits.maxJsonBytes)
        throw archiveError(`The game file holds more than ${mb(limits.maxJsonBytes)} of JSON; a game needs far less.`);
    }
    entries.push({ name, method, flags, compressedSize, size, localOffset });
  }
  return entries;
}

/** The end-of-central-directory record is in the last 64 kB + 22 bytes (its comment is at most 65,535). */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  return -1;
}

function decodeName(raw: Uint8Array, utf8: boolean): string {
  if (utf8) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      throw archiveError('An entry of the game file has a name that is not valid text.');
    }
  }
  // Names without the UTF-8 flag are CP437; game files only ever hold ASCII names, so anything else is refused below.
  return String.fromCharCode(...raw);
}

/** Names that could reach outside a folder on unpacking (absolute, `..`, backslashes, NUL) are refused outright. */
function checkName(name: string): void {
  const shown = JSON.stringify(name.slice(0, 80));
  if (name.length === 0) throw archiveError('An entry of the game file has no name.');
  if (name.includes('\0')) throw archiveError(`The entry name ${shown} contains a NUL character.`);
  if (name.includes('\\')) throw archiveError(`The entry name ${shown} contains a backslash.`);
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) throw archiveError(`The entry name ${shown} is an absolute path.`);
  if (name.split('/').some((segment) => segment === '..'))
    throw archiveError(`The entry name ${shown} points outside the game file ("..").`);
  if (hasControlCharacters(name)) throw archiveError(`The entry name ${shown} contains control characters.`);
}

function inflateEntry(bytes: Uint8Array, entry: CentralEntry, maxBytes: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw archiveError(`"${entry.name}" is damaged in the zip file.`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw archiveError(`"${entry.name}" is cut short in the zip file.`);
  const compressed = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (compressed.length !== entry.size) throw archiveError(`"${entry.name}" is damaged in the zip file (its size does not match).`);
    return compressed;
  }
  // Inflated in slices with the output counted: more than the declared size (or the limit) stops at once.
  const limit = Math.min(entry.size, maxBytes);
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > limit) throw archiveError(`"${entry.name}" unpacks to more than it declares (a zip bomb?); the game file was refused.`);
    chunks.push(chunk);
  });
  const SLICE = 64 * 1024;
  try {
    for (let offset = 0; offset < compressed.length; offset += SLICE)
      inflater.push(compressed.subarray(offset, offset + SLICE), offset + SLICE >= compressed.length);
    if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw archiveError(`"${entry.name}" is damaged in the zip file and cannot be unpacked.`);
  }
  if (produced !== entry.size) throw archiveError(`"${entry.name}" is damaged in the zip file (its size does not match).`);
  const out = new Uint8Array(produced);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const mb = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
