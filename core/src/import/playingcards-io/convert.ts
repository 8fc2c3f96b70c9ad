import { CURRENT_FORMAT_VERSION, DOCUMENT_MAX_BYTES, validateDocument, type GameDocument } from '../../game/index.ts';
import { DocumentBuilder, SURFACE_ID } from './builder.ts';
import { placeCards } from './cards.ts';
import { convertDeck, type DeckPlan } from './decks.ts';
import { convertDie, type PieceSize } from './dice.ts';
import { PcioImportError } from './errors.ts';
import { ImageCatalogue, type ImportedAsset } from './images.ts';
import { TablePlacer } from './placer.ts';
import { readWidgetsFile, type Widget } from './read-widgets.ts';
import { ImportReport, plural } from './report.ts';
import { SeatMaker } from './seats.ts';
import { Table } from './table.ts';
import { convertBoard, convertCounter, convertGamePiece } from './table-pieces.ts';
import { name, text } from './values.ts';

/** A converted room: the game document, the pictures to upload for its asset refs, and what was left out or changed. */
export interface PcioImport {
  document: GameDocument;
  assets: ImportedAsset[];
  report: string[];
}

/** The newest PlayingCards.io room format this converter was written against. */
export const NEWEST_KNOWN_PCIO_FORMAT = 8;

const CARD_TYPES = ['card', 'piece'];
const HOLDER_TYPES = new Set(['holder', 'cardPile']);
const DIE_TYPES = ['dice', 'die', 'spinner'];
const BOARD_TYPES = ['board', 'image'];
/** Decks that are not cards: a die's faces, a chooser's options. */
const NON_CARD_COLLECTIONS = new Set(['dice', 'choosers', 'chooser']);

/** Widget types Tablecraft has nothing for: what a person calls them, and what to do instead. */
const UNSUPPORTED: Record<string, { one: string; many: string; instead?: string }> = {
  labelText: { one: 'text label', many: 'text labels', instead: 'write the text into a guide, or onto a board picture' },
  label: { one: 'text label', many: 'text labels', instead: 'write the text into a guide, or onto a board picture' },
  automationButton: {
    one: 'automation button',
    many: 'automation buttons',
    instead: 'a game script can do the same (Scripts in the editor)',
  },
  button: { one: 'button', many: 'buttons', instead: 'a game script can do the same (Scripts in the editor)' },
  turnButton: { one: 'turn button', many: 'turn buttons' },
  urlButton: { one: 'web page button', many: 'web page buttons', instead: 'put the address in a guide' },
  timer: { one: 'timer', many: 'timers' },
  notes: { one: 'note', many: 'notes', instead: 'put the text in a guide' },
  scoreboard: { one: 'scoreboard', many: 'scoreboards', instead: 'use a counter per player' },
  chooser: { one: 'chooser', many: 'choosers', instead: 'use a die with the same faces' },
};

/**
 * Converts a PlayingCards.io room file (a .pcio ZIP, given as its entries by path) into a Tablecraft game.
 * Pure: reads only `files`, fetches nothing. Throws PcioImportError when the file is not a room at all;
 * anything it can read becomes a valid game, and the report says what did not come across.
 */
