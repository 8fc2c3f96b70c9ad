// `npm run capacity -- [bench/results/<game-night run>.json] [--rooms 10000,100000] [--spread room|client]`
// Turns one run of `npm run bench:socket` (PROFILE=game-night) into the capacity model of docs/CAPACITY.md:
// what a core and a connection cost, and what each tier needs for the rooms asked for.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ASSUMPTIONS, roomsPerPrimary, tierNeeds, unitCosts, type BenchRun } from './lib/capacity-model.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rooms: { type: 'string', default: '1000,10000,100000' }, spread: { type: 'string', default: 'room' } },
});

/** The newest game-night run of Tablecraft itself (not a peer's or the floor relay's) when none is named. */
function newestRun(): string {
  const dir = 'bench/results';
  const runs = readdirSync(dir)
    .filter((name) => name.includes('game-night') && !/-(vtt|floor)-/.test(name))
    .map((name) => join(dir, name))
    .map((path) => ({ path, date: (JSON.parse(readFileSync(path, 'utf8')) as BenchRun).date }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const newest = runs.at(-1);
  if (!newest) throw new Error('no game-night run in bench/results: run PROFILE=game-night npm run bench:socket first');
  return newest.path;
}

const path = positionals[0] ?? newestRun();
const run = JSON.parse(readFileSync(path, 'utf8')) as BenchRun;
const costs = unitCosts(run);
const spread = values.spread === 'client' ? 'client' : 'room';
const assumptions = { ...DEFAULT_ASSUMPTIONS, spread } as const;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(`run: ${path} (${run.date.slice(0, 10)}, ${run.rooms} rooms × ${run.clientsPerRoom}, spread by ${run.spread})`);
console.log(`measured: ${fmt(1 / costs.coresPerRoom)} rooms per socket core, ${fmt(costs.framesOutPerCoreSecond)} frames out`);
console.log(
  `  and ${fmt(costs.framesInPerCoreSecond)} in per core-second, ${fmt(costs.opsPerRoomSecond, 2)} committed ops per room-second,`,
);
console.log(`  ${fmt(costs.mbPerConnection, 3)} MB per connection; drag p99 ${fmt(run.drag.p99, 1)} ms in that run`);
console.log(
  `assumed: ${assumptions.targetUtilisation * 100}% of a core used, ${assumptions.coresPerPod} cores a pod, ` +
    `${assumptions.bytesPerOp} B per op stored, ${fmt(assumptions.primaryOpsPerSecond)} committed ops/s per primary, by ${spread}`,
);
console.log(
  '\n| concurrent rooms | connections | socket cores | socket pods | socket memory | Redis msg/s | Postgres ops/s | of one primary | op log per day |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const rooms of values.rooms.split(',').map(Number)) {
  const t = tierNeeds(costs, run.clientsPerRoom, rooms, assumptions);
  console.log(
    `| ${fmt(rooms)} | ${fmt(t.connections)} | ${fmt(t.socketCores, 1)} | ${t.socketPods} | ${fmt(t.socketMemoryGb, 1)} GB | ` +
      `${fmt(t.redisMessagesPerSecond)} | ${fmt(t.postgresOpsPerSecond)} | ${fmt(t.primaryShare * 100)}% | ${fmt(t.opLogGbPerDay, 1)} GB |`,
  );
}
console.log(
  `\nfirst limit: the ops one Postgres primary commits a second, at about ${fmt(roomsPerPrimary(costs, assumptions))} concurrent rooms`,
);
