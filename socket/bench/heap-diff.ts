// What grew between two heap snapshots (`HEAP_SNAPSHOTS=dir PROFILE=memory npm run bench:socket` writes
// them): self size and count by kind and constructor, largest growth first.
// `tsx socket/bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]`
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

function totals(file: string): Map<string, { size: number; count: number }> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [number, number, number];
  const types = heap.snapshot.meta.node_types[0];
  const byKey = new Map<string, { size: number; count: number }>();
  for (let n = 0; n < heap.nodes.length; n += fields.length) {
    const type = types[heap.nodes[n + typeAt]!]!;
    // Strings and code are grouped by kind; objects by their constructor's name.
    const key = type === 'object' || type === 'closure' ? `${type} ${heap.strings[heap.nodes[n + nameAt]!]}` : type;
    const entry = byKey.get(key) ?? { size: 0, count: 0 };
    entry.size += heap.nodes[n + sizeAt]!;
    entry.count += 1;
    byKey.set(key, entry);
  }
  return byKey;
}

const [beforeFile, afterFile, rows = '30'] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
const before = totals(beforeFile);
const after = totals(afterFile);
const growth = [...after].map(([key, a]) => ({
  key,
  kb: Math.round((a.size - (before.get(key)?.size ?? 0)) / 102.4) / 10,
  count: a.count - (before.get(key)?.count ?? 0),
}));
growth.sort((x, y) => y.kb - x.kb);
console.log(`total growth: ${Math.round(growth.reduce((sum, g) => sum + g.kb, 0))} kB`);
for (const g of growth.slice(0, Number(rows))) console.log(`${String(g.kb).padStart(10)} kB ${String(g.count).padStart(8)}  ${g.key}`);