export function fromPlayingCardsIo(files: Map<string, Uint8Array>): PcioImport {
  const report = new ImportReport();
  const file = readWidgetsFile(files, report);
  if (file.schemaVersion !== undefined && file.schemaVersion > NEWEST_KNOWN_PCIO_FORMAT)
    report.say(
      `This room file is PlayingCards.io format ${file.schemaVersion}; the importer knows formats up to ${NEWEST_KNOWN_PCIO_FORMAT}, so settings newer than that may be missing.`,
    );
  if (file.widgets.length === 0) report.say('The room has no widgets: the game is an empty table.');

  const b = new DocumentBuilder(report, new ImageCatalogue(files, report));
  const byId = new Map(file.widgets.map((widget) => [widget.id, widget]));
  const ofType = (...types: string[]) => file.widgets.filter((widget) => types.includes(widget.type));
  const isHand = (widget: Widget) =>
    widget.type === 'hand' ||
    (HOLDER_TYPES.has(widget.type) && (widget.raw.childrenPerOwner === true || widget.raw.onlyVisibleForOwner === true));
  const isHolder = (widget: Widget) => HOLDER_TYPES.has(widget.type) && !isHand(widget);
  const table = new Table(b, new TablePlacer(file.widgets, report));

  // Decks first: every card needs its deck's component. A deck in a labelled holder is named after it.
  const cardDecks = file.widgets.filter(
    (widget) => widget.type === 'cardDeck' && !NON_CARD_COLLECTIONS.has(String(widget.raw.collectionType)),
  );
  const deckPlans = new Map<string, DeckPlan>();
  cardDecks.forEach((deck, i) => {
    const holder = byId.get(text(deck.raw.parent, 200) ?? '');
    const fallback = cardDecks.length === 1 ? 'Cards' : `Cards ${i + 1}`;
    const plan = convertDeck(
      deck,
      name(deck.raw.label ?? deck.raw.name ?? (holder && isHolder(holder) ? holder.raw.label : undefined), fallback),
      b,
    );
    if (plan) deckPlans.set(deck.id, plan);
  });

  // Boards lie under everything; PlayingCards.io only moves them in its editor, so they are locked.
  for (const board of ofType(...BOARD_TYPES)) {
    const made = convertBoard(board, b);
    if (made) table.put(table.piece(board, made, { locked: board.raw.movable !== true && board.raw.locked !== false }), board, -1);
  }

  // Seats: PlayingCards.io's seat widgets, else one per hand when there are several, and one per owner of cards in a hand.
  const hands = file.widgets.filter((widget) => isHand(widget) && widget.raw.enabled !== false);
  const seats = new SeatMaker(b, ofType('seat'), hands);
  const disabledHands = file.widgets.filter((widget) => widget.type === 'hand' && widget.raw.enabled === false).length;
  if (disabledHands > 0)
    report.say(
      `${plural(disabledHands, 'hand')} switched off in the room ${disabledHands === 1 ? 'was' : 'were'} not imported; players' hands are their seats' hands.`,
    );
  placeCards(ofType(...CARD_TYPES), file.widgets.filter(isHolder), seats, { b, table, byId, deckPlans, isHolder, isHand });
  seats.padTo(2);

  for (const counter of ofType('counter')) {
    const made = convertCounter(counter, b);
    if (made) table.put(table.piece(counter, made), counter);
  }
  const decksById = new Map(ofType('cardDeck').map((deck) => [deck.id, deck]));
  for (const die of ofType(...DIE_TYPES)) {
    const made = convertDie(die, decksById, b);
    if (made) table.put(table.piece(die, made), die);
  }
  const pieceKinds = new Map<string, PieceSize>();
  for (const piece of ofType('gamePiece')) {
    const made = convertGamePiece(piece, b, pieceKinds);
    if (made) table.put(table.piece(piece, made), piece);
  }

  reportUnsupported(file.widgets, report);

  table.stack();

  const document = {
    formatVersion: CURRENT_FORMAT_VERSION,
    assets: b.images.refs,
    components: b.components,
    fields: b.fields,
    variants: b.variants,
    objects: b.objects,
    surfaces: [{ id: SURFACE_ID, name: 'Table', width: table.placer.width, height: table.placer.height, background: { color: '#2f5d46' } }],
    seats: b.seats,
    dropzones: b.dropzones,
    anchors: [],
    guides: [],
    scripts: [],
  };
  const checked = validateDocument(document);
  if (!checked.ok) {
    const first = checked.problems.slice(0, 3).map((problem) => `${problem.path.join('.')}: ${problem.message}`);
    throw new PcioImportError(
      `The room could not be turned into a valid game (${first.join('; ')}). Please send the room file to support.`,
    );
  }
  const bytes = new TextEncoder().encode(JSON.stringify(checked.doc)).byteLength;
  if (bytes > DOCUMENT_MAX_BYTES)
    report.say(
      `The converted game is ${(bytes / 1_000_000).toFixed(1)} MB, more than the ${DOCUMENT_MAX_BYTES / 1_000_000} MB a game may be; it cannot be saved until it is smaller (fewer card types or shorter texts).`,
    );

  return { document: checked.doc, assets: b.images.assets, report: report.lines() };
}

const HANDLED = new Set([
  'card',
  'piece',
  'cardDeck',
  'holder',
  'cardPile',
  'hand',
  'seat',
  'counter',
  'dice',
  'die',
  'spinner',
  'board',
  'image',
  'gamePiece',
]);

/** One line per kind of widget that has no counterpart, with how many there were. */
function reportUnsupported(widgets: ReadonlyArray<Widget>, report: ImportReport): void {
  const counts = new Map<string, number>();
  for (const widget of widgets) if (!HANDLED.has(widget.type)) counts.set(widget.type, (counts.get(widget.type) ?? 0) + 1);
  for (const [type, count] of counts) {
    const known = Object.hasOwn(UNSUPPORTED, type) ? UNSUPPORTED[type] : undefined;
    const were = count === 1 ? 'was' : 'were';
    if (known)
      report.say(
        `${plural(count, known.one, known.many)} ("${type}") ${were} not imported: Tablecraft has no counterpart${known.instead ? `; ${known.instead}` : ''}.`,
      );
    else
      report.say(
        `${plural(count, 'widget')} of type ${JSON.stringify(type.slice(0, 40))} ${were} not imported: the importer does not know that kind.`,
      );
  }
}
