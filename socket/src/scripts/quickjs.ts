import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { newQuickJSWASMModule, newVariant, RELEASE_SYNC, type QuickJSWASMModule } from 'quickjs-emscripten';
import { SANDBOX_MEMORY_BYTES } from './limits.ts';

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

/** QuickJS's WebAssembly (it ships inside the npm package), compiled once per process. */
function compiled(): Promise<WebAssembly.Module> {
  compiling ??= readFile(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm')).then((bytes) =>
    wasm.compile(bytes),
  );
  return compiling;
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
  // A first short loop, so the engine's code is compiled before a room's first call is timed.
  const runtime = module.newRuntime();
  const context = runtime.newContext();
  const warm = context.evalCode('let s = 0; for (let i = 0; i < 100000; i++) s += i; s');
  (warm.error ?? warm.value).dispose();
  context.dispose();
  runtime.dispose();
  return module;
}
