// The five images, how each is built (which Dockerfile, with which build arguments) and how it runs.
// Ports must agree with the chart's containerPort defaults.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helm.ts';
import { flattenStage, resolveDockerfile, type Stage } from './dockerfile.ts';

export interface ImageSpec {
  dockerfile: string;
  buildArgs: Record<string, string>;
  entry: string;
  port?: number;
}

const node = (service: string, port?: number): ImageSpec => ({ dockerfile: 'Dockerfile', buildArgs: { SERVICE: service }, entry: `${service}/dist/main.js`, port });

export const IMAGES = {
  web: { dockerfile: 'web/Dockerfile', buildArgs: {}, entry: 'web/dist-server/main.js', port: 8080 },
  api: node('api', 4000),
  socket: node('socket', 4001),
  worker: node('worker', 4002),
  migrations: node('migrations'),
} satisfies Record<string, ImageSpec>;
export type ImageName = keyof typeof IMAGES;
export const IMAGE_NAMES = Object.keys(IMAGES) as ImageName[];

/** The stages BuildKit would build for the image (`target` when given, else its production image). */
export function stagesOf(image: ImageName, target?: string): Stage[] {
  const spec: ImageSpec = IMAGES[image];
  return resolveDockerfile(readFileSync(join(REPO_ROOT, spec.dockerfile), 'utf8'), spec.buildArgs, target);
}

/** The production image's own settings and files: its last stage with every stage it is built FROM. */
export function finalStageOf(image: ImageName): Stage {
  const stages = stagesOf(image);
  return flattenStage(stages, stages.at(-1)!);
}

/**
 * The files a workspace's build script writes with scripts/build-service.mjs (`<workspace>/dist/main.js`
 * unless it names another output): every one of them must be in the image, or a worker thread or child
 * process the service starts is missing at run time.
 */
export function buildOutputs(workspace: string): string[] {
  const script = (JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build ?? '';
  return [...script.matchAll(/node scripts\/build-service\.mjs ([^&;|]+)/g)].map((match) => {
    const [name = '', , out = 'dist/main.js'] = match[1]!.trim().split(/\s+/).filter((word) => !word.startsWith('--'));
    return `${name}/${out}`;
  });
}
