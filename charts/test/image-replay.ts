// Replays a Dockerfile's build without a Docker engine: each stage is a directory standing for its /app,
// COPY copies from the build context (filtered by the Dockerfile's ignore file) or from another stage's
// directory, and RUN runs the stage's exact shell command there with the base image's node and npm
// first on PATH. It is not a container (the host's libraries and tools are visible), but it runs the
// same commands on the same Node and npm against the same files, which is what broke before: a lockfile
// the image's npm refused, a missing production dependency, a bundle that does not start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { REPO_ROOT } from './helm.ts';
import { argsOf, flattenStage, inBuildContext, parseCopy, type Stage } from './dockerfile.ts';
import { IMAGES, stagesOf, type ImageName } from './image-specs.ts';
import { NODE_IMAGE } from './base-image.ts';
import type { Toolchain } from './toolchain.ts';

export interface ReplayedImage {
  /** The final stage's /app. */
  root: string;
  /** ENV of the final stage (inherited ones included). */
  env: Record<string, string>;
  cmd: string[];
}

interface BuiltStage {
  dir: string;
  env: Record<string, string>;
  key: string;
}

/** The ignore file Docker (BuildKit) uses for a Dockerfile: `<Dockerfile>.dockerignore` beside it, else the root one. */
export function dockerignoreFor(dockerfile: string): string {
  const own = join(REPO_ROOT, `${dockerfile}.dockerignore`);
  if (existsSync(own)) return readFileSync(own, 'utf8');
  const root = join(REPO_ROOT, '.dockerignore');
  return existsSync(root) ? readFileSync(root, 'utf8') : '';
}

/** Every file of the build context under `path` (a file or directory relative to the repository root). */
export function contextFiles(dockerignore: string, path: string): string[] {
  const negations = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) => line.slice(1).replace(/^\/+/, ''));
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = join(REPO_ROOT, relative);
    const stat = statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      // An excluded directory is skipped whole unless a `!` pattern may bring something inside it back.
      if (relative !== '' && !inBuildContext(dockerignore, relative) && !negations.some((n) => n.startsWith(`${relative}/`) || n.startsWith('**'))) return;
      for (const entry of readdirSync(absolute).sort()) walk(relative === '' ? entry : `${relative}/${entry}`);
    } else if (stat.isFile() && inBuildContext(dockerignore, relative)) files.push(relative);
  };
  walk(path === '.' ? '' : path.replace(/\/+$/, ''));
  return files;
}

export class ImageReplayer {
  /** Stages already built, by a hash of everything that went into them: the deps stage is shared by all images. */
  private readonly built = new Map<string, BuiltStage>();
  private counter = 0;

