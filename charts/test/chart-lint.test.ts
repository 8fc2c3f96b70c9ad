// `helm lint --strict` (warnings fail) for each values set, and proof that lint does catch a broken chart.
import { describe, expect, it } from 'vitest';
import { CHART_DIR, KUBE_VERSION, helm, valuesArgs } from './helm.ts';
import { VALUE_SETS } from './chart.ts';

const lint = (args: string[]) => helm(['lint', '--strict', CHART_DIR, '--kube-version', KUBE_VERSION, ...args]);

describe('helm lint --strict', () => {
  it.each(Object.entries(VALUE_SETS))('passes with %s values', (_name, valuesFiles) => {
    const result = lint(valuesArgs({ valuesFiles }));
    expect(result.stdout + result.stderr).toContain('0 chart(s) failed');
    expect(result.stdout).not.toMatch(/\[(WARNING|ERROR)\]/);
    expect(result.status).toBe(0);
  });

  it('fails on values the schema refuses', () => {
    const result = lint(valuesArgs({ setRaw: { 'worker.replicaCount': '-2' } }));
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('worker.replicaCount');
  });
});
