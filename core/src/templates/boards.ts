import {
  BOARD_ART,
  CHECKER_FRAMES,
  CHECKER_SHEET,
  CHESS_PIECES,
  CHESS_SHEET,
  boardPreviewSvg,
  boardTableSvg,
  checkerPiecesSvg,
  chessFrame,
  chessPiecesSvg,
  type ChessPiece,
} from './art/boards.ts';
import { artRef, finishDocument } from './finish.ts';
import type { GameTemplate } from './types.ts';

// Checkers and chess: the board is the table's background (so it never moves and every piece lies on
// it), with an 8 × 8 grid over it that a dropped piece snaps to, and the pieces set up for the first move.

const BOARD_SIZE = BOARD_ART.squares * BOARD_ART.square;
const TABLE = { width: 1000, height: 800 };
const BOARD_LEFT = (TABLE.width - BOARD_SIZE) / 2;
const BOARD_TOP = (TABLE.height - BOARD_SIZE) / 2;

/** The centre of a square on the table (row 0 at the top, Black's side). */
function square(row: number, column: number) {
  return { x: BOARD_LEFT + (column + 0.5) * BOARD_ART.square, y: BOARD_TOP + (row + 0.5) * BOARD_ART.square };
}

/** The table art: the board in two colours on a table, framed. */
function boardTable(light: string, dark: string) {
  return () => boardTableSvg(TABLE.width, TABLE.height, BOARD_LEFT, BOARD_TOP, light, dark, '#3f3f46', '#57534e');
}

/** The parts both games share: the table with the board as its background, the grid, two seats. */
function boardParts(boardRef: string, seats: [string, string]) {
  return {
    surfaces: [{ id: 'table', name: 'Board', ...TABLE, background: { color: '#3f3f46', imageAssetId: boardRef } }],
    seats: [
      { id: 'white', name: seats[0], color: '#e11d48', order: 0 },
      { id: 'black', name: seats[1], color: '#1e293b', order: 1 },
    ],
    dropzones: [
      {
        id: 'squares',
        name: 'Squares',
        parent: { type: 'surface', surfaceId: 'table' },
        x: BOARD_LEFT,
        y: BOARD_TOP,
        width: BOARD_SIZE,
        height: BOARD_SIZE,
        layout: { type: 'grid', rows: 8, cols: 8 },
        viewPolicy: 'everyone',
        order: 0,
      },
    ],
  };
}

export const checkersTemplate: GameTemplate = {
  id: 'checkers',
  title: 'Checkers',
  summary: 'An 8 × 8 board and 24 checkers; flip a checker to crown it.',
  playable: true,
  preview: () => boardPreviewSvg('#f1d9b5', '#8b5a2b', 'checkers'),
  art: [
    { key: 'board-art', name: 'Checkers board', pipeline: 'image', svg: boardTable('#f1d9b5', '#8b5a2b') },
    {
      key: 'checker-art',
      name: 'Checkers',
      pipeline: 'sheet',
      rows: CHECKER_SHEET.rows,
      columns: CHECKER_SHEET.columns,
      svg: checkerPiecesSvg,
    },
  ],
  document: (assetIds) => {
    const parts = boardParts('board-art', ['Red', 'Black']);
    const checker = (id: string, name: string, man: string, king: string) => ({
      id,
      name,
      kind: 'tile',
      width: 64,
      height: 64,
      orientations: 2,
      flipAxis: 'horizontal',
      faces: { front: { background: '#00000000', imageAssetId: man }, back: { background: '#00000000', imageAssetId: king } },
    });
    const pieces: Array<Record<string, unknown>> = [];
    for (let row = 0; row < 8; row++) {
      if (row > 2 && row < 5) continue;
      for (let column = 0; column < 8; column++) {
        if ((row + column) % 2 === 0) continue;
        const componentId = row < 3 ? 'black-checker' : 'red-checker';
        const { x, y } = square(row, column);
        // Each checker is its component's one variant: a table shows a tile's face only for a variant.
        pieces.push({
          id: `${componentId}-${row}-${column}`,
          componentId,
          variantId: componentId,
          placement: { type: 'surface', surfaceId: 'table', x, y, rotation: 0 },
          faceUp: true,
        });
      }
    }
    const sheet = assetIds['checker-art'];
    return finishDocument({
      ...parts,
      assets: [
        artRef('board-art', 'Checkers board', assetIds['board-art']),
        artRef('checker-art', 'Checkers', sheet),
        artRef('red-man', 'Red checker', sheet, CHECKER_FRAMES.redMan),
        artRef('red-king', 'Red king', sheet, CHECKER_FRAMES.redKing),
        artRef('black-man', 'Black checker', sheet, CHECKER_FRAMES.blackMan),
        artRef('black-king', 'Black king', sheet, CHECKER_FRAMES.blackKing),
      ],
      components: [
        checker('red-checker', 'Red checker', 'red-man', 'red-king'),
        checker('black-checker', 'Black checker', 'black-man', 'black-king'),
      ],
      variants: [
        { id: 'red-checker', name: 'Red checker', componentId: 'red-checker', values: {} },
        { id: 'black-checker', name: 'Black checker', componentId: 'black-checker', values: {} },
      ],
      objects: pieces,
      guides: [
        {
          id: 'how-to-play',
          name: 'How to play',
          order: 0,
          markdown:
            '# Checkers\n\nRed moves first. Move diagonally forward onto an empty dark square; jump an opposing checker to capture it.\n\nA checker that reaches the far row is **crowned**: flip it to show the king, which moves forward and back.',
        },
      ],
    });
  },
};

