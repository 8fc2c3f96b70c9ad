// A server process's memory after a full garbage collection, asked through its inspector (started with
// `--inspect=127.0.0.1:<port>`): what a room keeps, not what a collection would free anyway. Nothing is
// added to the service for it; the benchmark alone opens the port.
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';

export interface CollectedMemory {
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
  /** Of the heap, the code spaces: machine code V8 compiled as the process ran hot, the process's and not a room's. */
  codeMb: number;
}

/**
 * Collects garbage in the process listening for the inspector on `port`, then reads its memory; with
 * `snapshotTo`, also writes a heap snapshot there (for `heap-diff.ts`).
 */
export async function memoryAfterCollection(port: number, snapshotTo?: string): Promise<CollectedMemory> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl, { maxPayload: 2 ** 30 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let next = 0;
  const chunks: string[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(String(data)) as { method?: string; params?: { chunk: string } };
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params!.chunk);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve) => {
      const id = ++next;
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(String(data)) as { id?: number };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message as never);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  // Twice: what the first collection finalises (weak references, closed sockets' buffers) the second frees.
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const read = await call('Runtime.evaluate', {
    expression: `JSON.stringify({ ...process.memoryUsage(), code: (process.getBuiltinModule?.('v8')?.getHeapSpaceStatistics() ?? [])
      .filter((space) => space.space_name.startsWith('code')).reduce((sum, space) => sum + space.space_used_size, 0) })`,
  });
  if (snapshotTo) {
    await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    writeFileSync(snapshotTo, chunks.join(''));
  }
  socket.close();
  const usage = JSON.parse(read.result?.result?.value ?? '{}') as { heapUsed: number; rss: number; external: number; code: number };
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
  return { heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), externalMb: mb(usage.external), codeMb: mb(usage.code) };
}
