import type { ActionContext } from './registry.ts';

// Words for the choices actions offer: piles and seats as the players know them.

/** A pile's name: its zone's, or its container's component name from the game; "Pile" without either. */
export function pileNameOf(context: Pick<ActionContext, 'view' | 'document'>, pileId: string): string {
  const zone = context.view.zones[pileId];
  if (zone) return zone.name;
  const container = context.view.pieces[pileId];
  const component = container ? context.document?.components.find((c) => c.id === container.componentId) : undefined;
  return component?.name ?? 'Pile';
}

/** The seats someone sits in, in seat order: who can be dealt or passed a card. */
export function heldSeats(context: Pick<ActionContext, 'view'>): Array<{ id: string; name: string }> {
  return context.view.seats.filter((seat) => seat.userId !== null).map((seat) => ({ id: seat.id, name: seat.name }));
}

/**
 * The piles the viewer may put a piece on, named: stack zones not private to another seat, and
 * containers the viewer can see (not one in another hand). The engine has the last word.
 */
export function reachablePiles(
  context: Pick<ActionContext, 'view' | 'document' | 'seatId'>,
  except?: string,
): Array<{ id: string; name: string }> {
  const { view, seatId } = context;
  return Object.keys(view.piles)
    .filter((pileId) => pileId !== except)
    .filter((pileId) => {
      const zone = view.zones[pileId];
      if (zone) return zone.viewPolicy !== 'owner' || zone.ownerSeatId === null || zone.ownerSeatId === seatId;
      return view.pieces[pileId] !== undefined;
    })
    .map((pileId) => ({ id: pileId, name: pileNameOf(context, pileId) }));
}
