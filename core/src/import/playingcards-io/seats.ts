import { DocumentBuilder } from './builder.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { finite, text } from './values.ts';

// Seats for the players. PlayingCards.io has one hand area that shows each player their own cards (a card
// in it names its `owner`); newer rooms also have seat widgets, and hands linked to them. Tablecraft gives
// each seat its own hand, so a seat is made per seat widget, then per owner of cards in a hand, then per
// hand whose cards have no owner.

const COLORS = ['#e11d48', '#2563eb', '#16a34a', '#ca8a04', '#9333ea', '#0891b2', '#ea580c', '#db2777'];

export class SeatMaker {
  private readonly byKey = new Map<string, string>();
  private readonly cutKeys = new Set<string>();

  constructor(
    private readonly b: DocumentBuilder,
    seatWidgets: ReadonlyArray<Widget>,
  ) {
    const ordered = [...seatWidgets].sort((a, c) => (finite(a.raw.seatIndex) ?? a.index) - (finite(c.raw.seatIndex) ?? c.index) || a.index - c.index);
    for (const widget of ordered) this.make(`seat:${widget.id}`);
  }

  /** The seat whose hand a card in `hand` goes to; undefined when the game has no room for another seat. */
  forHandCard(card: Widget, hand: Widget): string | undefined {
    const owner = text(card.raw.owner, 200);
    if (owner) return this.byKey.get(`seat:${owner}`) ?? this.make(`owner:${owner}`);
    const linked = text(hand.raw.linkedSeat ?? hand.raw.linkedToSeat, 200);
    const linkedSeat = linked === undefined ? undefined : this.byKey.get(`seat:${linked}`);
    return linkedSeat ?? this.make(`hand:${hand.id}`);
  }

  /** Adds seats up to `count`: PlayingCards.io does not fix how many play, and a game needs players. */
  padTo(count: number): void {
    const before = this.b.seats.length;
    while (this.b.seats.length < count) this.make(`extra:${this.b.seats.length}`);
    if (this.b.seats.length > before) this.b.report.say(`The room did not say how many play; the game has ${plural(this.b.seats.length, 'seat')} (add more in the editor).`);
  }

  private make(key: string): string | undefined {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    if (!this.b.fits('seats')) {
      if (!this.cutKeys.has(key)) this.b.cut('seats');
      this.cutKeys.add(key);
      return undefined;
    }
    const order = this.b.seats.length;
    const id = this.b.ids.seats.make(`player-${order + 1}`);
    this.b.add('seats', { id, name: `Player ${order + 1}`, color: COLORS[order % COLORS.length]!, order });
    this.byKey.set(key, id);
    return id;
  }
}
