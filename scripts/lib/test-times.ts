// Where `npm test`'s time goes: each vitest project's files, the time its files took together and the span
// from its first file's start to its last file's end (projects run side by side, so spans overlap), and
// the slowest files. Read from vitest's JSON report, which names files but not projects: a file's project
// is decided by its path, as vitest.config.ts's include patterns decide it.

interface JsonReport {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

export interface ProjectTime {
  project: string;
  files: number;
  /** The files' durations added up (work done, whatever ran beside it). */
  fileMs: number;
  /** From the project's first file starting to its last one ending. */
  spanMs: number;
}

/** The vitest project a test file belongs to, by its path relative to the repository. */
export function projectOf(file: string): string {
  if (file.startsWith('core/src/') || file.startsWith('scripts/')) return 'core';
  if (file.startsWith('web/server/') && file.endsWith('.integration.test.ts')) return 'integration';
  if (file.startsWith('web/')) return 'web';
  if (file.startsWith('charts/test/')) return 'deploy';
  if (file.startsWith('e2e/')) return 'e2e';
  return 'integration';
}

export function timesByProject(
  report: JsonReport,
  root: string,
): { projects: ProjectTime[]; slowest: Array<{ file: string; ms: number }> } {
  const byProject = new Map<string, { files: number; fileMs: number; start: number; end: number }>();
  const files = report.testResults.map((result) => ({
    file: result.name.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name,
    start: result.startTime,
    end: result.endTime,
  }));
  for (const { file, start, end } of files) {
    const project = projectOf(file);
    const entry = byProject.get(project) ?? { files: 0, fileMs: 0, start: Infinity, end: -Infinity };
    entry.files += 1;
    entry.fileMs += end - start;
    entry.start = Math.min(entry.start, start);
    entry.end = Math.max(entry.end, end);
    byProject.set(project, entry);
  }
  const projects = [...byProject]
    .map(([project, entry]) => ({
      project,
      files: entry.files,
      fileMs: Math.round(entry.fileMs),
      spanMs: Math.round(entry.end - entry.start),
    }))
    .sort((a, b) => b.fileMs - a.fileMs);
  const slowest = files
    .map(({ file, start, end }) => ({ file, ms: Math.round(end - start) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  return { projects, slowest };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The lines `npm test` prints at its end. */
export function formatTimes(times: ReturnType<typeof timesByProject>, checks: Record<string, number>): string[] {
  return [
    `Time: ${Object.entries(checks)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(', ')}; ` +
      times.projects.map((p) => `${p.project} ${seconds(p.spanMs)} (${p.files} files, ${seconds(p.fileMs)} of work)`).join(', '),
    `Slowest files: ${times.slowest.map((s) => `${s.file} ${seconds(s.ms)}`).join(', ')}`,
  ];
}
