// Small readers over rendered manifests, shared by the chart tests.
import type { Manifest } from './helm.ts';

export const RELEASE = 'tablecraft';
export const SERVICES = ['web', 'api', 'socket', 'worker'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The values sets every structural check runs against (files relative to the chart directory). */
export const VALUE_SETS: Record<string, string[]> = {
  default: ['ci/default-values.yaml'],
  dev: ['values-dev.yaml'],
  prod: ['values-prod.yaml'],
  // Every opt-in at once (NetworkPolicy, ServiceMonitor, connections HPA, private CA, extras, existingSecret
  // keys), from that file alone, as chart-testing installs it.
  'opt-ins': ['ci/opt-ins-values.yaml'],
};

export function ofKind(manifests: Manifest[], kind: string): Manifest[] {
  return manifests.filter((manifest) => manifest.kind === kind);
}

/** The one manifest of that kind and name; fails loudly when it is missing. */
export function get(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} was rendered (have: ${manifests.map((m) => `${m.kind}/${m.metadata.name}`).join(', ')})`);
  return found;
}

export function find(manifests: Manifest[], kind: string, name: string): Manifest | undefined {
  return manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The named container of a Deployment, StatefulSet or Job. */
export function containerOf(workload: Manifest, name: string): Json {
  const container = workload.spec.template.spec.containers.find((c: Json) => c.name === name);
  if (!container) throw new Error(`${workload.kind}/${workload.metadata.name} has no container ${name}`);
  return container;
}

/** Env entries of a container by name. */
export function envOf(container: Json): Map<string, Json> {
  return new Map((container.env ?? []).map((entry: Json) => [entry.name, entry]));
}

/** Secret data decoded from base64. */
export function secretData(secret: Manifest): Record<string, string> {
  return Object.fromEntries(Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]));
}

/** True when every label of the selector is on the pod template. */
export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}
