import {
  COMPONENT_MAX_SIZE,
  CURRENT_FORMAT_VERSION,
  DOCUMENT_MAX_BYTES,
  SURFACE_MAX_SIZE,
  validateDocument,
  type GameDocument,
  type GameObject,
} from '../../game/index.ts';
import { DocumentBuilder, SURFACE_ID } from './builder.ts';
import { convertDeck, type DeckPlan } from './decks.ts';
import { convertDie, type PieceSize } from './dice.ts';
import { PcioImportError } from './errors.ts';
import { ImageCatalogue, type ImportedAsset } from './images.ts';
import { holderLayout } from './layout.ts';
import { readWidgetsFile, type Widget } from './read-widgets.ts';
import { ImportReport, plural } from './report.ts';
import { SeatMaker } from './seats.ts';
import { TablePlacer } from './placer.ts';
import { convertBoard, convertCounter, convertGamePiece } from './table-pieces.ts';
import { finite, name, rotation, text } from './values.ts';

/** A converted room: the game document, the pictures to upload for its asset refs, and what was left out or changed. */
export interface PcioImport {
  document: GameDocument;
  assets: ImportedAsset[];
  report: string[];
}

/** The newest PlayingCards.io room format this converter was written against. */
export const NEWEST_KNOWN_PCIO_FORMAT = 8;

const CARD_TYPES = new Set(['card', 'piece']);
const HOLDER_TYPES = new Set(['holder', 'cardPile']);
const DIE_TYPES = new Set(['dice', 'die', 'spinner']);
const BOARD_TYPES = new Set(['board', 'image']);
/** Decks that are not cards: a die's faces, a chooser's options. */
const NON_CARD_COLLECTIONS = new Set(['dice', 'choosers', 'chooser']);

