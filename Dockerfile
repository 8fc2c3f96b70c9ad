# syntax=docker/dockerfile:1
# The images of Tablecraft's Node services, one per SERVICE (the web's static image is web/Dockerfile):
#   api         GraphQL at /graphql (with subscriptions), uploads at /upload, files at /files; port 4000
#   socket      the room WebSocket at /socket; port 4001
#   worker      background jobs (the upload pipeline with sharp); /healthz, /readyz and /metrics on port 4002
#   migrations  applies pending SQL migrations to DATABASE_URL and exits (0 when up to date); the Helm
#               chart runs it as a pre-install/pre-upgrade Job hook, so schema changes land before new pods
# Build from the repository root:  docker build --build-arg SERVICE=api -t tablecraft-api .
# (or `docker buildx bake` for all of them, docker-bake.hcl). Every stage up to `sources` is shared, so
# the full `npm ci` runs once for all four. The context is filtered by Dockerfile.dockerignore (BuildKit
# and skaffold prefer it to the root .dockerignore); a service's stages copy only the manifests and the
# sources it is built from, so a change anywhere else neither invalidates its cache nor makes
# `skaffold dev` rebuild it.
# Targets: the last stage (default) is the production image of SERVICE; `dev` runs its sources with hot
# reload for `skaffold dev` file sync and is never deployed anywhere else (migrations has none).
# What differs between the services is in their own short stages at the end: port, environment, command.
# Base image: see docs/DEPLOYMENT.md, "Bumping the Node base image" (the deploy tests replay this file with it).

ARG SERVICE

# ---- node-base: the pinned base image every stage starts from
FROM node:24.18.1-bookworm-slim@sha256:235600a8101ab264e117b1768e925532262668dc9b581ef1dd7d96ced463b8e7 AS node-base
WORKDIR /app

# ---- manifests: the root lockfile and every workspace's manifest, since npm ci checks the lockfile
# against all of them; both installs below start from these files alone
FROM node-base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY platform/package.json platform/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY worker/package.json worker/
COPY socket/package.json socket/
COPY web/package.json web/
COPY e2e/package.json e2e/

# ---- deps: every workspace's dependencies; cached until a manifest changes
FROM node-base AS deps
RUN chown node:node /app
USER node
COPY --chown=node:node --from=manifests /app ./
RUN --mount=type=cache,target=/home/node/.npm,uid=1000,gid=1000 npm ci

# ---- sources: what the service is built from, and nothing else (skaffold watches exactly these paths).
# The whole workspace directory as the ignore file lets it in: its src, and migrations/sql.
FROM deps AS sources
ARG SERVICE
COPY --chown=node:node tsconfig.base.json tsconfig.json ./
COPY --chown=node:node scripts/build-service.mjs scripts/
COPY --chown=node:node core/src core/src
COPY --chown=node:node platform/src platform/src
COPY --chown=node:node ${SERVICE} ${SERVICE}

# ---- build: the service's build script: src/main.ts with the workspace packages inlined into
# <service>/dist/main.js, and its other entries beside it (the api's and socket's worker threads, the
# worker's render child, the migrations' SQL files in dist/sql)
FROM sources AS build
ARG SERVICE
RUN npm run build -w "$SERVICE"

# ---- prod-deps: only the service's production dependencies (root dependencies are all dev-only)
FROM node-base AS prod-deps
ARG SERVICE
COPY --from=manifests /app ./
# Workspace packages are inlined by the bundle, so their links are dropped; <service>/node_modules holds
# versions that could not be hoisted and must exist for the COPY below even when empty.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace "$SERVICE" --include-workspace-root=false \
  && rm -rf node_modules/@tablecraft \
  && mkdir -p "$SERVICE/node_modules"

# ---- runtime: read-only root filesystem friendly; the only writable path it needs is /tmp
FROM node-base AS runtime
ARG SERVICE
ENV NODE_ENV=production
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/${SERVICE}/node_modules ./${SERVICE}/node_modules
# package.json carries "type": "module" for the ESM bundle.
COPY ${SERVICE}/package.json ./${SERVICE}/
COPY --from=build /app/${SERVICE}/dist ./${SERVICE}/dist
USER node

# ---- each service's own settings: port, environment and command (exec form, so SIGTERM reaches node)
FROM runtime AS api
ENV PORT=4000 DATA_DIR=/tmp/tablecraft
EXPOSE 4000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

FROM runtime AS socket
ENV PORT=4001
EXPOSE 4001
# The garbage collector's settings for a relay (docs/BENCHMARKS.md, "the collector sized for a
# relay"): no allocation-site pretenuring, which under load moved every parsed frame into the old
# generation where only full collections free it, and a 2 MB young generation, which a relay's
# short-lived frames never outgrow. The socket processes that the tests and benchmarks start read
# their V8 flags from this line.
CMD ["node", "--enable-source-maps", "--no-allocation-site-pretenuring", "--max-semi-space-size=2", "socket/dist/main.js"]

FROM runtime AS worker
ENV HEALTH_PORT=4002 DATA_DIR=/tmp/tablecraft
EXPOSE 4002
CMD ["node", "--enable-source-maps", "worker/dist/main.js"]

# A run-to-completion job: no port, writes nothing to disk.
FROM runtime AS migrations
CMD ["node", "--enable-source-maps", "migrations/dist/main.js"]

# ---- dev: TypeScript sources restarted on change; skaffold syncs the service's, core's and platform's sources in
FROM sources AS api-dev
ENV NODE_ENV=development PORT=4000
EXPOSE 4000
CMD ["npm", "run", "dev", "-w", "api"]

FROM sources AS socket-dev
ENV NODE_ENV=development PORT=4001
EXPOSE 4001
CMD ["npm", "run", "dev", "-w", "socket"]

FROM sources AS worker-dev
ENV NODE_ENV=development HEALTH_PORT=4002
EXPOSE 4002
CMD ["npm", "run", "dev", "-w", "worker"]

FROM ${SERVICE}-dev AS dev

# ---- the production image of SERVICE (the default target)
FROM ${SERVICE} AS image
