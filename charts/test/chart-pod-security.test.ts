// Pod Security Standards, "restricted" profile (Kubernetes 1.30), for every pod the chart renders with
// every values set, extra init containers and sidecars of the opt-ins example included: a namespace
// labelled pod-security.kubernetes.io/enforce=restricted must admit the whole release.
import { describe, expect, it } from 'vitest';
import { renderChart } from './helm.ts';
import { VALUE_SETS } from './chart.ts';
import { podSpecOf, restrictedViolations } from './pod-security.ts';

describe.each(Object.entries(VALUE_SETS))('Pod Security "restricted" with %s values', (_name, valuesFiles) => {
  it('admits every pod the chart renders, hooks, tests and extra containers included', () => {
    const manifests = renderChart({ valuesFiles });
    const pods = manifests.map((manifest) => [manifest, podSpecOf(manifest)] as const).filter(([, pod]) => pod);
    expect(pods.length).toBeGreaterThanOrEqual(4);
    const problems = pods.flatMap(([manifest, pod]) => restrictedViolations(pod).map((problem) => `${manifest.kind}/${manifest.metadata.name} ${problem}`));
    expect(problems).toEqual([]);
  });
});

describe('the restricted check', () => {
  it('refuses a sidecar that only inherits the pod context, as Kubernetes does', () => {
    const pod = {
      securityContext: { runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } },
      containers: [
        { name: 'app', securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } } },
        { name: 'log-shipper', image: 'fluent/fluent-bit:3.1' },
      ],
      volumes: [{ name: 'logs', hostPath: { path: '/var/log' } }],
    };
    expect(restrictedViolations(pod)).toEqual(['volume logs: type hostPath', 'container log-shipper: allowPrivilegeEscalation is not false', 'container log-shipper: capabilities.drop lacks ALL']);
  });
});
