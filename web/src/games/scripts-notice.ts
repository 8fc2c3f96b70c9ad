/** What a game with scripts says on its page and in its rooms: its author's code runs there and sees every card. */
export const SCRIPTS_NOTICE = "This game runs its author's code, which can see hidden cards.";
