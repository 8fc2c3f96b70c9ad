/** True when what was typed names the game (case and surrounding spaces do not matter, as for the API). */
export function confirmsGameName(typed: string, gameName: string): boolean {
  return typed.trim().toLowerCase() === gameName.toLowerCase();
}
