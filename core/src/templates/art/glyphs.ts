// Shapes the template art is drawn from, as SVG path data. Letters are strokes, not text: a server
// rasterising the art needs no fonts, so the cards look the same on every machine.

/** Stroke paths of the characters the cards use, in a 10 × 16 box (top-left origin). */
export const STROKE_GLYPHS: Record<string, string> = {
  A: 'M1 16 L5 0 L9 16 M2.5 10 L7.5 10',
  '2': 'M1 4 Q1 0 5 0 Q9 0 9 4 Q9 7 1 16 L9 16',
  '3': 'M1 0.5 L9 0.5 L4 6.5 Q9 6.5 9 11.5 Q9 16 5 16 Q2 16 1 14',
  '4': 'M7 16 L7 0 L1 11 L10 11',
  '5': 'M9 0 L2 0 L1 7 Q3 6 5 6 Q9 6 9 11 Q9 16 5 16 Q2 16 1 14',
  '6': 'M8 1 Q6.5 0 5 0 Q1 0 1 8 L1 11 Q1 16 5 16 Q9 16 9 11 Q9 6.5 5 6.5 Q1 6.5 1 11',
  '7': 'M1 0 L9 0 L4 16',
  '8': 'M5 7 Q1.5 7 1.5 3.5 Q1.5 0 5 0 Q8.5 0 8.5 3.5 Q8.5 7 5 7 Q1 7 1 11.5 Q1 16 5 16 Q9 16 9 11.5 Q9 7 5 7 Z',
  '9': 'M9 5 Q9 9.5 5 9.5 Q1 9.5 1 5 Q1 0 5 0 Q9 0 9 5 L9 8 Q9 16 5 16 Q3 16 2 15',
  '1': 'M2 3 L5 0 L5 16',
  '0': 'M5 0 Q1 0 1 8 Q1 16 5 16 Q9 16 9 8 Q9 0 5 0 Z',
  J: 'M3 0 L9 0 M7 0 L7 12 Q7 16 4 16 Q1 16 1 13',
  Q: 'M5 0 Q1 0 1 8 Q1 16 5 16 Q9 16 9 8 Q9 0 5 0 Z M6 12 L9.5 16.5',
  K: 'M1 0 L1 16 M9 0 L1 9 M4 6 L9 16',
  O: 'M5 0 Q1 0 1 8 Q1 16 5 16 Q9 16 9 8 Q9 0 5 0 Z',
  E: 'M9 0 L1 0 L1 16 L9 16 M1 8 L7 8',
  R: 'M1 16 L1 0 L6 0 Q9 0 9 4 Q9 8 6 8 L1 8 M5 8 L9 16',
};

/** Draws `text` in stroke glyphs at (x, y), each character `scale` × (10 × 16) px, 2 units apart; strokes scale with it. */
export function strokeText(text: string, x: number, y: number, scale: number, color: string): string {
  const paths = [...text].map((char, i) => {
    const d = STROKE_GLYPHS[char];
    if (!d) throw new Error(`No stroke glyph for "${char}"`);
    return `<path transform="translate(${x + i * 12 * scale} ${y}) scale(${scale})" d="${d}"/>`;
  });
  return `<g fill="none" stroke="${color}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

/** The four suits in a 100 × 100 box. */
export const SUIT_PATHS = {
  spades:
    'M50 0 C65 22 100 40 100 62 C100 78 88 86 76 86 C66 86 58 80 55 74 C56 86 60 94 68 100 L32 100 C40 94 44 86 45 74 C42 80 34 86 24 86 C12 86 0 78 0 62 C0 40 35 22 50 0 Z',
  hearts: 'M50 92 C20 66 0 46 0 27 C0 10 13 0 27 0 C38 0 46 7 50 16 C54 7 62 0 73 0 C87 0 100 10 100 27 C100 46 80 66 50 92 Z',
  diamonds: 'M50 0 L88 50 L50 100 L12 50 Z',
  clubs:
    'M50 2 A22 22 0 0 1 66 39 A22 22 0 1 1 55 66 C56 82 60 93 68 100 L32 100 C40 93 44 82 45 66 A22 22 0 1 1 34 39 A22 22 0 0 1 50 2 Z',
} as const;

export type Suit = keyof typeof SUIT_PATHS;

/** A suit symbol of `size` px with its top-left corner at (x, y). */
export function suitSymbol(suit: Suit, x: number, y: number, size: number, color: string, rotate = false): string {
  const turn = rotate ? ` rotate(180 50 50)` : '';
  return `<path transform="translate(${x} ${y}) scale(${size / 100})${turn}" fill="${color}" d="${SUIT_PATHS[suit]}"/>`;
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, outer: number, inner: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon fill="${color}" points="${points.join(' ')}"/>`;
}

/** Wraps drawing in an SVG document of the given size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
