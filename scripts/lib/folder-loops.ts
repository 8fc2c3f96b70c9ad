/**
 * Loops between folders: the API's and the web's architecture tests both find them here. No single import
 * shows a loop, so each test reads every cross-folder import of its tree and hands the edges to `cycles`.
 */

/** One edge of the folder graph: a file of `from` imports a file of `to`. A test's import is no dependency. */
export interface FolderEdge {
  from: string;
  to: string;
  test: boolean;
}

/**
 * The folder graph's loops: each group of folders that all reach each other (a strongly connected
 * component), its folders sorted, and one loop through it printed as a path.
 */
export function cycles(edges: FolderEdge[]): { folders: string[]; loop: string[] }[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to, test } of edges) {
    if (from === to || test) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => ({ folders: component, loop: loopThrough(component, next) }));
}

/** The shortest way from a component's first folder back to itself. */
function loopThrough(component: string[], next: Map<string, Set<string>>): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

/** Each loop as one line: 'games → rooms → games (in a loop of games, rooms)'. */
export const describeLoops = (edges: FolderEdge[]): string[] =>
  cycles(edges).map(({ loop, folders }) => `${loop.join(' → ')} (in a loop of ${folders.join(', ')})`);
