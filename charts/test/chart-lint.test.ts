// `helm lint --strict` (warnings fail) for each values set, and proof that lint does catch a broken chart.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_DIR, KUBE_VERSION, helm, renderChart, valuesArgs } from './helm.ts';
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

// chart-testing lints and installs the chart once per ci/*-values.yaml file, with that file alone: each
// must be whole (the database, Redis and object store the chart refuses to render without included).
describe('each ci/ values file on its own', () => {
  const files = readdirSync(join(CHART_DIR, 'ci')).filter((name) => name.endsWith('-values.yaml'));

  it('is every file of ci/', () => {
    expect(files.sort()).toEqual(['default-values.yaml', 'opt-ins-values.yaml']);
  });

  it.each(files)('%s renders and lints with no other values', (file) => {
    const valuesFiles = [`ci/${file}`];
    expect(renderChart({ valuesFiles }).length).toBeGreaterThan(10);
    const result = lint(valuesArgs({ valuesFiles }));
    expect(result.stdout + result.stderr).toContain('0 chart(s) failed');
    // helm lint reports a template's fail() as an [INFO] line and passes: only rendering shows it.
    expect(result.stdout).not.toMatch(/\[(WARNING|ERROR)\]|Fail:/);
  });
});

