import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { newQuickJSWASMModule, newVariant, RELEASE_SYNC, type QuickJSWASMModule } from 'quickjs-emscripten';
import { MEMORY_LIMIT_BYTES, SANDBOX_MEMORY_BYTES } from './limits.ts';
import { PRELUDE } from './prelude.ts';

// The WebAssembly global of Node (the project's type libraries declare its types, not its value).
type Memory = Exclude<NonNullable<Parameters<typeof newVariant>[1]>['wasmMemory'], undefined | (() => unknown)>;
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<WebAssembly.Module>;
      Memory: new (size: { initial: number; maximum: number }) => Memory;
    };
  }
).WebAssembly;

let compiling: Promise<WebAssembly.Module> | null = null;

/**
 * QuickJS's WebAssembly (it ships inside the npm package), compiled once per thread, and run once through
 * what rooms do (the API's prelude, loops, JSON, large arrays) so that the engine's hot code
 * is optimised before any room's load or call is timed and charged: V8 shares that code between instances.
 */
function compiled(): Promise<WebAssembly.Module> {
  compiling ??= readFile(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm'))
    .then((bytes) => wasm.compile(bytes))
    .then(async (compiledModule) => {
      await warmUp(compiledModule);
      return compiledModule;
    });
  return compiling;
}

const WARM_UP = `
  const prelude = ${PRELUDE};
  let s = 0;
  for (let round = 0; round < 20; round++) {
    const table = [];
    for (let i = 0; i < 5000; i++) table.push({ id: 'p' + i, x: i, faceUp: i % 2 === 0 });
    s += JSON.parse(JSON.stringify(table)).length;
  }
  const hoard = []; for (let i = 0; i < 4; i++) hoard.push(new Array(100000).fill(i));
  s;
`;

async function warmUp(compiledModule: WebAssembly.Module): Promise<void> {
  const pages = SANDBOX_MEMORY_BYTES / 65_536;
  const module = await newQuickJSWASMModule(
    newVariant(RELEASE_SYNC, { wasmModule: compiledModule, wasmMemory: new wasm.Memory({ initial: pages, maximum: pages }) }),
  );
  for (let round = 0; round < 3; round++) {
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    const context = runtime.newContext();
    const warm = context.evalCode(WARM_UP);
    (warm.error ?? warm.value).dispose();
    context.dispose();
    runtime.dispose();
  }
}

/** Compiles and warms QuickJS for this thread ahead of its first room (a script thread does it as it starts). */
export async function prepareSandboxes(): Promise<void> {
  await compiled();
}

/**
 * A QuickJS instance of its own for one room, in a WebAssembly memory of a fixed size that cannot grow.
 * QuickJS's own memory limit only bounds single allocations in this build (its byte count is wrong under
 * Emscripten), so the fixed memory is what stops a memory bomb: its allocations fail with "out of memory"
 * inside that room's instance, and nothing else in the process grows. Only the pages a room touches
 * take real memory.
 */
export async function newSandboxModule(): Promise<QuickJSWASMModule> {
  const pages = SANDBOX_MEMORY_BYTES / 65_536;
  const module = await newQuickJSWASMModule(
    newVariant(RELEASE_SYNC, { wasmModule: await compiled(), wasmMemory: new wasm.Memory({ initial: pages, maximum: pages }) }),
  );
  // No warm-up per room: the engine's code, shared by every instance, was optimised once for the thread (compiled()).
  return module;
}
