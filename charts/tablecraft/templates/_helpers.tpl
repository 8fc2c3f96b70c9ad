{{/*
Names, labels, images and the environment of each service. Every template goes through these so a
resource's name and labels are decided in one place.
*/}}

{{/* The chart name, or nameOverride. */}}
{{- define "tablecraft.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The prefix of every resource name: fullnameOverride, else release name (plus the chart name unless the release already contains it). */}}
{{- define "tablecraft.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Name of one part of the release, e.g. tablecraft-api. Call with (dict "root" $ "component" "api"). */}}
{{- define "tablecraft.componentName" -}}
{{- printf "%s-%s" (include "tablecraft.fullname" .root | trunc 52 | trimSuffix "-") .component -}}
{{- end -}}

{{/* chart label value: name-version */}}
{{- define "tablecraft.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels for every resource of a component. Call with (dict "root" $ "component" "api"). */}}
{{- define "tablecraft.labels" -}}
helm.sh/chart: {{ include "tablecraft.chart" .root }}
{{ include "tablecraft.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/part-of: tablecraft
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- with .root.Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Labels that select a component's pods; never change them on upgrade (selectors are immutable). */}}
{{- define "tablecraft.selectorLabels" -}}
app.kubernetes.io/name: {{ include "tablecraft.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* metadata.annotations body from commonAnnotations plus extra ones. Call with (dict "root" $ "extra" (dict ...)). */}}
{{- define "tablecraft.annotations" -}}
{{- $all := merge (deepCopy (default dict .extra)) (deepCopy (default dict .root.Values.commonAnnotations)) -}}
{{- if $all }}
{{- toYaml $all }}
{{- end }}
{{- end -}}

{{/* The ServiceAccount the services run as. */}}
{{- define "tablecraft.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "tablecraft.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/*
Image reference for a component: [global.imageRegistry/]repository, then @digest if set, else :tag
(the chart appVersion when empty). Call with (dict "root" $ "image" .Values.api.image).
*/}}
{{- define "tablecraft.image" -}}
{{- $repository := .image.repository -}}
{{- with .root.Values.global.imageRegistry -}}
{{- $repository = printf "%s/%s" (trimSuffix "/" .) $repository -}}
{{- end -}}
{{- if .image.digest -}}
{{- printf "%s@%s" $repository .image.digest -}}
{{- else -}}
{{- /* A trailing "@" comes from skaffold's tag@digest template when a local build has no digest. */ -}}
{{- printf "%s:%s" $repository (default .root.Chart.AppVersion .image.tag | toString | trimSuffix "@") -}}
{{- end -}}
{{- end -}}

{{/* Name of the ConfigMap with the services' non-secret settings. */}}
{{- define "tablecraft.configMapName" -}}
{{- printf "%s-config" (include "tablecraft.fullname" .) -}}
{{- end -}}

{{/* Name of the Secret the services read: existingSecret, or the one this chart creates. */}}
{{- define "tablecraft.secretName" -}}
{{- default (include "tablecraft.fullname" .) .Values.existingSecret -}}
{{- end -}}

{{/* Public URLs: explicit values win; otherwise derived from the ingress host, else the port-forward defaults. */}}
{{- define "tablecraft.scheme" -}}
{{- if .Values.ingress.tls -}}https{{- else -}}http{{- end -}}
{{- end -}}

{{- define "tablecraft.publicWebUrl" -}}
{{- if .Values.config.publicWebUrl -}}
{{- .Values.config.publicWebUrl -}}
{{- else if .Values.ingress.enabled -}}
{{- printf "%s://%s" (include "tablecraft.scheme" .) .Values.ingress.hostname -}}
{{- else -}}
http://localhost:8080
{{- end -}}
{{- end -}}

{{- define "tablecraft.publicApiUrl" -}}
{{- if .Values.config.publicApiUrl -}}
{{- .Values.config.publicApiUrl -}}
{{- else if .Values.ingress.enabled -}}
{{- printf "%s://%s" (include "tablecraft.scheme" .) .Values.ingress.hostname -}}
{{- else -}}
http://localhost:4000
{{- end -}}
{{- end -}}

{{- define "tablecraft.publicSocketUrl" -}}
{{- if .Values.config.publicSocketUrl -}}
{{- .Values.config.publicSocketUrl -}}
{{- else if .Values.ingress.enabled -}}
{{- printf "%s://%s/socket" (ternary "wss" "ws" .Values.ingress.tls) .Values.ingress.hostname -}}
{{- else -}}
ws://localhost:4001/socket
{{- end -}}
{{- end -}}

{{/* Connection settings, from the in-chart stores when enabled, else the external* values (empty when unset). */}}
{{- define "tablecraft.databaseUrl" -}}
{{- if .Values.postgresql.enabled -}}
{{- $auth := .Values.postgresql.auth -}}
{{- printf "postgres://%s:%s@%s:5432/%s" (urlquery $auth.username) (urlquery (required "postgresql.auth.password is required when postgresql.enabled is true" $auth.password)) (include "tablecraft.componentName" (dict "root" . "component" "postgresql")) $auth.database -}}
{{- else -}}
{{- .Values.externalDatabase.url -}}
{{- end -}}
{{- end -}}

{{- define "tablecraft.redisUrl" -}}
{{- if .Values.redis.enabled -}}
{{- printf "redis://:%s@%s:6379" (urlquery (required "redis.auth.password is required when redis.enabled is true" .Values.redis.auth.password)) (include "tablecraft.componentName" (dict "root" . "component" "redis")) -}}
{{- else -}}
{{- .Values.externalRedis.url -}}
{{- end -}}
{{- end -}}

{{- define "tablecraft.s3Endpoint" -}}
{{- if .Values.minio.enabled -}}
{{- printf "http://%s:9000" (include "tablecraft.componentName" (dict "root" . "component" "minio")) -}}
{{- else -}}
{{- .Values.externalS3.endpoint -}}
{{- end -}}
{{- end -}}

{{/*
What each service reads, and from where. Config keys come from the ConfigMap; secret keys from the
Secret. Required keys are referenced without `optional`, so a release that names no database, Redis
or object store shows CreateContainerConfigError with the missing key instead of silently falling
back to the single-process adapters (in-process queue, local-disk blobs), which are wrong across pods.
*/}}
{{- define "tablecraft.envSpec" -}}
web:
  config: [NODE_ENV, PUBLIC_API_URL, PUBLIC_SOCKET_URL, PUBLIC_WEB_URL, INTERNAL_API_URL]
  secretRequired: []
  secretOptional: []
api:
  config: [NODE_ENV, LOG_LEVEL, PUBLIC_WEB_URL, CORS_ORIGINS, TRUST_PROXY, MAIL_FROM, DATA_DIR, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_USE_SSL, QUEUE_PREFIX, DATABASE_POOL_MAX]
  secretRequired: [DATABASE_URL, REDIS_URL]
  secretOptional: [S3_ACCESS_KEY, S3_SECRET_KEY, SMTP_URL]
socket:
  config: [NODE_ENV, LOG_LEVEL, PUBLIC_WEB_URL, CORS_ORIGINS, TRUST_PROXY, QUEUE_PREFIX, DATABASE_POOL_MAX]
  secretRequired: [DATABASE_URL, REDIS_URL]
  secretOptional: []
worker:
  config: [NODE_ENV, LOG_LEVEL, MAIL_FROM, DATA_DIR, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_USE_SSL, QUEUE_PREFIX, WORKER_CONCURRENCY, DATABASE_POOL_MAX]
  secretRequired: [DATABASE_URL, REDIS_URL]
  secretOptional: [S3_ACCESS_KEY, S3_SECRET_KEY, SMTP_URL]
{{- end -}}

{{/* The env list of a service's container. Call with (dict "root" $ "component" "api"). */}}
{{- define "tablecraft.env" -}}
{{- $root := .root -}}
{{- $values := index $root.Values .component -}}
{{- $spec := index (include "tablecraft.envSpec" $root | fromYaml) .component -}}
{{- if eq .component "worker" }}
- name: HEALTH_PORT
  value: {{ $values.containerPort | quote }}
{{- else }}
- name: PORT
  value: {{ $values.containerPort | quote }}
{{- end }}
{{- if eq .component "web" }}
{{- /* web's own port is public, so its metrics (and a second pair of probes) listen on a private one. */}}
- name: METRICS_PORT
  value: {{ $values.metricsPort | quote }}
{{- end }}
{{- range $spec.config }}
- name: {{ . }}
  valueFrom:
    configMapKeyRef:
      name: {{ include "tablecraft.configMapName" $root }}
      key: {{ . }}
{{- end }}
{{- range $spec.secretRequired }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ include "tablecraft.secretName" $root }}
      key: {{ include "tablecraft.secretKey" (dict "root" $root "name" .) }}
{{- end }}
{{- range $spec.secretOptional }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ include "tablecraft.secretName" $root }}
      key: {{ include "tablecraft.secretKey" (dict "root" $root "name" .) }}
      optional: true
{{- end }}
{{- if (include "tablecraft.trustedCA" $root) }}
- name: NODE_EXTRA_CA_CERTS
  value: /etc/tablecraft/ca/{{ $root.Values.trustedCA.key }}
{{- end }}
{{- with $values.extraEnvVars }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Container securityContext of a service: the shared one with the service's overrides on top. */}}
{{- define "tablecraft.containerSecurityContext" -}}
{{- $values := index .root.Values .component -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.containerSecurityContext) (deepCopy (default dict $values.containerSecurityContext))) -}}
{{- end -}}

{{/* Hook events of the migration Job. See templates/migrations-job.yaml for why they depend on postgresql.enabled. */}}
{{- define "tablecraft.migrationHooks" -}}
{{- if .Values.postgresql.enabled -}}
post-install,pre-upgrade
{{- else -}}
pre-install,pre-upgrade
{{- end -}}
{{- end -}}

{{/* The key holding a variable in the Secret: existingSecretKeys may rename it in an existing Secret. */}}
{{- define "tablecraft.secretKey" -}}
{{- if .root.Values.existingSecret -}}
{{- default .name (get .root.Values.existingSecretKeys .name) -}}
{{- else -}}
{{- .name -}}
{{- end -}}
{{- end -}}

{{/* "true" when extra CA certificates are configured. */}}
{{- define "tablecraft.trustedCA" -}}
{{- if or .Values.trustedCA.configMapName .Values.trustedCA.secretName -}}true{{- end -}}
{{- end -}}

{{/* The volume holding the extra CA certificates. */}}
{{- define "tablecraft.trustedCAVolume" -}}
- name: trusted-ca
  {{- if .Values.trustedCA.secretName }}
  secret:
    secretName: {{ .Values.trustedCA.secretName }}
  {{- else }}
  configMap:
    name: {{ .Values.trustedCA.configMapName }}
  {{- end }}
{{- end -}}

{{/*
Anti-affinity preset (Bitnami style) used when the component sets no affinity of its own: soft prefers
one pod per node, hard requires it.
*/}}
{{- define "tablecraft.affinity" -}}
{{- $values := index .root.Values .component -}}
{{- if $values.affinity -}}
{{- toYaml $values.affinity -}}
{{- else if $values.podAntiAffinityPreset -}}
{{- $term := dict "topologyKey" "kubernetes.io/hostname" "labelSelector" (dict "matchLabels" (include "tablecraft.selectorLabels" . | fromYaml)) -}}
podAntiAffinity:
{{- if eq $values.podAntiAffinityPreset "hard" }}
  requiredDuringSchedulingIgnoredDuringExecution:
    - {{- toYaml $term | nindent 6 }}
{{- else }}
  preferredDuringSchedulingIgnoredDuringExecution:
    - weight: 100
      podAffinityTerm: {{- toYaml $term | nindent 8 }}
{{- end }}
{{- end -}}
{{- end -}}

{{/*
Values an install cannot do without, checked when the chart is rendered so `helm install` stops at once
with a message instead of failing minutes later in the migration hook or at CreateContainerConfigError.
*/}}
{{- define "tablecraft.validate" -}}
{{- if not (or .Values.existingSecret .Values.postgresql.enabled .Values.externalDatabase.url) -}}
{{- fail "tablecraft: no database is configured: set externalDatabase.url (postgres://user:password@host:5432/tablecraft), existingSecret, or postgresql.enabled=true for a development cluster" -}}
{{- end -}}
{{- if not (or .Values.existingSecret .Values.redis.enabled .Values.externalRedis.url) -}}
{{- fail "tablecraft: no Redis is configured: set externalRedis.url (redis://:password@host:6379), existingSecret, or redis.enabled=true for a development cluster" -}}
{{- end -}}
{{- if not (or .Values.minio.enabled .Values.externalS3.endpoint) -}}
{{- fail "tablecraft: no object store is configured: set externalS3.endpoint (https://s3.<region>.amazonaws.com or your S3-compatible endpoint), or minio.enabled=true for a development cluster" -}}
{{- end -}}
{{- if and .Values.trustedCA.configMapName .Values.trustedCA.secretName -}}
{{- fail "tablecraft: set trustedCA.configMapName or trustedCA.secretName, not both" -}}
{{- end -}}
{{- if eq (int .Values.web.metricsPort) (int .Values.web.containerPort) -}}
{{- fail "tablecraft: web.metricsPort must differ from web.containerPort: the web port is public and metrics must stay off it" -}}
{{- end -}}
{{- end -}}
