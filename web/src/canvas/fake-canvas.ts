// For unit tests that draw with Konva: happy-dom has no 2D canvas, so a stand-in context takes every call
// and measures text as 6 pixels a character. What is drawn is not checked; the nodes and their events are.
import { vi } from 'vitest';

function fakeContext(canvas: HTMLCanvasElement): unknown {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'measureText') return (text: string) => ({ width: text.length * 6 });
      if (key === 'getImageData' || key === 'createImageData') return () => ({ data: new Uint8ClampedArray(4) });
      if (key === 'getLineDash') return () => [];
      // Gradients and patterns are objects with methods of their own.
      return () => ({ addColorStop: () => undefined });
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
}

/** Gives every canvas a stand-in 2D context until the returned function undoes it. */
export function installFakeCanvas(): () => void {
  const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as never;
  });
  return () => spy.mockRestore();
}
