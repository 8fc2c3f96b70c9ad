import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, assertSafeKey, assertSafePrefix, type BlobInfo, type BlobStore } from './types.ts';

// Metadata sits next to each object under a name no key can have ('#' is not a key character).
const META_SUFFIX = '#meta.json';
// Writes land here first and are renamed into place, so a failed write never leaves a partial object.
const TEMP_DIR = '.tmp';

interface Meta {
  contentType: string;
  size: number;
  etag: string;
}

/**
 * Blobs as files under `root` (the embedded default: `${DATA_DIR}/blobs`). A key maps to the path of
 * its segments below the root; keys are validated, and the resolved path is checked to stay inside.
 */
export function createDiskBlobStore(options: { root: string }): BlobStore {
  const root = resolve(options.root);
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const path = resolve(root, ...key.split('/'));
    if (!path.startsWith(root + sep)) throw new Error(`blob key escapes the store: ${key}`);
    return path;
  };
  const readMeta = async (path: string): Promise<Meta | null> => {
    try {
      return JSON.parse(await readFile(path + META_SUFFIX, 'utf8')) as Meta;
    } catch {
      return null;
    }
  };
  const isObject = async (path: string): Promise<boolean> => {
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  };
  // Removes directories left empty by a delete, up to (not including) the root.
  const pruneEmptyDirs = async (from: string): Promise<void> => {
    let dir = from;
    while (dir.startsWith(root + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = dirname(dir);
    }
  };
  const walk = async (dir: string): Promise<string[]> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === root && entry.name === TEMP_DIR) continue;
        keys.push(...(await walk(path)));
      } else if (entry.isFile() && !entry.name.includes('#')) {
        keys.push(relative(root, path).split(sep).join('/'));
      }
    }
    return keys;
  };

  const store: BlobStore = {
    kind: 'disk',
    async ensureBucket() {
      await mkdir(join(root, TEMP_DIR), { recursive: true });
    },
    async put(key, body, options) {
      const path = pathOf(key);
      await mkdir(join(root, TEMP_DIR), { recursive: true });
      const temp = join(root, TEMP_DIR, `${randomBytes(12).toString('hex')}`);
      const hash = createHash('md5');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(temp));
        if (options.size !== undefined && options.size !== size) throw new Error(`expected ${options.size} bytes for ${key}, got ${size}`);
        const meta: Meta = { contentType: options.contentType, size, etag: hash.digest('hex') };
        await mkdir(dirname(path), { recursive: true });
        await writeFile(`${temp}${META_SUFFIX}`, JSON.stringify(meta));
        await rename(temp, path);
        await rename(`${temp}${META_SUFFIX}`, path + META_SUFFIX);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}${META_SUFFIX}`, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      if (!(await isObject(path))) throw new BlobNotFoundError(key);
      return createReadStream(path);
    },
    async stat(key) {
      const path = pathOf(key);
      let info;
      try {
        info = await stat(path);
      } catch {
        return null;
      }
      if (!info.isFile()) return null;
      const meta = await readMeta(path);
      return {
        key,
        size: info.size,
        contentType: meta?.contentType ?? 'application/octet-stream',
        etag: meta?.etag ?? `${info.size.toString(16)}-${info.mtimeMs.toString(16)}`,
        lastModified: info.mtime,
      } satisfies BlobInfo;
    },
    async exists(key) {
      return isObject(pathOf(key));
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
      await pruneEmptyDirs(dirname(path));
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const keys = await store.list(prefix);
      for (const key of keys) await store.delete(key);
      return keys.length;
    },
    async list(prefix) {
      if (prefix !== '') assertSafePrefix(prefix);
      // Walk only the deepest directory the prefix names in full, then filter by the string prefix.
      const lastSlash = prefix.lastIndexOf('/');
      const start = lastSlash < 0 ? root : resolve(root, ...prefix.slice(0, lastSlash).split('/'));
      const keys = await walk(start);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
  };
  return store;
}
