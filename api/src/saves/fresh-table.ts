import { holdingsOf, type RoomState } from '@tablecraft/core/play';

/**
 * The starting state of a room made from a save: the saved table, with what belonged to the people of the
 * old room taken out, so nobody in the new room inherits anything but the table itself.
 *
 * - A seat holding cards (a hand, a private zone or pile) stays kept for whoever held it (or for whom it was
 *   kept): nobody else may sit there and see that hand, as when its player steps away in the old room.
 *   Other seats are free.
 * - Undo histories go: they would let the new holder of a seat take back the old holder's moves, and
 *   they hold the pieces as they were (hidden faces included) before those moves.
 * - Looks go: a look shows a pile's cards to a seat privately; the new holder of the seat did not ask.
 * - Timers keep the time they had left when the table was saved, counted from now: a turn timer set
 *   for a minute goes off a minute into the new room, not all at once because the save is a week old.
 * - Variables, labels, where every piece is and the game's setup having run stay: they are the table.
 *   (Setup must stay done, or the game's scripts would deal a second time onto a dealt table.) A saved
 *   table counts as set up even from a game without scripts: a deck shuffled at start is not shuffled
 *   again, half-way through a game, when its room opens.
 * Not here because a room never holds them in its state: the old room's log, seeds, bans, chat and host.
 */
export function freshTableFromSave(state: RoomState, times: { savedAt: Date; now: Date }): RoomState {
  const { looks: _looks, timers, ...rest } = state;
  const shift = times.now.getTime() - times.savedAt.getTime();
  return {
    ...rest,
    seats: state.seats.map((seat) => ({
      ...seat,
      userId: null,
      reservedFor: holdingsOf(state, seat.id).length > 0 ? (seat.userId ?? seat.reservedFor) : null,
    })),
    undo: {},
    setUp: true,
    ...(timers
      ? { timers: Object.fromEntries(Object.entries(timers).map(([id, timer]) => [id, { ...timer, at: timer.at + Math.max(0, shift) }])) }
      : {}),
  };
}
