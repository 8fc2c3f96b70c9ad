// Wrapped text for faces drawn on a canvas. Lines are measured once per text, width and font and then
// reused on every redraw, so a table of a thousand cards does no text measuring while it is dragged.

let measurer: CanvasRenderingContext2D | null | undefined;
const cache = new Map<string, string[]>();

function measure(font: string, text: string): number {
  if (measurer === undefined) measurer = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 8;
  measurer.font = font;
  return measurer.measureText(text).width;
}

/** How wide a text is in a CSS font, in pixels (an estimate where there is no canvas to measure with). */
export function textWidth(font: string, text: string): number {
  return measure(font, text);
}

/** The CSS font of a face text. */
export function fontOf(fontSize: number, bold: boolean, family = 'system-ui, sans-serif'): string {
  // A family with spaces must be quoted unless it is already a list.
  if (/\s/.test(family) && !family.includes(',') && !/^['"]/.test(family)) family = `"${family}"`;
  return `${bold ? 'bold ' : ''}${fontSize}px ${family}`;
}

/**
 * Breaks text into lines that fit a width (by words, a long word by letters), at most as many as fit
 * the height; the last line ends in "…" when text is cut.
 */
export function wrapLines(text: string, width: number, height: number, fontSize: number, font: string): string[] {
  const key = `${font}|${width}|${height}|${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const maxLines = Math.max(1, Math.floor(height / (fontSize * 1.2)));
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => {
    lines.push(next);
    line = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(font, candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) push(line);
    let rest = word;
    while (measure(font, rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(font, rest.slice(0, cut)) > width) cut -= 1;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  let result = lines;
  if (lines.length > maxLines) {
    result = lines.slice(0, maxLines);
    let last = `${result[maxLines - 1]}…`;
    while (last.length > 1 && measure(font, last) > width) last = `${last.slice(0, -2)}…`;
    result[maxLines - 1] = last;
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(key, result);
  return result;
}

/** For tests: forgets the measuring canvas and the lines measured with it (a test may stand in its own canvas). */
export function forgetTextLayoutForTests(): void {
  measurer = undefined;
  cache.clear();
}
