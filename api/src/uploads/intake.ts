import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '@tablecraft/core/errors';

/** A multipart upload read fully into memory: the file's bytes and the form's text fields. */
export interface ReceivedUpload {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/** A multipart upload whose file went to `onFile` as it arrived: what that made of it, and the form's text fields. */
export interface StreamedUpload<T> {
  file: T;
  /** The file's length in bytes. */
  size: number;
  filename: string;
  fields: Record<string, string>;
}

const TOO_LARGE_MESSAGE = 'must not be larger than 8 MB';
const FORM_FIELDS = new Set(['pipeline', 'rows', 'columns', 'gameId']);

/**
 * Reads a `multipart/form-data` request with one file in the field `file` and a few text fields, and hands
 * the file to `onFile` as a stream while it arrives (the fields sent before it are already in `fields`).
 * The size limit is enforced while streaming: past `maxBytes` the stream `onFile` reads fails, reading the
 * request stops, and the promise rejects with PAYLOAD_TOO_LARGE; so does a client that leaves, with the
 * interruption. Either way the promise settles only once `onFile` has, so whatever it was writing has been
 * let go of (a blob store removes a write whose stream failed) before the refusal is answered. `onFile` must
 * read the stream to its end or fail; a failure of its own is the upload's refusal.
 */
export function streamUpload<T>(
  req: IncomingMessage,
  options: { maxBytes: number; onFile: (file: Readable, fields: Readonly<Record<string, string>>) => Promise<T> },
): Promise<StreamedUpload<T>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy reports 'limit' on reaching fileSize, so allow one byte more than the maximum: reaching it means too large.
        limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, fieldSize: 200, parts: 12 },
      });
    } catch {
      reject(badRequest('Send the file as multipart/form-data in a field named file.'));
      return;
    }
    let settled = false;
    let size = 0;
    let filename: string | undefined;
    let file: Transform | undefined;
    // What onFile made of the file, or why it could not: settles once onFile has let go of the stream.
    let consumed: Promise<{ ok: true; value: T } | { ok: false }> | undefined;
    const fields: Record<string, string> = {};
    const tooLarge = () =>
      new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { maxBytes: options.maxBytes });

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      // Later parser errors (the body we stopped reading) must not crash the process.
      parser.on('error', () => undefined);
      // The reader of the file fails too, and the answer waits until it has let go.
      file?.destroy(error instanceof Error ? error : new Error(String(error)));
      void (consumed ?? Promise.resolve()).then(() => reject(error));
    };

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || filename !== undefined) {
        stream.resume();
        return;
      }
      filename = info.filename ?? '';
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > options.maxBytes) callback(tooLarge());
          else callback(null, chunk);
        },
      });
      file = counted;
      // Its reader hears its errors; one that stopped reading (a refused head) must not leave them unheard.
      counted.on('error', () => undefined);
      stream.on('error', (error: Error) => counted.destroy(error));
      stream.on('limit', () => fail(tooLarge()));
      stream.pipe(counted);
      consumed = options.onFile(counted, fields).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => {
          // Past the limit the reader's own error is the size's; otherwise its refusal is the upload's.
          fail(size > options.maxBytes ? tooLarge() : error);
          return { ok: false as const };
        },
      );
    });
    parser.on('field', (name, value, info) => {
      if (!FORM_FIELDS.has(name)) return;
      if (info.valueTruncated) {
        fail(badRequest(`The field ${name} is too long.`, { [name]: 'is too long' }));
        return;
      }
      fields[name] = value;
    });
    parser.on('partsLimit', () => fail(badRequest('The form has too many parts.')));
    parser.on('error', () => fail(badRequest('The upload was interrupted or is not a valid form.')));
    parser.on('close', () => {
      if (filename === undefined || !consumed) {
        fail(badRequest('Choose a file to upload.', { file: 'Choose a file to upload.' }));
        return;
      }
      // The answer goes through resolve or fail; a failed onFile has failed the upload already.
      void consumed.then((outcome) => {
        if (settled || !outcome.ok) return;
        settled = true;
        resolve({ file: outcome.value, size, filename: filename!, fields });
      });
    });
    // A client that leaves mid-body closes the request before it completes. One that left before this was
    // called (while the route looked up its session) closed it already: no event would come, and the read
    // would wait forever.
    const interrupted = () => fail(badRequest('The upload was interrupted.'));
    if (req.destroyed && !req.complete) return interrupted();
    req.on('close', () => {
      if (!req.complete) interrupted();
    });
    req.pipe(parser);
  });
}

/**
 * Reads a `multipart/form-data` request with one file in the field `file` and a few text fields, the file
 * into memory: for files that are read whole anyway (game and table files). The size limit is enforced while
 * streaming, so nothing past `maxBytes` is ever kept.
 */
export async function receiveUpload(req: IncomingMessage, options: { maxBytes: number }): Promise<ReceivedUpload> {
  const upload = await streamUpload(req, {
    maxBytes: options.maxBytes,
    onFile: async (file) => {
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  });
  return { bytes: upload.file, filename: upload.filename, fields: upload.fields };
}

function badRequest(message: string, fieldErrors?: Record<string, string>): AppError {
  return new AppError('BAD_USER_INPUT', message, fieldErrors);
}

/**
 * After answering a refusal before the body was read: reads and drops what the client is still
 * sending (so it receives the answer instead of a reset connection), but never more than `maxBytes`;
 * past that the connection is closed.
 */
export function discardRemainingBody(req: IncomingMessage, maxBytes: number): void {
  if (req.complete) return;
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.socket.destroy();
  });
  req.resume();
}
