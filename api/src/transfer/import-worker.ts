import { parentPort } from 'node:worker_threads';
import { AppError } from '@tablecraft/core/errors';
import { lowerThisThreadPriority } from '@tablecraft/platform/thread-priority';
import type { GameDocument } from '@tablecraft/core/game';
import { readTableFile } from './table-file-read.ts';
import { readGameFile } from './read-archive.ts';

// The import worker's thread: reads game files and table files sent by import-pool.ts, one at a time, and
// answers with the checked bundle (the table file's reading) or the file's refusal. Runs with the pool's memory limits; the pool times each file.
// One person's file waits for the cores the event loops leave idle.
lowerThisThreadPriority();

export interface ReadRequest {
  bytes: ArrayBuffer;
  byteOffset: number;
  byteLength: number;
  fileName: string;
  /** A table file instead of a game file, with the document of the revision to check its state against, if known. */
  table?: { document: GameDocument | null };
}

export type ReadAnswer =
  | { ok: true; file: ReturnType<typeof readGameFile> }
  | { ok: true; table: ReturnType<typeof readTableFile> }
  | { ok: false; refusal?: { code: AppError['code']; message: string; fieldErrors?: Record<string, string> }; failure?: string };

parentPort?.on('message', (request: ReadRequest) => {
  let answer: ReadAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    if (request.table) {
      const table = readTableFile(new Uint8Array(request.bytes, request.byteOffset, request.byteLength), request.table.document);
      parentPort!.postMessage({ ok: true, table } satisfies ReadAnswer);
      return;
    }
    const file = readGameFile(new Uint8Array(request.bytes, request.byteOffset, request.byteLength), request.fileName);
    // Each image's bytes go back without a copy: an entry stored uncompressed is a view of the upload, so
    // it gets a buffer of its own first.
    for (const asset of file.assets) {
      if (!asset.bytes) continue;
      const own =
        asset.bytes.byteOffset === 0 && asset.bytes.byteLength === asset.bytes.buffer.byteLength
          ? asset.bytes
          : Uint8Array.prototype.slice.call(asset.bytes);
      asset.bytes = own;
      if (!transfer.includes(own.buffer as ArrayBuffer)) transfer.push(own.buffer as ArrayBuffer);
    }
    answer = { ok: true, file };
  } catch (error) {
    answer =
      error instanceof AppError
        ? { ok: false, refusal: { code: error.code, message: error.message, fieldErrors: error.fieldErrors } }
        : { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(answer, transfer);
});

// Loaded: the pool starts timing files from here on.
parentPort?.postMessage({ ready: true });
