import type { ServerMessage } from '@tablecraft/core/play';
import type { ToastInput } from '../../shell/toasts.tsx';

// What the room shows when the game's scripts failed answering a move. The socket says only that they
// failed, on whose move: never why, which could name a hidden card (the author reads why in the script log).

type ScriptFailed = Extract<ServerMessage, { kind: 'scriptFailed' }>;

/** Told to the player whose move it was, whose button seemed to do nothing. */
export const SCRIPT_FAILED_NOTICE = "The game's script failed: the host and the author were told";

/** The notice's words: the player's own, or the host's (and members') naming whose move it was. */
export function scriptFailureText(message: ScriptFailed, nameOf: (userId: string) => string | null | undefined): string {
  if (message.yours) return SCRIPT_FAILED_NOTICE;
  const name = nameOf(message.actor.userId);
  return `The game's script failed during ${name ? `${name}'s` : "a player's"} move: its author can read why in the script log`;
}

/** The notice as a toast: one per failed move, kept a little longer than a refusal's. */
export function scriptFailureToast(message: ScriptFailed, nameOf: (userId: string) => string | null | undefined): ToastInput {
  return { id: `script-failed-${message.seq}`, content: scriptFailureText(message, nameOf), variant: 'warning', duration: 8000 };
}
