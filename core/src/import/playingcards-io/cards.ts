import { COMPONENT_MAX_SIZE, SURFACE_MAX_SIZE, type GameObject } from '../../game/index.ts';
import { DocumentBuilder, SURFACE_ID } from './builder.ts';
import { PCIO_CARD, type DeckPlan } from './decks.ts';
import { holderLayout } from './layout.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { SeatMaker } from './seats.ts';
import { Table } from './table.ts';
import { finite, name, size, text } from './values.ts';

// Where the cards go. A card lies in a holder, in a hand, or loose on the table.
// - A holder with cards becomes a pile: a container fixed on the table, its cards inside in
//   PlayingCards.io's order. (A document cannot start cards in a dropzone, so a pile keeps them together.)
// - An empty holder becomes a dropzone where dropped cards snap, laid out as the holder lays them out.
// - A card in a hand goes to the hand of its owner's seat (seats.ts).
// - Loose cards lying exactly on top of one another (a deck with no holder) become a loose pile.

export interface CardWorld {
  b: DocumentBuilder;
  table: Table;
  byId: ReadonlyMap<string, Widget>;
  deckPlans: ReadonlyMap<string, DeckPlan>;
  isHolder: (widget: Widget) => boolean;
  isHand: (widget: Widget) => boolean;
}

type Home = { type: 'table' } | { type: 'holder'; holder: Widget } | { type: 'hand'; hand: Widget };

/** Deepest chain of parents followed; PlayingCards.io nests at most a card in a deck in a holder. */
const MAX_PARENT_DEPTH = 16;

const byZ = (a: Widget, c: Widget) => (finite(a.raw.z) ?? 0) - (finite(c.raw.z) ?? 0) || a.index - c.index;

export function placeCards(cards: ReadonlyArray<Widget>, holders: ReadonlyArray<Widget>, seats: SeatMaker, world: CardWorld): void {
  const { b } = world;
  const report = b.report;

  const cardsIn = new Map<string, Widget[]>();
  const loose: Array<{ card: Widget; plan: DeckPlan }> = [];
  const inHands: Array<{ card: Widget; plan: DeckPlan; seatId: string }> = [];
  for (const card of cards) {
    const home = homeOf(card, world);
    const plan = planOf(card, world);
    if (!plan) continue;
    if (home.type === 'holder') {
      const list = cardsIn.get(home.holder.id) ?? [];
      list.push(card);
      cardsIn.set(home.holder.id, list);
      continue;
    }
    const seatId = home.type === 'hand' ? seats.forHandCard(card, home.hand) : undefined;
    if (seatId !== undefined) inHands.push({ card, plan, seatId });
    else loose.push({ card, plan });
  }

  holders.forEach((holder, i) => {
    const holderName = name(holder.raw.label, holders.length === 1 ? 'Pile' : `Pile ${i + 1}`);
    const inside = (cardsIn.get(holder.id) ?? []).sort(byZ);
    if (holder.raw.hasShuffleButton === true)
      report.count(
        'shuffle-button',
        (n) => `${plural(n, 'holder')} had a Recall & Shuffle button; in Tablecraft, shuffle a pile from its menu.`,
      );
    const plans = inside.map((card) => planOf(card, world)!);
    const cardSize = plans[0] ?? PCIO_CARD;
    const pileId = inside.length > 0 ? makePile(holder, holderName, cardSize, world) : undefined;
    if (pileId !== undefined) {
      inside.forEach((card, order) =>
        b.add('objects', { ...cardObject(card, plans[order]!, world), placement: { type: 'object', parentId: pileId, order } }),
      );
      return;
    }
    // No room for a pile: its cards lie where it was.
    inside.forEach((card, order) =>
      world.table.put({ ...cardObject(card, plans[order]!, world), ...world.table.placement(holder, plans[order]!) }, card),
    );
    if (inside.length === 0) makeDropzone(holder, holderName, cardSize, world);
  });

  placeLoose(loose, world);

  // A hand reads left to right.
  inHands.sort((a, c) => (finite(a.card.raw.x) ?? 0) - (finite(c.card.raw.x) ?? 0) || byZ(a.card, c.card));
  for (const { card, plan, seatId } of inHands) b.add('objects', { ...cardObject(card, plan, world), placement: { type: 'seat', seatId } });
}

