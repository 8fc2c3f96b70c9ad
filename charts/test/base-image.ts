// The one Node base image every Dockerfile builds on, and what it carries. Bumping it (see
// docs/DEPLOYMENT.md, "Bumping the Node base image"): change all four constants together, replace the
// FROM lines of the two Dockerfiles (the root one and web/Dockerfile), and run the `deploy` tests: they install the lockfile with that
// npm and start each service's production build on that Node before anything is pushed.

/** Tag for people, digest for machines: the digest is what is pulled, the tag says what it is. */
export const NODE_IMAGE = 'node:24.18.1-bookworm-slim@sha256:235600a8101ab264e117b1768e925532262668dc9b581ef1dd7d96ced463b8e7';
/** `NODE_VERSION` in that image. */
export const NODE_VERSION = '24.18.1';
/** The npm bundled with that Node release (`npm --version` in the image): it runs every `npm ci` of the builds. */
export const NPM_VERSION = '11.16.0';
/** The Node major the services are built for (esbuild target, @types/node, engines). */
export const NODE_MAJOR = 24;
