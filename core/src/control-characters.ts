// Control characters in text people type or files carry: the C0 controls (U+0000–U+001F) and DEL (U+007F).
// One definition for every check and clean-up, so what a name, a chat line, a file entry and an import may
// hold is decided the same way everywhere.

// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, less tab, line feed and carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- every control character, for replacing
const EVERY_CONTROL = /[\u0000-\u001f\u007f]/g;

/** Whether `text` holds a control character (tabs and line breaks included). */
export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/**
 * `text` without control characters. `keepLineBreaks` (for text of several lines: chat, descriptions) keeps
 * tabs, line feeds and carriage returns; `replacement` puts something in place of each one removed.
 */
export function withoutControlCharacters(text: string, options: { keepLineBreaks?: boolean; replacement?: string } = {}): string {
  return text.replace(options.keepLineBreaks ? CONTROL_BUT_LINE_BREAKS : EVERY_CONTROL, options.replacement ?? '');
}
