import { svgDocument } from './glyphs.ts';

// Boards and their pieces: an 8 × 8 board, checkers (a man on the front, a king on the back, so
// crowning is a flip) and the six chess pieces in both colours on one sheet.

/** Board art size: 8 squares of 80 px, drawn at the size it has on the table. */
export const BOARD_ART = { squares: 8, square: 80 } as const;

/** An 8 × 8 board in two colours, the dark square at the bottom-left as on a real board. */
export function boardSvg(light: string, dark: string): string {
  const { squares, square } = BOARD_ART;
  const cells: string[] = [];
  for (let row = 0; row < squares; row++)
    for (let column = 0; column < squares; column++)
      if ((row + column) % 2 === 1) cells.push(`<rect x="${column * square}" y="${row * square}" width="${square}" height="${square}"/>`);
  const size = squares * square;
  return svgDocument(size, size, `<rect width="${size}" height="${size}" fill="${light}"/><g fill="${dark}">${cells.join('')}</g>`);
}

/**
 * A table with the board in its middle, drawn as the table's own background: the board cannot be
 * moved or picked up, and every piece lies on top of it.
 */
export function boardTableSvg(
  width: number,
  height: number,
  left: number,
  top: number,
  light: string,
  dark: string,
  table: string,
  frame: string,
): string {
  const size = BOARD_ART.squares * BOARD_ART.square;
  const board = boardSvg(light, dark).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${table}"/><rect x="${left - 16}" y="${top - 16}" width="${size + 32}" height="${size + 32}" rx="8" fill="${frame}"/><g transform="translate(${left} ${top})">${board}</g>`,
  );
}

/** Checker pieces sheet: 1 row × 4 frames: red man, red king, black man, black king. */
export const CHECKER_SHEET = { columns: 4, rows: 1, size: 128 } as const;
export const CHECKER_FRAMES = { redMan: 0, redKing: 1, blackMan: 2, blackKing: 3 } as const;

function checker(cx: number, fill: string, rim: string, king: boolean): string {
  const cy = 64;
  const crown = king
    ? `<path fill="#facc15" stroke="${rim}" stroke-width="3" stroke-linejoin="round" d="M${cx - 30} ${cy + 16} L${cx - 34} ${cy - 14} L${cx - 16} ${cy} L${cx} ${cy - 24} L${cx + 16} ${cy} L${cx + 34} ${cy - 14} L${cx + 30} ${cy + 16} Z"/>`
    : `<circle cx="${cx}" cy="${cy}" r="30" fill="none" stroke="${rim}" stroke-width="4" stroke-opacity="0.6"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="58" fill="${fill}" stroke="${rim}" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="${rim}" stroke-width="3" stroke-opacity="0.6"/>${crown}`;
}

export function checkerPiecesSvg(): string {
  const { size } = CHECKER_SHEET;
  const red = ['#dc2626', '#7f1d1d'] as const;
  const black = ['#1f2937', '#9ca3af'] as const;
  return svgDocument(
    size * 4,
    size,
    [checker(64, ...red, false), checker(192, ...red, true), checker(320, ...black, false), checker(448, ...black, true)].join(''),
  );
}

/** Chess pieces sheet: 2 rows (white, black) × 6 columns (king, queen, rook, bishop, knight, pawn). */
export const CHESS_SHEET = { columns: 6, rows: 2, size: 160 } as const;
export const CHESS_PIECES = ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn'] as const;
export type ChessPiece = (typeof CHESS_PIECES)[number];

/** Silhouettes in a 160 × 160 cell, standing on a common base. */
const SILHOUETTES: Record<ChessPiece, string> = {
  King: 'M74 14 H86 V26 H98 V38 H86 V52 C110 56 118 80 104 104 L112 124 H48 L56 104 C42 80 50 56 74 52 V38 H62 V26 H74 Z',
  Queen:
    'M40 50 L56 96 L66 40 L80 92 L94 40 L104 96 L120 50 L110 124 H50 Z M40 38 a8 8 0 1 0 0.1 0 Z M66 28 a8 8 0 1 0 0.1 0 Z M94 28 a8 8 0 1 0 0.1 0 Z M120 38 a8 8 0 1 0 0.1 0 Z',
  Rook: 'M46 28 H62 V40 H72 V28 H88 V40 H98 V28 H114 V58 L104 66 V110 L112 124 H48 L56 110 V66 L46 58 Z',
  Bishop: 'M80 12 a9 9 0 1 0 0.1 0 Z M80 30 C104 48 108 78 92 96 L100 124 H60 L68 96 C52 78 56 48 80 30 Z',
  Knight: 'M60 124 L64 96 C50 86 44 70 52 58 L40 62 L46 44 C56 28 72 20 90 22 C116 26 122 60 116 124 Z',
  Pawn: 'M80 30 a20 20 0 1 0 0.1 0 Z M66 68 H94 L100 104 L110 124 H50 L60 104 Z',
};