/** Widget types Tablecraft has nothing for, by what a person calls them and what to do instead. */
const UNSUPPORTED: Record<string, string> = {
  labelText: 'text labels (write them into a guide, or onto a board picture)',
  label: 'text labels (write them into a guide, or onto a board picture)',
  automationButton: 'automation buttons (their steps are not converted; a game script can do the same: Scripts in the editor)',
  button: 'buttons (their steps are not converted; a game script can do the same: Scripts in the editor)',
  turnButton: 'turn buttons',
  urlButton: 'web page buttons (put the address in a guide)',
  timer: 'timers',
  notes: 'notes',
  scoreboard: 'scoreboards (use a counter per player)',
  chooser: 'choosers',
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
    report.say(`This room file is PlayingCards.io format ${file.schemaVersion}; the importer knows formats up to ${NEWEST_KNOWN_PCIO_FORMAT}, so settings newer than that may be missing.`);
  if (file.widgets.length === 0) report.say('The room has no widgets: the game is an empty table.');

  const b = new DocumentBuilder(report, new ImageCatalogue(files, report));
  const byId = new Map(file.widgets.map((widget) => [widget.id, widget]));
  const ofType = (types: Set<string>) => file.widgets.filter((widget) => types.has(widget.type));
  const isHand = (widget: Widget) => widget.type === 'hand' || (HOLDER_TYPES.has(widget.type) && (widget.raw.childrenPerOwner === true || widget.raw.onlyVisibleForOwner === true));
  const isHolder = (widget: Widget) => HOLDER_TYPES.has(widget.type) && !isHand(widget);
  const placer = new TablePlacer(file.widgets, report);

  // Decks first: every card needs its deck's component.
  const cardDecks = file.widgets.filter((widget) => widget.type === 'cardDeck' && !NON_CARD_COLLECTIONS.has(String(widget.raw.collectionType)));
  const deckPlans = new Map<string, DeckPlan>();
  cardDecks.forEach((deck, i) => {
    const holder = byId.get(text(deck.raw.parent, 200) ?? '');
    const fallback = cardDecks.length === 1 ? 'Cards' : `Cards ${i + 1}`;
    const deckName = name(deck.raw.label ?? deck.raw.name ?? (holder && isHolder(holder) ? holder.raw.label : undefined), fallback);
    const plan = convertDeck(deck, deckName, b);
    if (plan) deckPlans.set(deck.id, plan);
  });

  // Where each card lies: in a holder, in a hand or on the table.
  const cards = ofType(CARD_TYPES);
  const homes = new Map<string, Home>();
  for (const card of cards) homes.set(card.id, homeOf(card, byId, isHolder, isHand, report));
  const cardsIn = new Map<string, Widget[]>();
  for (const card of cards) {
    const home = homes.get(card.id)!;
    if (home.type !== 'holder') continue;
    const list = cardsIn.get(home.holder.id) ?? [];
    list.push(card);
    cardsIn.set(home.holder.id, list);
  }

  const zOf = new Map<string, { z: number; layer: number; index: number }>();
  const onTable = (object: GameObject, widget: Widget, layer = 0) => {
    if (b.add('objects', object)) zOf.set(object.id, { z: finite(widget.raw.z) ?? 0, layer, index: widget.index });
  };

  // Boards lie under everything; PlayingCards.io only moves them in its editor, so they are locked.
  for (const board of ofType(BOARD_TYPES)) {
    const made = convertBoard(board, b);
    if (!made) continue;
    const locked = board.raw.movable !== true && board.raw.locked !== false;
    onTable(pieceOnTable(b, board, made, placer, { locked }), board, -1);
  }

  // Holders: one with cards in it is a pile (a container fixed on the table, the cards inside it in
  // order); an empty one is a dropzone where dropped cards snap. A document cannot start cards in a
  // dropzone, so a holder that has cards needs to be a pile to keep them together.
  const pileOf = new Map<string, string>();
  const holders = file.widgets.filter(isHolder);
  holders.forEach((holder, i) => {
    const holderName = name(holder.raw.label, holders.length === 1 ? 'Pile' : `Pile ${i + 1}`);
    const inside = cardsIn.get(holder.id) ?? [];
    const cardSize = deckPlans.get(text(inside[0]?.raw.deck, 200) ?? '') ?? { width: 103, height: 160 };
    if (holder.raw.hasShuffleButton === true) report.count('shuffle-button', (n) => `${plural(n, 'holder')} had a Recall & Shuffle button; in Tablecraft, shuffle a pile from its menu.`);
    if (inside.length > 0 && b.fits('components') && b.fits('objects')) {
      const width = sizeOf(holder.raw.width, 111, COMPONENT_MAX_SIZE);
      const height = sizeOf(holder.raw.height, 168, COMPONENT_MAX_SIZE);
      const componentId = b.ids.components.make(holder.id);
      const layout = holderLayout(holder, cardSize, { width, height });
      b.add('components', { id: componentId, name: holderName, kind: 'container', width, height, orientations: 4, container: { viewPolicy: 'everyone', layout } });
      const object = pieceOnTable(b, holder, { componentId, width, height }, placer, { locked: true, name: holderName });
      onTable(object, holder);
      if (zOf.has(object.id)) pileOf.set(holder.id, object.id);
      return;
    }
    // A dropzone larger than the table would catch drops anywhere on it.
    const width = sizeOf(holder.raw.width, 111, Math.min(SURFACE_MAX_SIZE, placer.width));
    const height = sizeOf(holder.raw.height, 168, Math.min(SURFACE_MAX_SIZE, placer.height));
    const centre = placer.centre(holder, width, height);
    b.add('dropzones', {
      id: b.ids.dropzones.make(holder.id),
      name: holderName,
      parent: { type: 'surface', surfaceId: SURFACE_ID },
      ...centre,
      width,
      height,
      layout: holderLayout(holder, cardSize, { width, height }),
      viewPolicy: 'everyone',
      order: b.dropzones.length,
    });
  });

  // Seats: PlayingCards.io's seat widgets, then one per player whose cards are in a hand, else one per hand.
  const seats = new SeatMaker(b, file.widgets.filter((widget) => widget.type === 'seat'));
  const disabledHands = file.widgets.filter((widget) => widget.type === 'hand' && widget.raw.enabled === false).length;
  if (disabledHands > 0) report.say(`${plural(disabledHands, 'hand')} switched off in the room ${disabledHands === 1 ? 'was' : 'were'} not imported; players' hands are their seats' hands.`);

  // Cards, by where they lie. Piles and hands keep PlayingCards.io's order: bottom to top by z, a hand left to right.
  const byZ = (a: Widget, c: Widget) => (finite(a.raw.z) ?? 0) - (finite(c.raw.z) ?? 0) || a.index - c.index;
  const inHands: Array<{ card: Widget; plan: DeckPlan; seatId: string }> = [];
  const missingDeck = (card: Widget) => report.count('missing-deck', (n) => `${plural(n, 'card')} ${n === 1 ? 'belongs' : 'belong'} to a deck that is not in the room file and ${n === 1 ? 'was' : 'were'} left out.`, card.id);
  const cardObject = (card: Widget, plan: DeckPlan) => {
    const cardType = text(card.raw.cardType, 200);
    const variantId = cardType === undefined ? undefined : plan.variantOf.get(cardType);
    if (variantId === undefined) report.count('unknown-card-type', (n) => `${plural(n, 'card')} ${n === 1 ? 'is' : 'are'} of a card type ${n === 1 ? 'its' : 'their'} deck does not have and ${n === 1 ? 'shows' : 'show'} a plain face.`, cardType);
    const object = { id: b.ids.objects.make(card.id), componentId: plan.componentId, faceUp: card.raw.faceup === true || card.raw.faceUp === true, ...(variantId ? { variantId } : {}) };
    return object;
  };
  const planOf = (card: Widget) => {
    const deckId = text(card.raw.deck, 200);
    if (deckId === undefined || !byId.has(deckId) || byId.get(deckId)!.type !== 'cardDeck') {
      missingDeck(card);
      return undefined;
    }
    const plan = deckPlans.get(deckId);
    if (!plan) report.count('deck-cut', (n) => `${plural(n, 'card')} of decks left out for the game's limits ${n === 1 ? 'was' : 'were'} left out too.`);
    return plan;
  };

  for (const holder of holders) {
    const pileId = pileOf.get(holder.id);
    const inside = [...(cardsIn.get(holder.id) ?? [])].sort(byZ);
    let order = 0;
    for (const card of inside) {
      const plan = planOf(card);
      if (!plan) continue;
      if (pileId !== undefined) b.add('objects', { ...cardObject(card, plan), placement: { type: 'object', parentId: pileId, order: order++ } });
      else onTable({ ...cardObject(card, plan), ...surfacePlacement(holder, plan, placer) }, card);
    }
  }
  for (const card of cards) {
    const home = homes.get(card.id)!;
    if (home.type === 'holder') continue;
    const plan = planOf(card);
    if (!plan) continue;
    const seatId = home.type === 'hand' ? seats.forHandCard(card, home.hand) : undefined;
    if (seatId !== undefined) inHands.push({ card, plan, seatId });
    else onTable({ ...cardObject(card, plan), ...surfacePlacement(card, plan, placer) }, card);
  }
  inHands.sort((a, c) => (finite(a.card.raw.x) ?? 0) - (finite(c.card.raw.x) ?? 0) || byZ(a.card, c.card));
  for (const { card, plan, seatId } of inHands) b.add('objects', { ...cardObject(card, plan), placement: { type: 'seat', seatId } });
  seats.padTo(2);

  for (const counter of ofType(new Set(['counter']))) {
    const made = convertCounter(counter, b);
    if (made) onTable(pieceOnTable(b, counter, made, placer), counter);
  }
  const decksById = new Map(file.widgets.filter((widget) => widget.type === 'cardDeck').map((deck) => [deck.id, deck]));
  for (const die of ofType(DIE_TYPES)) {
    const made = convertDie(die, decksById, b);
    if (made) onTable(pieceOnTable(b, die, made, placer), die);
  }
  const pieceKinds = new Map<string, PieceSize>();
  for (const piece of ofType(new Set(['gamePiece']))) {
    const made = convertGamePiece(piece, b, pieceKinds);
    if (made) onTable(pieceOnTable(b, piece, made, placer), piece);
  }

  reportUnsupported(file.widgets, report);

  // The table's stacking: boards at the bottom, then PlayingCards.io's z.
  const objectsById = new Map(b.objects.map((object) => [object.id, object]));
  [...zOf.entries()]
    .sort(([, a], [, c]) => a.layer - c.layer || a.z - c.z || a.index - c.index)
    .forEach(([id], rank) => {
      const object = objectsById.get(id);
      if (object) object.order = rank;
    });

  const document = {
    formatVersion: CURRENT_FORMAT_VERSION,
    assets: b.images.refs,
    components: b.components,
    fields: b.fields,
    variants: b.variants,
    objects: b.objects,
    surfaces: [{ id: SURFACE_ID, name: 'Table', width: placer.width, height: placer.height, background: { color: '#2f5d46' } }],
    seats: b.seats,
    dropzones: b.dropzones,
    anchors: [],
    guides: [],
    scripts: [],
  };
  const checked = validateDocument(document);
  if (!checked.ok) {
    const first = checked.problems.slice(0, 3).map((problem) => `${problem.path.join('.')}: ${problem.message}`);
    throw new PcioImportError(`The room could not be turned into a valid game (${first.join('; ')}). Please send the room file to support.`);
  }
  const bytes = new TextEncoder().encode(JSON.stringify(checked.doc)).byteLength;
  if (bytes > DOCUMENT_MAX_BYTES)
    report.say(`The converted game is ${(bytes / 1_000_000).toFixed(1)} MB, more than the ${DOCUMENT_MAX_BYTES / 1_000_000} MB a game may be; it cannot be saved until it is smaller (fewer card types or shorter texts).`);

  return { document: checked.doc, assets: b.images.assets, report: report.lines() };
}

