// The zip reader behind the helm download runs only on a cold cache, so it is checked here on its own
// with archives built in memory: stored and deflated entries, a damaged entry, a missing one.
import { deflateRawSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractZipEntry } from './helm.ts';

interface Entry {
  name: string;
  data: Buffer;
  deflate: boolean;
}

/** A minimal zip archive: local headers and data, then the central directory and its end record. */
function makeZip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('extractZipEntry', () => {
  const binary = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251));
  const zip = makeZip([
    { name: 'helm/', data: Buffer.alloc(0), deflate: false },
    { name: 'kubectl/kubectl', data: Buffer.from('not this one'), deflate: true },
    { name: 'helm/helm', data: binary, deflate: true },
    { name: 'README', data: Buffer.from('stored as is'), deflate: false },
  ]);

  it('finds an entry through the central directory and inflates it', () => {
    expect(extractZipEntry(zip, 'helm/helm').equals(binary)).toBe(true);
  });

  it('reads stored entries', () => {
    expect(extractZipEntry(zip, 'README').toString()).toBe('stored as is');
  });

  it('refuses damaged data, a missing entry and a file that is not a zip', () => {
    const damaged = Buffer.from(zip);
    const at = damaged.indexOf(Buffer.from('stored as is'));
    damaged[at] = damaged[at]! ^ 0xff;
    expect(() => extractZipEntry(damaged, 'README')).toThrow(/CRC-32/);
    expect(() => extractZipEntry(zip, 'helm/tiller')).toThrow(/not in the archive/);
    expect(() => extractZipEntry(Buffer.from('plain text, no archive here at all'), 'helm/helm')).toThrow(/not a zip/);
  });
});
