// A small Dockerfile reader for convention checks (hadolint is not available here): instructions with
// line continuations joined and comments dropped, grouped into build stages.

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  /** The image or earlier stage this stage starts from. */
  base: string;
  /** The `AS name` of the stage, if any. */
  name?: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  return groupStages(readInstructions(text));
}

/** The ARGs declared before the first FROM, with their defaults (undefined without one). */
export function globalArgs(text: string): Record<string, string | undefined> {
  const args: Record<string, string | undefined> = {};
  for (const instruction of readInstructions(text)) {
    if (instruction.keyword === 'FROM') break;
    if (instruction.keyword === 'ARG') {
      const [name = '', ...value] = instruction.args.split('=');
      args[name] = value.length > 0 ? value.join('=') : undefined;
    }
  }
  return args;
}

function readInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const [keyword = '', ...rest] = full.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
  });
  return instructions;
}

function groupStages(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    // ARGs before the first FROM are the global ones (globalArgs), usable in FROM lines.
    if (stages.length === 0 && instruction.keyword === 'ARG') continue;
    if (instruction.keyword === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match) throw new Error(`line ${instruction.line}: cannot read FROM ${instruction.args}`);
      stages.push({ base: match[1]!, name: match[2], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`line ${instruction.line}: ${instruction.keyword} before the first FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

/** `$NAME` and `${NAME}` replaced by the build arguments' values (unknown names become empty, as in Docker). */
export function expandArgs(text: string, args: Record<string, string | undefined>): string {
  return text.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_match, braced: string | undefined, bare: string | undefined) => args[(braced ?? bare)!] ?? '');
}

/**
 * The Dockerfile as BuildKit sees it for these build arguments (`--build-arg NAME=value`): FROM lines
 * expanded with the global ARGs, and every instruction after a stage's `ARG NAME` expanded with that
 * argument (RUN too: the shell would expand it the same way). Then only the stages that `target` (the
 * last stage when none) needs, through FROM and COPY --from, in file order.
 */
export function resolveDockerfile(text: string, buildArgs: Record<string, string>, target?: string): Stage[] {
  const globals = globalArgs(text);
  const globalValues = Object.fromEntries(Object.keys(globals).map((name) => [name, buildArgs[name] ?? globals[name]]));
  const stages = parseDockerfile(text).map((stage) => {
    const scope: Record<string, string | undefined> = {};
    const instructions = stage.instructions.map((instruction) => {
      if (instruction.keyword === 'ARG') {
        const [name = '', ...value] = instruction.args.split('=');
        scope[name] = buildArgs[name] ?? (value.length > 0 ? value.join('=') : globalValues[name]);
        return instruction;
      }
      return { ...instruction, args: Object.keys(scope).length > 0 ? expandArgs(instruction.args, scope) : instruction.args };
    });
    return { ...stage, base: expandArgs(stage.base, globalValues), instructions };
  });
  const wanted = new Set<Stage>();
  const need = (stage: Stage | undefined) => {
    if (!stage || wanted.has(stage)) return;
    wanted.add(stage);
    need(stages.find((candidate) => candidate.name === stage.base));
    for (const args of argsOf(stage, 'COPY')) {
      const from = parseCopy(args).flags.from;
      if (from) need(stages.find((candidate) => candidate.name === from));
    }
  };
  const final = target ? stages.find((stage) => stage.name === target) : stages.at(-1);
  if (!final) throw new Error(`no stage named ${target}`);
  need(final);
  return stages.filter((stage) => wanted.has(stage));
}

/**
 * What a stage amounts to as an image: its instructions after those of every stage it is built FROM,
 * starting from the first one built on an image, whose base it takes.
 */
export function flattenStage(stages: Stage[], stage: Stage): Stage {
  const parent = stages.find((candidate) => candidate.name === stage.base);
  if (!parent) return stage;
  const flat = flattenStage(stages, parent);
  return { base: flat.base, name: stage.name, instructions: [...flat.instructions, ...stage.instructions] };
}

/** The arguments of every instruction with that keyword. */
export function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
}

/** COPY's flags (`--from=build`) and its sources and destination. */
export function parseCopy(args: string): { flags: Record<string, string>; sources: string[]; destination: string } {
  const words = args.split(/\s+/);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [flag = '', value = ''] = words.shift()!.slice(2).split('=');
    flags[flag] = value;
  }
  const destination = words.pop() ?? '';
  return { flags, sources: words, destination };
}

/**
 * Whether .dockerignore leaves a path in the build context: patterns in order, the last match wins,
 * `!` re-includes, `**` spans directories, and excluding a directory excludes what is inside it.
 */
export function inBuildContext(dockerignore: string, path: string): boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  let included = true;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = (negated ? raw.slice(1) : raw).replace(/^\/+/, '').replace(/\/+$/, '');
    if (matchesPathOrParent(pattern, path)) included = negated;
  }
  return included;
}

function matchesPathOrParent(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
    .join('/')
    .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
  return new RegExp(`^${source}(?:/.*)?$`).test(path);
}