type Home = { type: 'table' } | { type: 'holder'; holder: Widget } | { type: 'hand'; hand: Widget };

/** Deepest chain of parents followed; PlayingCards.io nests at most a card in a deck in a holder. */
const MAX_PARENT_DEPTH = 16;

/** Where a card lies, following its parent links through decks and stacked cards to a holder or a hand. */
function homeOf(card: Widget, byId: ReadonlyMap<string, Widget>, isHolder: (w: Widget) => boolean, isHand: (w: Widget) => boolean, report: ImportReport): Home {
  const seen = new Set([card.id]);
  let parentId = text(card.raw.parent, 200);
  for (let depth = 0; parentId !== undefined && parentId !== '' && depth < MAX_PARENT_DEPTH; depth++) {
    if (seen.has(parentId)) {
      report.count('parent-cycle', (n) => `${plural(n, 'card')} ${n === 1 ? 'lies' : 'lie'} in a loop of parents (a holder inside itself) and ${n === 1 ? 'was' : 'were'} put on the table.`, card.id);
      return { type: 'table' };
    }
    const parent = byId.get(parentId);
    if (!parent) {
      report.count('missing-parent', (n) => `${plural(n, 'card')} ${n === 1 ? 'lies' : 'lie'} in a holder that is not in the room file and ${n === 1 ? 'was' : 'were'} put on the table.`, card.id);
      return { type: 'table' };
    }
    if (isHand(parent)) return { type: 'hand', hand: parent };
    if (isHolder(parent)) return { type: 'holder', holder: parent };
    seen.add(parentId);
    parentId = text(parent.raw.parent, 200);
  }
  // A card a player owns without a parent is in that player's hand.
  const hand = typeof card.raw.owner === 'string' && card.raw.owner !== '' ? [...byId.values()].find(isHand) : undefined;
  return hand ? { type: 'hand', hand } : { type: 'table' };
}

