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
import type { Manifest } from './helm.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
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
