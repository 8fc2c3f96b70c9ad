/**
 * Whether a drag of this piece may be relayed to everyone: the piece is on the table (a surface or a
 * zone), where every seat and spectator sees it anyway. A piece in a hand or a pile is never relayed: its
 * id would let others follow a hidden card. Unknown pieces are not relayed either.
 */
export function dragIsRelayable(state: unknown, pieceId: string): boolean {
  const pieces = (state as { pieces?: Record<string, { location?: { type?: string } } | undefined> } | null)?.pieces;
  if (!pieces || !Object.hasOwn(pieces, pieceId)) return false;
  const type = pieces[pieceId]?.location?.type;
  return type === 'surface' || type === 'zone';
}
