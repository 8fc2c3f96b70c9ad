// A socket process's script threads never keep it alive on their own once idle, those that never had a
// room included: a stopped socket service (or a test run's teardown) ends with its last room.
import { expect, it } from 'vitest';
import { exitsWhenIdle } from '../../../testing/exits-when-idle.ts';

it('lets the process exit once its script threads are idle', async () => {
  const { afterMs, output } = await exitsWhenIdle('socket/test/scripts/idle-threads-child.ts');
  expect(output).toContain('handlers: onSetup');
  expect(afterMs, `the process was still running 10 s after its work was done:\n${output}`).not.toBeNull();
  expect(afterMs).toBeLessThan(5_000);
});
