// Schema validation of rendered manifests with kubernetes-models (the Kubernetes OpenAPI schemas):
// types, required fields and enums of every object the chart renders.
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { Pod } from 'kubernetes-models/v1/Pod';
import type { Manifest } from './helm.ts';

/**
 * The Prometheus Operator's ServiceMonitor is a custom resource, not in kubernetes-models: checked here
 * against the fields of its CRD that the chart uses, unknown fields refused.
 */
class ServiceMonitorModel {
  constructor(private readonly data: Record<string, unknown>) {}
  validate(): void {
    const only = (what: string, value: unknown, keys: string[]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} must be an object`);
      const unknown = Object.keys(value).filter((key) => !keys.includes(key));
      if (unknown.length) throw new Error(`${what} has unknown fields ${unknown.join(', ')}`);
    };
    const data = this.data as { metadata: Record<string, unknown>; spec: { selector: unknown; namespaceSelector?: unknown; endpoints: Array<Record<string, unknown>> } };
    only('ServiceMonitor', data, ['apiVersion', 'kind', 'metadata', 'spec']);
    only('metadata', data.metadata, ['name', 'namespace', 'labels', 'annotations']);
    only('spec', data.spec, ['selector', 'namespaceSelector', 'endpoints', 'jobLabel']);
    only('spec.selector', data.spec.selector, ['matchLabels', 'matchExpressions']);
    if (data.spec.namespaceSelector) only('spec.namespaceSelector', data.spec.namespaceSelector, ['matchNames', 'any']);
    if (!Array.isArray(data.spec.endpoints) || data.spec.endpoints.length === 0) throw new Error('spec.endpoints must list at least one endpoint');
    for (const endpoint of data.spec.endpoints) {
      only('endpoint', endpoint, ['port', 'path', 'interval', 'scrapeTimeout', 'scheme']);
      if (typeof endpoint.port !== 'string' || !endpoint.path || !/^\d+(ms|s|m|h)$/.test(String(endpoint.interval))) throw new Error(`endpoint ${JSON.stringify(endpoint)}: port name, path and a duration interval are required`);
    }
  }
}

/**
 * The Prometheus Operator's PrometheusRule, checked against its CRD's fields: groups of rules, each an
 * alert or a recording rule with a string expression; unknown fields refused.
 */
class PrometheusRuleModel {
  constructor(private readonly data: Record<string, unknown>) {}
  validate(): void {
    const only = (what: string, value: unknown, keys: string[]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} must be an object`);
      const unknown = Object.keys(value).filter((key) => !keys.includes(key));
      if (unknown.length) throw new Error(`${what} has unknown fields ${unknown.join(', ')}`);
    };
    const data = this.data as { metadata: Record<string, unknown>; spec: { groups: Array<{ name: unknown; rules: Array<Record<string, unknown>> }> } };
    only('PrometheusRule', data, ['apiVersion', 'kind', 'metadata', 'spec']);
    only('metadata', data.metadata, ['name', 'namespace', 'labels', 'annotations']);
    only('spec', data.spec, ['groups']);
    if (!Array.isArray(data.spec.groups) || data.spec.groups.length === 0) throw new Error('spec.groups must list at least one group');
    for (const group of data.spec.groups) {
      only('group', group, ['name', 'interval', 'rules', 'limit', 'partial_response_strategy']);
      if (typeof group.name !== 'string' || !group.name) throw new Error('every group needs a name');
      if (!Array.isArray(group.rules) || group.rules.length === 0) throw new Error(`group ${group.name} has no rules`);
      for (const rule of group.rules) {
        only(`rule ${String(rule.alert ?? rule.record)}`, rule, ['alert', 'record', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations']);
        if ((typeof rule.alert === 'string') === (typeof rule.record === 'string')) throw new Error(`a rule must be an alert or a record: ${JSON.stringify(rule)}`);
        if (typeof rule.expr !== 'string' || !rule.expr.trim()) throw new Error(`rule ${String(rule.alert ?? rule.record)} has no expr`);
        if (rule.for !== undefined && !/^\d+(ms|s|m|h|d)$/.test(String(rule.for))) throw new Error(`rule ${String(rule.alert)}: for is not a duration`);
        for (const map of ['labels', 'annotations'] as const) {
          const entries = rule[map];
          if (entries !== undefined && Object.values(entries as object).some((value) => typeof value !== 'string')) throw new Error(`rule ${String(rule.alert ?? rule.record)}: ${map} must be strings`);
        }
      }
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each model takes its own kind's object, typed in its class
type ModelClass = new (data: any) => { validate(): void };

/** Every kind the chart may render; a new kind must be added here before its manifests pass. */
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'v1/Pod': Pod,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitorModel,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRuleModel,
};

/** Validates one manifest against its Kubernetes schema; returns the problem, or null when valid. */
export function validateManifest(manifest: Manifest): string | null {
  const key = `${manifest.apiVersion}/${manifest.kind}`;
  const Model = MODELS[key];
  if (!Model) return `${key} ${manifest.metadata?.name}: no schema registered for this kind`;
  try {
    new Model(manifest).validate();
    return null;
  } catch (error) {
    return `${key} ${manifest.metadata?.name}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
