type WindowHandlers = { [K in keyof WindowEventMap]?: (event: WindowEventMap[K]) => void };

/**
 * Listens on the whole window and returns what stops listening: a drag, a band or a pan follows the
 * pointer past the canvas's edge, and a held key is heard wherever focus is. Effects return the result.
 */
export function listenOnWindow(handlers: WindowHandlers): () => void {
  const entries = Object.entries(handlers) as Array<[string, EventListener]>;
  for (const [type, handler] of entries) window.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) window.removeEventListener(type, handler);
  };
}
