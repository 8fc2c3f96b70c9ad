/**
 * A keyboard shortcut, as the table's actions and the surface editor's commands both describe theirs: one
 * shape, one matcher, so a key means the same thing in both and menus show it the same way.
 */
export interface Shortcut {
  /** `KeyboardEvent.key`, lower case ("z", "]", "arrowleft", "delete"). */
  key: string;
  /** Ctrl, or Cmd on a Mac. */
  ctrl?: boolean;
  /** Checked only when given: Ctrl+Shift+Z is not Ctrl+Z. Left out, the key alone decides ("?" needs Shift anyway). */
  shift?: boolean;
  /** How menus and titles show it: "F", "Ctrl+Z". */
  label: string;
}

/** Whether a key press is this shortcut. Alt combinations belong to the browser and the system. */
export function matchesShortcut(
  shortcut: Shortcut,
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey?: boolean },
): boolean {
  if (event.altKey) return false;
  if (shortcut.key !== event.key.toLowerCase()) return false;
  if (Boolean(shortcut.ctrl) !== (event.ctrlKey || event.metaKey)) return false;
  return shortcut.shift === undefined || shortcut.shift === Boolean(event.shiftKey);
}