function chessPiece(piece: ChessPiece, x: number, y: number, white: boolean): string {
  const [fill, line] = white ? ['#f8fafc', '#111827'] : ['#1f2937', '#e5e7eb'];
  const base = `<rect x="40" y="124" width="80" height="16" rx="4"/>`;
  const detail =
    piece === 'Bishop'
      ? `<path fill="none" stroke="${line}" stroke-width="4" d="M72 62 L90 48"/>`
      : piece === 'Knight'
        ? `<circle cx="96" cy="40" r="5" fill="${line}"/>`
        : '';
  return `<g transform="translate(${x} ${y})" fill="${fill}" stroke="${line}" stroke-width="4" stroke-linejoin="round" fill-rule="nonzero"><path d="${SILHOUETTES[piece]}"/>${base}${detail}</g>`;
}

/** Frame index of a piece on the sheet: white on the top row, black below. */
export function chessFrame(piece: ChessPiece, white: boolean): number {
  return (white ? 0 : CHESS_SHEET.columns) + CHESS_PIECES.indexOf(piece);
}

export function chessPiecesSvg(): string {
  const { size, columns } = CHESS_SHEET;
  const drawn: string[] = [];
  for (const white of [true, false])
    for (const piece of CHESS_PIECES) {
      const index = chessFrame(piece, white);
      drawn.push(chessPiece(piece, (index % columns) * size, Math.floor(index / columns) * size, white));
    }
  return svgDocument(size * columns, size * 2, drawn.join(''));
}

/** The dice game's table: a felt tray with a rim where the dice are rolled, and a score strip per side. */
export function diceTraySvg(width: number, height: number): string {
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#14532d"/>` +
      `<rect x="${width / 2 - 360}" y="${height / 2 - 220}" width="720" height="440" rx="60" fill="#166534" stroke="#a16207" stroke-width="24"/>` +
      `<rect x="${width / 2 - 330}" y="${height / 2 - 190}" width="660" height="380" rx="40" fill="none" stroke="#fef3c7" stroke-opacity="0.25" stroke-width="4" stroke-dasharray="16 12"/>` +
      `<g fill="#fef3c7" fill-opacity="0.12"><circle cx="120" cy="120" r="70"/><circle cx="${width - 120}" cy="120" r="70"/><circle cx="120" cy="${height - 120}" r="70"/><circle cx="${width - 120}" cy="${height - 120}" r="70"/></g>`,
  );
}

const inner = (svg: string) => svg.replace(/^<svg[^>]*>|<\/svg>$/g, '');

/** A small picture for /create: the board with a few pieces standing on it. */
export function boardPreviewSvg(light: string, dark: string, pieces: 'checkers' | 'chess'): string {
  const size = BOARD_ART.squares * BOARD_ART.square;
  const sheet = inner(pieces === 'checkers' ? checkerPiecesSvg() : chessPiecesSvg());
  const cell = pieces === 'checkers' ? CHECKER_SHEET.size : CHESS_SHEET.size;
  const columns = pieces === 'checkers' ? CHECKER_SHEET.columns : CHESS_SHEET.columns;
  // Each placed piece is the whole sheet clipped to one frame, moved onto its square.
  const place = (frame: number, row: number, column: number, index: number) => {
    const fx = (frame % columns) * cell;
    const fy = Math.floor(frame / columns) * cell;
    const scale = BOARD_ART.square / cell;
    return `<clipPath id="f${index}"><rect x="${fx}" y="${fy}" width="${cell}" height="${cell}"/></clipPath><g transform="translate(${column * BOARD_ART.square} ${row * BOARD_ART.square}) scale(${scale}) translate(${-fx} ${-fy})"><g clip-path="url(#f${index})">${sheet}</g></g>`;
  };
  const placed =
    pieces === 'checkers'
      ? [place(2, 0, 1, 0), place(2, 1, 2, 1), place(3, 2, 5, 2), place(0, 5, 0, 3), place(0, 6, 3, 4), place(1, 4, 3, 5)]
      : [place(6, 0, 4, 0), place(7, 0, 3, 1), place(11, 1, 4, 2), place(0, 7, 4, 3), place(5, 4, 4, 4), place(4, 5, 5, 5)];
  return svgDocument(size, size, inner(boardSvg(light, dark)) + placed.join(''));
}

/** A small picture for /create: the tray with five dice. */
export function dicePreviewSvg(): string {
  const pips: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const die = (x: number, y: number, value: number) =>
    `<g transform="translate(${x} ${y})"><rect x="-40" y="-40" width="80" height="80" rx="14" fill="#ffffff" stroke="#0f172a" stroke-width="3"/>${pips[value]!.map(([px, py]) => `<circle cx="${px * 22}" cy="${py * 22}" r="8" fill="#0f172a"/>`).join('')}</g>`;
  return svgDocument(
    1600,
    1000,
    inner(diceTraySvg(1600, 1000)) + [die(600, 460, 5), die(720, 520, 3), die(840, 450, 6), die(960, 530, 2), die(790, 600, 6)].join(''),
  );
}