const BACK_ROW: ChessPiece[] = ['Rook', 'Knight', 'Bishop', 'Queen', 'King', 'Bishop', 'Knight', 'Rook'];

export const chessTemplate: GameTemplate = {
  id: 'chess',
  title: 'Chess',
  summary: 'A chess board with all 32 pieces set up.',
  playable: true,
  preview: () => boardPreviewSvg('#eeeed2', '#769656', 'chess'),
  art: [
    { key: 'board-art', name: 'Chess board', pipeline: 'image', svg: boardTable('#eeeed2', '#769656') },
    {
      key: 'chess-art',
      name: 'Chess pieces',
      pipeline: 'sheet',
      rows: CHESS_SHEET.rows,
      columns: CHESS_SHEET.columns,
      svg: chessPiecesSvg,
    },
  ],
  document: (assetIds) => {
    const parts = boardParts('board-art', ['White', 'Black']);
    const variants: Array<Record<string, unknown>> = [];
    for (const white of [true, false])
      for (const piece of CHESS_PIECES)
        variants.push({
          id: `${white ? 'white' : 'black'}-${piece.toLowerCase()}`,
          name: `${white ? 'White' : 'Black'} ${piece.toLowerCase()}`,
          componentId: 'piece',
          values: {},
          sheetFrame: { assetRefId: 'chess-art', index: chessFrame(piece, white) },
        });
    const pieces: Array<Record<string, unknown>> = [];
    const place = (row: number, column: number, piece: ChessPiece, white: boolean) =>
      pieces.push({
        id: `piece-${row}-${column}`,
        componentId: 'piece',
        variantId: `${white ? 'white' : 'black'}-${piece.toLowerCase()}`,
        placement: { type: 'surface', surfaceId: 'table', ...square(row, column), rotation: 0 },
        faceUp: true,
      });
    BACK_ROW.forEach((piece, column) => {
      place(0, column, piece, false);
      place(1, column, 'Pawn', false);
      place(6, column, 'Pawn', true);
      place(7, column, piece, true);
    });
    return finishDocument({
      ...parts,
      assets: [artRef('board-art', 'Chess board', assetIds['board-art']), artRef('chess-art', 'Chess pieces', assetIds['chess-art'])],
      components: [
        {
          id: 'piece',
          name: 'Piece',
          kind: 'tile',
          width: 72,
          height: 72,
          orientations: 2,
          flipAxis: 'horizontal',
          faces: { front: { background: '#00000000' }, back: { background: '#64748b' } },
        },
      ],
      variants,
      objects: pieces,
      guides: [
        {
          id: 'how-to-play',
          name: 'How to play',
          order: 0,
          markdown: '# Chess\n\nWhite moves first. Drag a piece to its new square; drop a captured piece beside the board.',
        },
      ],
    });
  },
};
