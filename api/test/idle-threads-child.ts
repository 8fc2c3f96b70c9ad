// Run by idle-threads.test.ts in a process of its own: uses one of the API's threads once, then returns.
// The process must then exit by itself.
import { passwordWeaknessOffThread } from '../src/accounts/strength-thread.ts';
import { readGameFileOffThread } from '../src/transfer/import-pool.ts';

const kind = process.argv[2];
if (kind === 'strength') {
  console.log(`weakness: ${await passwordWeaknessOffThread('password1')}`);
} else if (kind === 'import') {
  const answer = await readGameFileOffThread(new TextEncoder().encode('not a zip'), 'game.zip', 'account-1').then(
    () => 'read',
    (error: Error) => `refused: ${error.message}`,
  );
  console.log(answer);
} else {
  throw new Error(`unknown thread ${kind}`);
}
console.log('main resolved');
