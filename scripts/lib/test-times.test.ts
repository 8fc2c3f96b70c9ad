import { describe, expect, it } from 'vitest';
import { formatTimes, projectOf, timesByProject } from './test-times.ts';

describe('where the test time goes', () => {
  it('puts each file in the project vitest.config.ts runs it in', () => {
    expect(projectOf('core/src/play/apply.test.ts')).toBe('core');
    expect(projectOf('web/src/play/PlayRoom.test.tsx')).toBe('web');
    expect(projectOf('web/server/server.test.ts')).toBe('web');
    expect(projectOf('web/server/page-head.integration.test.ts')).toBe('integration');
    expect(projectOf('api/test/games.test.ts')).toBe('integration');
    expect(projectOf('charts/test/images.test.ts')).toBe('deploy');
    expect(projectOf('e2e/tests/play.test.ts')).toBe('e2e');
  });

  it('adds up each project’s files and spans, and names the slowest files', () => {
    const report = {
      testResults: [
        { name: '/repo/core/src/a.test.ts', startTime: 1_000, endTime: 1_500 },
        { name: '/repo/core/src/b.test.ts', startTime: 1_200, endTime: 2_000 },
        { name: '/repo/e2e/tests/c.test.ts', startTime: 1_000, endTime: 31_000 },
      ],
    };
    const times = timesByProject(report, '/repo');
    expect(times.projects).toEqual([
      { project: 'e2e', files: 1, fileMs: 30_000, spanMs: 30_000 },
      { project: 'core', files: 2, fileMs: 1_300, spanMs: 1_000 },
    ]);
    expect(times.slowest[0]).toEqual({ file: 'e2e/tests/c.test.ts', ms: 30_000 });
    expect(formatTimes(times, { 'type-check': 42_000, lint: 20_000 })[0]).toBe(
      'Time: type-check 42.0 s, lint 20.0 s; e2e 30.0 s (1 files, 30.0 s of work), core 1.0 s (2 files, 1.3 s of work)',
    );
  });
});