  constructor(
    private readonly workDir: string,
    private readonly toolchain: Toolchain,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /**
   * Builds the production image of `image` (its Dockerfile's last stage with its build arguments, and
   * the stages it needs); returns how to run it.
   */
  build(image: ImageName): ReplayedImage {
    const dockerfile = IMAGES[image].dockerfile;
    const stages = stagesOf(image);
    const ignore = dockerignoreFor(dockerfile);
    const byName = new Map<string, BuiltStage>();
    const buildStage = (stage: Stage): BuiltStage => {
      const done = stage.name ? byName.get(stage.name) : undefined;
      if (done) return done;
      const parentStage = stages.find((candidate) => candidate.name === stage.base);
      let parent: BuiltStage | undefined;
      if (parentStage) parent = buildStage(parentStage);
      else if (stage.base !== NODE_IMAGE) throw new Error(`${dockerfile} (${image}): stage ${stage.name} starts from ${stage.base}, not the pinned ${NODE_IMAGE}`);
      // Stages this one copies from are built first.
      const sources = new Map<string, BuiltStage>();
      for (const args of argsOf(stage, 'COPY')) {
        const from = parseCopy(args).flags.from;
        if (from && !sources.has(from)) {
          const fromStage = stages.find((candidate) => candidate.name === from);
          if (!fromStage) throw new Error(`${dockerfile}: COPY --from=${from} names no stage`);
          sources.set(from, buildStage(fromStage));
        }
      }
      const key = this.stageKey(stage, parent, sources, ignore);
      const cached = this.built.get(key);
      // A stage that only sets ENV, EXPOSE or CMD has its parent's files: no copy of them is needed.
      const filesUnchanged = parent && stage.instructions.every((instruction) => !['COPY', 'RUN'].includes(instruction.keyword));
      const result = cached ?? (parent && filesUnchanged ? { ...this.settle(dockerfile, stage, parent), key } : this.runStage(image, dockerfile, stage, parent, sources, ignore, key));
      this.built.set(key, result);
      if (stage.name) byName.set(stage.name, result);
      return result;
    };
    const finalStage = stages.at(-1)!;
    const final = buildStage(finalStage);
    const cmd = JSON.parse(argsOf(flattenStage(stages, finalStage), 'CMD').at(-1) ?? 'null') as string[] | null;
    if (!cmd) throw new Error(`${dockerfile} (${image}): the final stage has no exec-form CMD`);
    return { root: final.dir, env: final.env, cmd };
  }

  /** A stage without COPY or RUN: its parent's directory, with its own ENV on top. */
  private settle(dockerfile: string, stage: Stage, parent: BuiltStage): { dir: string; env: Record<string, string> } {
    const env = { ...parent.env };
    for (const instruction of stage.instructions) if (instruction.keyword === 'ENV') Object.assign(env, parseEnv(instruction.args));
    for (const instruction of stage.instructions) if (!KEPT_AS_SETTINGS.includes(instruction.keyword)) throw new Error(`${dockerfile}:${instruction.line}: ${instruction.keyword} is not replayed`);
    return { dir: parent.dir, env };
  }

  private stageKey(stage: Stage, parent: BuiltStage | undefined, sources: Map<string, BuiltStage>, ignore: string): string {
    const hash = createHash('sha256').update(parent?.key ?? stage.base);
    for (const instruction of stage.instructions) {
      hash.update(`\n${instruction.keyword} ${instruction.args}`);
      if (instruction.keyword !== 'COPY') continue;
      const copy = parseCopy(instruction.args);
      if (copy.flags.from) hash.update(sources.get(copy.flags.from)!.key);
      else for (const source of copy.sources) for (const file of contextFiles(ignore, source)) hash.update(file).update(readFileSync(join(REPO_ROOT, file)));
    }
    return hash.digest('hex');
  }

  private runStage(image: ImageName, dockerfile: string, stage: Stage, parent: BuiltStage | undefined, sources: Map<string, BuiltStage>, ignore: string, key: string): BuiltStage {
    const dir = join(this.workDir, `${image}-${stage.name ?? 'stage'}-${++this.counter}`);
    if (parent) sh(`cp -al '${parent.dir}' '${dir}'`, this.workDir);
    else mkdirSync(dir, { recursive: true });
    const env = { ...(parent?.env ?? {}) };
    for (const instruction of stage.instructions) {
      switch (instruction.keyword) {
        case 'WORKDIR':
          if (instruction.args !== '/app') throw new Error(`${dockerfile}:${instruction.line}: only WORKDIR /app is replayed`);
          break;
        case 'ENV':
          Object.assign(env, parseEnv(instruction.args));
          break;
        case 'COPY':
          this.copy(dockerfile, instruction.args, dir, sources, ignore);
          break;
        case 'RUN': {
          // BuildKit flags (--mount=type=cache,...) belong to the builder, not the command.
          const command = instruction.args.replace(/^(--\S+\s+)+/, '');
          // Ownership inside the image (for its non-root user) means nothing in a directory on this machine.
          if (/^chown\s+\S+\s+\S+$/.test(command)) break;
          this.log(`${dockerfile} [${stage.name}] RUN ${command}`);
          const result = spawnSync('/bin/sh', ['-c', command], { cwd: dir, env: this.toolchain.env(env), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
          if (result.status !== 0) throw new Error(`${dockerfile}:${instruction.line} [${stage.name}] RUN ${command}\nexited ${result.status}:\n${tail(result.stdout)}\n${tail(result.stderr)}`);
          break;
        }
        default:
          if (KEPT_AS_SETTINGS.includes(instruction.keyword)) break;
          throw new Error(`${dockerfile}:${instruction.line}: ${instruction.keyword} is not replayed`);
      }
    }
    return { dir, env, key };
  }

  private copy(dockerfile: string, args: string, dir: string, sources: Map<string, BuiltStage>, ignore: string): void {
    const { flags, sources: paths, destination } = parseCopy(args);
    const dest = join(dir, posix.normalize(destination.replace(/^\/app\/?/, '')));
    const intoDirectory = destination.endsWith('/') || destination === '.' || paths.length > 1;
    for (const path of paths) {
      if (flags.from) {
        const stageDir = sources.get(flags.from)!.dir;
        const source = join(stageDir, path.replace(/^\/app\/?/, ''));
        if (!existsSync(source)) throw new Error(`${dockerfile}: COPY --from=${flags.from} ${path}: not in that stage`);
        const target = statSync(source).isDirectory() ? dest : intoDirectory ? join(dest, basename(source)) : dest;
        mkdirSync(statSync(source).isDirectory() ? target : dirname(target), { recursive: true });
        // Hard links: the replay copies node_modules often, and nothing writes into a finished stage.
        sh(statSync(source).isDirectory() ? `cp -al '${source}/.' '${target}/'` : `cp -l '${source}' '${target}'`, dir);
        continue;
      }
      const files = contextFiles(ignore, path);
      const isDirectory = statSync(join(REPO_ROOT, path), { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (files.length === 0) throw new Error(`${dockerfile}: COPY ${path}: nothing in the build context (ignored, or missing)`);
      for (const file of files) {
        const relative = isDirectory ? file.slice(path === '.' ? 0 : path.replace(/\/+$/, '').length + 1) : basename(file);
        const target = isDirectory || intoDirectory ? join(dest, relative) : dest;
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(REPO_ROOT, file), target);
      }
    }
  }
}

/** Instructions that set the image's metadata, not its files (ARG values are already expanded). */
const KEPT_AS_SETTINGS = ['USER', 'EXPOSE', 'CMD', 'ENTRYPOINT', 'LABEL', 'ARG', 'ENV'];

function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of args.split(/\s+/)) {
    const [name, ...value] = pair.split('=');
    env[name!] = value.join('=').replace(/^"(.*)"$/, '$1');
  }
  return env;
}

function sh(command: string, cwd: string): void {
  const result = spawnSync('/bin/sh', ['-c', command], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
}

const tail = (text: string) => text.split('\n').slice(-40).join('\n');
