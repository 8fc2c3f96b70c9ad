import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '@tablecraft/core/errors';

/** A multipart upload read fully into memory: the file's bytes and the form's text fields. */
export interface ReceivedUpload {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

const TOO_LARGE_MESSAGE = 'must not be larger than 8 MB';
const FORM_FIELDS = new Set(['pipeline', 'rows', 'columns', 'gameId']);

/**
 * Reads a `multipart/form-data` request with one file in the field `file` and a few text fields.
 * The size limit is enforced while streaming: busboy stops at `maxBytes` and the promise rejects
 * with PAYLOAD_TOO_LARGE at once, before the rest of the body arrives, so nothing is ever kept.
 * Originals are at most 8 MB, so holding one in memory is cheaper than a temporary object
 * that would have to be cleaned up after every refusal.
 */
export function receiveUpload(req: IncomingMessage, options: { maxBytes: number }): Promise<ReceivedUpload> {
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
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      // Later parser errors (the body we stopped reading) must not crash the process.
      parser.on('error', () => undefined);
      reject(error);
    };
    const chunks: Buffer[] = [];
    let size = 0;
    let filename: string | undefined;
    let fileDone: Promise<void> = Promise.resolve();
    const fields: Record<string, string> = {};

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || filename !== undefined) {
        stream.resume();
        return;
      }
      filename = info.filename ?? '';
      fileDone = new Promise((done) => stream.on('end', done));
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { maxBytes: options.maxBytes }));
      });
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
      // The answer goes through resolve or fail, not this chain; fileDone only ever resolves (at the file's end).
      void fileDone.then(() => {
        if (settled) return;
        if (filename === undefined) {
          fail(badRequest('Choose a file to upload.', { file: 'Choose a file to upload.' }));
          return;
        }
        settled = true;
        resolve({ bytes: Buffer.concat(chunks, size), filename, fields });
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