function makePile(holder: Widget, pileName: string, cardSize: { width: number; height: number }, world: CardWorld): string | undefined {
  const { b, table } = world;
  if (!b.fits('components') || !b.fits('objects')) return undefined;
  const width = size(holder.raw.width, 111, COMPONENT_MAX_SIZE);
  const height = size(holder.raw.height, 168, COMPONENT_MAX_SIZE);
  const componentId = b.ids.components.make(holder.id);
  const layout = holderLayout(holder, cardSize, { width, height });
  b.add('components', {
    id: componentId,
    name: pileName,
    kind: 'container',
    width,
    height,
    orientations: 4,
    container: { viewPolicy: 'everyone', layout },
  });
  const object = table.piece(holder, { componentId, width, height }, { locked: true, name: pileName });
  return table.put(object, holder) ? object.id : undefined;
}

function makeDropzone(holder: Widget, zoneName: string, cardSize: { width: number; height: number }, world: CardWorld): void {
  const { b, table } = world;
  // A dropzone larger than the table would catch drops anywhere on it.
  const width = size(holder.raw.width, 111, Math.min(SURFACE_MAX_SIZE, table.placer.width));
  const height = size(holder.raw.height, 168, Math.min(SURFACE_MAX_SIZE, table.placer.height));
  b.add('dropzones', {
    id: b.ids.dropzones.make(holder.id),
    name: zoneName,
    parent: { type: 'surface', surfaceId: SURFACE_ID },
    ...table.placer.centre(holder, width, height),
    width,
    height,
    layout: holderLayout(holder, cardSize, { width, height }),
    viewPolicy: 'everyone',
    order: b.dropzones.length,
  });
}

/**
 * Loose cards: one alone lies on the table; several of one deck at exactly the same spot (how
 * PlayingCards.io leaves a deck without a holder) become a loose pile there, one container per deck.
 */
