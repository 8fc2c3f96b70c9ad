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
  const stages: Stage[] = [];
  for (const instruction of instructions) {
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
