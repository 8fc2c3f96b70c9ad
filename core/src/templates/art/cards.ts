import { star, strokeText, suitSymbol, svgDocument, type Suit } from './glyphs.ts';

// The standard deck's art: every face on one sheet (cut into frames by the upload pipeline) and one
// back. The back is drawn in white on transparency, so the card's back colour shows through it and an
// author recolours the deck by changing one colour.

export const SUITS: ReadonlyArray<{ suit: Suit; name: string; red: boolean }> = [
  { suit: 'spades', name: 'Spades', red: false },
  { suit: 'hearts', name: 'Hearts', red: true },
  { suit: 'diamonds', name: 'Diamonds', red: true },
  { suit: 'clubs', name: 'Clubs', red: false },
];

export const RANKS: ReadonlyArray<{ glyph: string; name: string }> = [
  { glyph: 'A', name: 'Ace' },
  ...['2', '3', '4', '5', '6', '7', '8', '9', '10'].map((glyph) => ({ glyph, name: glyph })),
  { glyph: 'J', name: 'Jack' },
  { glyph: 'Q', name: 'Queen' },
  { glyph: 'K', name: 'King' },
];

/** Size of one face on the sheet (twice the card's size on the table, for sharp zooming). */
export const CARD_ART = { width: 240, height: 336 } as const;
/** The faces sheet: 9 × 6 = 54 frames, the 52 cards suit by suit (A to K) then two jokers. */
export const CARD_SHEET = { columns: 9, rows: 6 } as const;
export const JOKER_FRAMES = [52, 53] as const;

const RED = '#c81e1e';
const BLACK = '#111827';

function cardFrame(): string {
  const { width, height } = CARD_ART;
  return `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="18" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>`;
}

function cardFace(rank: (typeof RANKS)[number], suit: (typeof SUITS)[number]): string {
  const { width, height } = CARD_ART;
  const color = suit.red ? RED : BLACK;
  const corner = `${strokeText(rank.glyph, 16, 16, 2.2, color)}${suitSymbol(suit.suit, 14, 58, 30, color)}`;
  const court = ['J', 'Q', 'K'].includes(rank.glyph);
  const middle = court
    ? `<rect x="54" y="62" width="132" height="212" rx="10" fill="none" stroke="${color}" stroke-width="4"/>${strokeText(rank.glyph, 96, 96, 4.5, color)}${suitSymbol(suit.suit, 85, 190, 70, color)}`
    : suitSymbol(suit.suit, 60, 108, 120, color);
  // The lower corner is the upper one turned half a turn, as on a real card.
  return `${cardFrame()}${corner}<g transform="rotate(180 ${width / 2} ${height / 2})">${corner}</g>${middle}`;
}

function jokerFace(red: boolean): string {
  const { width, height } = CARD_ART;
  const color = red ? RED : BLACK;
  const letters = [...'JOKER'].map((char, i) => strokeText(char, 16, 16 + i * 30, 1.5, color)).join('');
  return `${cardFrame()}${letters}<g transform="rotate(180 ${width / 2} ${height / 2})">${letters}</g>${star(width / 2, height / 2, 78, 32, color)}`;
}

/** The 54 faces in frame order, each as the drawing inside one frame of the sheet. */
function faces(): string[] {
  const list: string[] = [];
  for (const suit of SUITS) for (const rank of RANKS) list.push(cardFace(rank, suit));
  list.push(jokerFace(true), jokerFace(false));
  return list;
}

/** Every face on one sheet, frame index = row × 9 + column. */
export function cardFacesSheetSvg(): string {
  const { width, height } = CARD_ART;
  const cells = faces().map((face, index) => {
    const column = index % CARD_SHEET.columns;
    const row = Math.floor(index / CARD_SHEET.columns);
    return `<g transform="translate(${column * width} ${row * height})">${face}</g>`;
  });
  return svgDocument(width * CARD_SHEET.columns, height * CARD_SHEET.rows, cells.join(''));
}

/** The back: a white border and lattice over transparency, coloured by the card's back colour. */
export function cardBackSvg(): string {
  const { width, height } = CARD_ART;
  const lattice: string[] = [];
  for (let offset = -height; offset < width; offset += 24)
    lattice.push(`M${offset} 0 L${offset + height} ${height}`, `M${offset} ${height} L${offset + height} 0`);
  return svgDocument(
    width,
    height,
    `<defs><clipPath id="inner"><rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="10"/></clipPath></defs>` +
      `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="16" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>` +
      `<g clip-path="url(#inner)" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"><path d="${lattice.join(' ')}"/></g>` +
      `<g opacity="0.85">${star(width / 2, height / 2, 46, 19, '#ffffff')}</g>`,
  );
}

/** A small picture for /create: the back and two faces, fanned. */
export function cardsPreviewSvg(): string {
  const { width, height } = CARD_ART;
  const back = cardBackSvg().replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const spade = cardFace(RANKS[0]!, SUITS[0]!);
  const heart = cardFace(RANKS[12]!, SUITS[1]!);
  const at = (angle: number, dx: number, body: string) =>
    `<g transform="translate(${160 + dx} 60) rotate(${angle} ${width / 2} ${height})">${body}</g>`;
  return svgDocument(
    560,
    420,
    `<rect width="560" height="420" fill="#2f5d46"/>${at(-14, -60, `<rect width="${width}" height="${height}" rx="16" fill="#1e3a8a"/>${back}`)}${at(0, 0, spade)}${at(14, 60, heart)}`,
  );
}
