import { DocumentBuilder } from './builder.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { finite, text } from './values.ts';

// Seats for the players. PlayingCards.io has one hand area that shows each player their own cards (a card
// in it names its `owner`); newer rooms also have seat widgets, and hands linked to them. Tablecraft gives
// each seat its own hand, so a seat is made per seat widget; without those, per hand when the room has
// several; then per owner of cards in a hand, the first owner seen in a hand taking that hand's seat.

const COLORS = ['#e11d48', '#2563eb', '#16a34a', '#ca8a04', '#9333ea', '#0891b2', '#ea580c', '#db2777'];

export class SeatMaker {
  private readonly byKey = new Map<string, string>();
  private readonly cutKeys = new Set<string>();
  /** Hand seats already taken by an owner of cards in that hand. */
  private readonly claimed = new Set<string>();

  constructor(
    private readonly b: DocumentBuilder,
    seatWidgets: ReadonlyArray<Widget>,
    hands: ReadonlyArray<Widget>,
  ) {
    const ordered = [...seatWidgets].sort(
      (a, c) => (finite(a.raw.seatIndex) ?? a.index) - (finite(c.raw.seatIndex) ?? c.index) || a.index - c.index,
    );
    for (const widget of ordered) this.make(`seat:${widget.id}`);
    // One shared hand area is every player's; several stand for one player each.
    if (seatWidgets.length === 0 && hands.length > 1) for (const hand of hands) this.make(`hand:${hand.id}`);
  }

  /** The seat whose hand a card in `hand` goes to; undefined when the game has no room for another seat. */
  forHandCard(card: Widget, hand: Widget): string | undefined {
    const owner = text(card.raw.owner, 200);
    const handKey = `hand:${hand.id}`;
    if (owner) {
      const known = this.byKey.get(`seat:${owner}`) ?? this.byKey.get(`owner:${owner}`);
      if (known !== undefined) return known;
      const handSeat = this.byKey.get(handKey);
      if (handSeat !== undefined && !this.claimed.has(handKey)) {
        this.claimed.add(handKey);
        this.byKey.set(`owner:${owner}`, handSeat);
        return handSeat;
      }
      return this.make(`owner:${owner}`);
    }
    const linked = text(hand.raw.linkedSeat ?? hand.raw.linkedToSeat, 200);
    const linkedSeat = linked === undefined ? undefined : this.byKey.get(`seat:${linked}`);
    return linkedSeat ?? this.make(handKey);
  }

  /** Adds seats up to `count`: PlayingCards.io does not fix how many play, and a game needs players. */
  padTo(count: number): void {
    const before = this.b.seats.length;
    while (this.b.seats.length < count) this.make(`extra:${this.b.seats.length}`);
    if (this.b.seats.length > before)
      this.b.report.say(
        `The room did not say how many play; the game has ${plural(this.b.seats.length, 'seat')} (add more in the editor).`,
      );
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