function placeLoose(loose: ReadonlyArray<{ card: Widget; plan: DeckPlan }>, world: CardWorld): void {
  const { b, table } = world;
  const groups = new Map<string, Array<{ card: Widget; plan: DeckPlan }>>();
  for (const entry of loose) {
    const key = `${entry.plan.componentId}|${finite(entry.card.raw.x) ?? 0}|${finite(entry.card.raw.y) ?? 0}`;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  const stackComponents = new Map<string, string>();
  for (const group of groups.values()) {
    const first = group[0]!;
    const pileId = group.length > 1 ? makeLoosePile(first.card, first.plan, stackComponents, world) : undefined;
    if (pileId === undefined) {
      for (const { card, plan } of group) table.put({ ...cardObject(card, plan, world), ...table.placement(card, plan) }, card);
      continue;
    }
    group
      .sort((a, c) => byZ(a.card, c.card))
      .forEach(({ card, plan }, order) =>
        b.add('objects', { ...cardObject(card, plan, world), placement: { type: 'object', parentId: pileId, order } }),
      );
  }
}

function makeLoosePile(card: Widget, plan: DeckPlan, components: Map<string, string>, world: CardWorld): string | undefined {
  const { b, table } = world;
  if (!b.fits('objects')) return undefined;
  let componentId = components.get(plan.componentId);
  if (componentId === undefined) {
    if (!b.fits('components')) return undefined;
    componentId = b.ids.components.make(`${plan.componentId}-pile`);
    const pileName = name(`${plan.name} pile`, 'Pile');
    b.add('components', {
      id: componentId,
      name: pileName,
      kind: 'container',
      width: plan.width,
      height: plan.height,
      orientations: 4,
      container: { viewPolicy: 'everyone', layout: { type: 'stack' } },
    });
    components.set(plan.componentId, componentId);
  }
  const object: GameObject = { id: b.ids.objects.make(`${card.id}-pile`), componentId, faceUp: true, ...table.placement(card, plan) };
  return table.put(object, card) ? object.id : undefined;
}

/** Where a card lies, following its parent links through decks and stacked cards to a holder or a hand. */
function homeOf(card: Widget, world: CardWorld): Home {
  const report = world.b.report;
  const seen = new Set([card.id]);
  let parentId = text(card.raw.parent, 200);
  for (let depth = 0; parentId !== undefined && parentId !== '' && depth < MAX_PARENT_DEPTH; depth++) {
    if (seen.has(parentId)) {
      report.count(
        'parent-cycle',
        (n) =>
          `${plural(n, 'card')} ${n === 1 ? 'lies' : 'lie'} in a loop of parents (a holder inside itself) and ${n === 1 ? 'was' : 'were'} put on the table.`,
        card.id,
      );
      return { type: 'table' };
    }
    const parent = world.byId.get(parentId);
    if (!parent) {
      report.count(
        'missing-parent',
        (n) =>
          `${plural(n, 'card')} ${n === 1 ? 'lies' : 'lie'} in a holder that is not in the room file and ${n === 1 ? 'was' : 'were'} put on the table.`,
        card.id,
      );
      return { type: 'table' };
    }
    if (world.isHand(parent)) return { type: 'hand', hand: parent };
    if (world.isHolder(parent)) return { type: 'holder', holder: parent };
    seen.add(parentId);
    parentId = text(parent.raw.parent, 200);
  }
  // A card a player owns without a parent is in that player's hand.
  if (typeof card.raw.owner === 'string' && card.raw.owner !== '') {
    for (const widget of world.byId.values()) if (world.isHand(widget)) return { type: 'hand', hand: widget };
  }
  return { type: 'table' };
}

/** The deck plan a card is drawn from; undefined (and reported) when its deck is not in the room or was left out. */
function planOf(card: Widget, world: CardWorld): DeckPlan | undefined {
  const deckId = text(card.raw.deck, 200);
  const deck = deckId === undefined ? undefined : world.byId.get(deckId);
  if (deck?.type !== 'cardDeck') {
    world.b.report.count(
      'missing-deck',
      (n) =>
        `${plural(n, 'card')} ${n === 1 ? 'belongs' : 'belong'} to a deck that is not in the room file and ${n === 1 ? 'was' : 'were'} left out.`,
      card.id,
    );
    return undefined;
  }
  const plan = world.deckPlans.get(deck.id);
  if (!plan)
    world.b.report.count(
      'deck-cut',
      (n) => `${plural(n, 'card')} of decks left out for the game's limits ${n === 1 ? 'was' : 'were'} left out too.`,
    );
  return plan;
}

/** A card's object, without its placement: its deck's component, its card type's variant, its side. */
function cardObject(card: Widget, plan: DeckPlan, world: CardWorld): Omit<GameObject, 'placement'> {
  const cardType = text(card.raw.cardType, 200);
  const variantId = cardType === undefined ? undefined : plan.variantOf.get(cardType);
  if (variantId === undefined)
    world.b.report.count(
      'unknown-card-type',
      (n) =>
        `${plural(n, 'card')} ${n === 1 ? 'is' : 'are'} of a card type ${n === 1 ? 'its' : 'their'} deck does not have and ${n === 1 ? 'shows' : 'show'} a plain face.`,
      cardType,
    );
  return {
    id: world.b.ids.objects.make(card.id),
    componentId: plan.componentId,
    faceUp: card.raw.faceup === true || card.raw.faceUp === true,
    ...(variantId ? { variantId } : {}),
  };
}
