/** "2–4 players", "2 players", "up to 6 players", or null when nothing is said. */
export function playerCountText(min: number | null, max: number | null): string | null {
  const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;
  if (min !== null && max !== null) return min === max ? players(min) : `${min}–${max} players`;
  if (min !== null) return `${players(min)} or more`;
  if (max !== null) return `up to ${players(max)}`;
  return null;
}
