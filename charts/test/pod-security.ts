// Pod Security Standards, "restricted" profile (Kubernetes 1.30): what a namespace labelled
// pod-security.kubernetes.io/enforce=restricted admits, checked on rendered pod specs.
import type { Manifest } from './helm.ts';
import type { Json } from './chart.ts';

const ALLOWED_VOLUMES = ['configMap', 'csi', 'downwardAPI', 'emptyDir', 'ephemeral', 'persistentVolumeClaim', 'projected', 'secret'];
const SAFE_SYSCTLS = ['kernel.shm_rmid_forced', 'net.ipv4.ip_local_port_range', 'net.ipv4.ip_unprivileged_port_start', 'net.ipv4.tcp_syncookies', 'net.ipv4.ping_group_range', 'net.ipv4.ip_local_reserved_ports', 'net.ipv4.tcp_keepalive_time', 'net.ipv4.tcp_fin_timeout', 'net.ipv4.tcp_keepalive_intvl', 'net.ipv4.tcp_keepalive_probes'];
const SELINUX_TYPES = [undefined, '', 'container_t', 'container_init_t', 'container_kvm_t', 'container_engine_t'];
const CONFINED = ['RuntimeDefault', 'Localhost'];

/** The pod spec of a workload, or undefined for kinds that run no pods. */
export function podSpecOf(manifest: Manifest): Json {
  if (manifest.kind === 'Pod') return manifest.spec;
  if (['Deployment', 'StatefulSet', 'Job', 'DaemonSet', 'ReplicaSet'].includes(manifest.kind)) return manifest.spec?.template?.spec;
  if (manifest.kind === 'CronJob') return manifest.spec?.jobTemplate?.spec?.template?.spec;
  return undefined;
}

/** Every violation of the restricted profile in one pod spec, as readable strings. */
export function restrictedViolations(pod: Json): string[] {
  const problems: string[] = [];
  const podContext = pod.securityContext ?? {};
  const containers: Json[] = [...(pod.initContainers ?? []), ...(pod.containers ?? []), ...(pod.ephemeralContainers ?? [])];

  for (const field of ['hostNetwork', 'hostPID', 'hostIPC']) if (pod[field]) problems.push(`pod: ${field}`);
  for (const volume of pod.volumes ?? []) {
    const type = Object.keys(volume).find((key) => key !== 'name');
    if (!type || !ALLOWED_VOLUMES.includes(type)) problems.push(`volume ${volume.name}: type ${type}`);
  }
  for (const sysctl of podContext.sysctls ?? []) if (!SAFE_SYSCTLS.includes(sysctl.name)) problems.push(`pod: sysctl ${sysctl.name}`);
  if (podContext.runAsUser === 0) problems.push('pod: runAsUser 0');
  if (podContext.seccompProfile && !CONFINED.includes(podContext.seccompProfile.type)) problems.push(`pod: seccomp ${podContext.seccompProfile.type}`);
  if (podContext.appArmorProfile && !CONFINED.includes(podContext.appArmorProfile.type)) problems.push(`pod: appArmor ${podContext.appArmorProfile.type}`);
  if (!SELINUX_TYPES.includes(podContext.seLinuxOptions?.type) || podContext.seLinuxOptions?.user || podContext.seLinuxOptions?.role) problems.push('pod: seLinuxOptions');

  for (const container of containers) {
    const context = container.securityContext ?? {};
    const at = `container ${container.name}`;
    if (context.privileged) problems.push(`${at}: privileged`);
    if (context.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
    // runAsNonRoot: set on the container, or inherited from the pod and not overridden.
    if (!(context.runAsNonRoot === true || (context.runAsNonRoot === undefined && podContext.runAsNonRoot === true))) problems.push(`${at}: runAsNonRoot`);
    if (context.runAsUser === 0) problems.push(`${at}: runAsUser 0`);
    const seccomp = context.seccompProfile?.type ?? podContext.seccompProfile?.type;
    if (!CONFINED.includes(seccomp)) problems.push(`${at}: seccomp ${seccomp ?? 'unset'}`);
    if (context.appArmorProfile && !CONFINED.includes(context.appArmorProfile.type)) problems.push(`${at}: appArmor ${context.appArmorProfile.type}`);
    if (!(context.capabilities?.drop ?? []).includes('ALL')) problems.push(`${at}: capabilities.drop lacks ALL`);
    for (const added of context.capabilities?.add ?? []) if (added !== 'NET_BIND_SERVICE') problems.push(`${at}: adds capability ${added}`);
    if (context.procMount && context.procMount !== 'Default') problems.push(`${at}: procMount ${context.procMount}`);
    if (!SELINUX_TYPES.includes(context.seLinuxOptions?.type) || context.seLinuxOptions?.user || context.seLinuxOptions?.role) problems.push(`${at}: seLinuxOptions`);
    for (const port of container.ports ?? []) if (port.hostPort) problems.push(`${at}: hostPort ${port.hostPort}`);
  }
  return problems;
}