const sizeOf = (value: unknown, fallback: number, max: number) => {
  const n = finite(value);
  return n === undefined || n <= 0 ? fallback : Math.min(Math.max(n, 1), max);
};

/** Where a widget of `size` lies on the table: its centre, turned as the room has it. */
function surfacePlacement(widget: Widget, size: { width: number; height: number }, placer: TablePlacer) {
  const centre = placer.centre(widget, size.width, size.height);
  return { placement: { type: 'surface' as const, surfaceId: SURFACE_ID, ...centre, rotation: rotationOf(widget) } };
}

const rotationOf = (widget: Widget) => rotation(widget.raw.r ?? widget.raw.rotation);

function pieceOnTable(b: DocumentBuilder, widget: Widget, made: PieceSize, placer: TablePlacer, extra: { locked?: boolean; name?: string } = {}): GameObject {
  return {
    id: b.ids.objects.make(widget.id),
    componentId: made.componentId,
    faceUp: true,
    ...surfacePlacement(widget, made, placer),
    ...(extra.locked ? { locked: true } : {}),
    ...(extra.name ? { name: extra.name } : {}),
  };
}

const HANDLED = new Set(['card', 'piece', 'cardDeck', 'holder', 'cardPile', 'hand', 'seat', 'counter', 'dice', 'die', 'spinner', 'board', 'image', 'gamePiece']);

/** One line per kind of widget that has no counterpart, with how many there were. */
function reportUnsupported(widgets: ReadonlyArray<Widget>, report: ImportReport): void {
  const counts = new Map<string, number>();
  for (const widget of widgets) if (!HANDLED.has(widget.type)) counts.set(widget.type, (counts.get(widget.type) ?? 0) + 1);
  for (const [type, count] of counts) {
    const what = Object.hasOwn(UNSUPPORTED, type) ? UNSUPPORTED[type] : undefined;
    const label = JSON.stringify(type.slice(0, 40));
    report.say(what ? `${plural(count, `${label} widget`)} (${what}) ${count === 1 ? 'was' : 'were'} not imported: Tablecraft has no counterpart.` : `${plural(count, `widget of type ${label}`, `widgets of type ${label}`)} ${count === 1 ? 'was' : 'were'} not imported: the importer does not know that kind.`);
  }
}
