// The API's threads (password strength, game and table file reading) are there for its requests and never
// keep a process alive on their own: once a stopped API's last request is answered, its process ends.
// A thread that did kept vitest's teardown waiting until it gave up ("close timed out") after the browser
// tests, whose product runs inside vitest's own process.
import { expect, it } from 'vitest';
import { exitsWhenIdle } from '../../testing/exits-when-idle.ts';

it.each(['strength', 'import'])('the %s thread lets the process exit once idle', async (kind) => {
  const { afterMs, output } = await exitsWhenIdle('api/test/idle-threads-child.ts', [kind]);
  expect(output).toMatch(kind === 'strength' ? /weakness: \S+/ : /refused: /);
  expect(afterMs, `the process was still running 10 s after its work was done:\n${output}`).not.toBeNull();
  expect(afterMs).toBeLessThan(5_000);
});
