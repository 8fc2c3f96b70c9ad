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
