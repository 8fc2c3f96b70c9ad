// Run by idle-threads.test.ts in a process of its own: loads a room's script on the script threads once
// (the pool starts all its threads for the first room, so one of them has never had work), then returns.
// The process must then exit by itself.
import { ScriptPool } from '../../src/scripts/script-pool.ts';

const pool = new ScriptPool(2);
const loaded = await pool.load([{ id: 's1', name: 'rules', source: 'export function onSetup() { log("set up"); }' }]);
console.log(`handlers: ${loaded.handlers.join(',')}`);
console.log('main resolved');
