import { getQuickJS, type QuickJSWASMModule } from 'quickjs-emscripten';

let loading: Promise<QuickJSWASMModule> | null = null;

/**
 * The QuickJS WebAssembly module, compiled once per process (its WASM ships inside the npm package).
 * Every room gets its own runtime in it (own heap limit, stack limit and interrupt handler). A first
 * short loop is run at load so the engine's code is compiled before a room's first call is timed.
 */
export function loadQuickJS(): Promise<QuickJSWASMModule> {
  loading ??= getQuickJS().then((quickjs) => {
    const runtime = quickjs.newRuntime();
    const context = runtime.newContext();
    const warm = context.evalCode('let s = 0; for (let i = 0; i < 200000; i++) s += i; s');
    (warm.error ?? warm.value).dispose();
    context.dispose();
    runtime.dispose();
    return quickjs;
  });
  return loading;
}
