/** The longest guest name, in characters: long enough for a first name and an initial, short for a seat label. */
export const GUEST_NAME_MAX = 24;

// Words a guest may not wear: a name that claims a role ("Alice (host)", "Admin") would lend it the
// authority of someone the room trusts. Guests are marked as guests wherever they are named anyway.
const ROLE_WORDS = /\b(host|owner|admin|administrator|moderator|mod|staff|tablecraft|system|server)\b/i;
// Control and format characters (zero-width joiners, bidirectional overrides), unassigned and private
// code points: they hide text, reorder it, or render as nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
// Brackets frame a role or a tag after a name; @ looks like an account's handle.
const FRAMING = /[()[\]{}<>@]/;

export type GuestNameCheck = { ok: true; name: string } | { ok: false; reason: string };

/**
 * Whether a name may be a guest's, and the name as it is kept (normalised, inner spaces collapsed).
 * Each refusal says what to change.
 */
export function checkGuestName(raw: string): GuestNameCheck {
  if (INVISIBLE.test(raw)) return { ok: false, reason: 'Use letters, digits and spaces only: no control or invisible characters.' };
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name.length === 0) return { ok: false, reason: 'Enter a name for the others to see.' };
  if ([...name].length > GUEST_NAME_MAX) return { ok: false, reason: `Use at most ${GUEST_NAME_MAX} characters.` };
  if (FRAMING.test(name)) return { ok: false, reason: 'Leave out brackets and @ (a guest is marked as a guest for everyone).' };
  if (ROLE_WORDS.test(name)) return { ok: false, reason: 'Choose a name that does not claim a role such as host or admin.' };
  return { ok: true, name };
}

const COLOURS = ['Red', 'Blue', 'Green', 'Amber', 'Violet', 'Teal', 'Coral', 'Olive', 'Silver', 'Indigo'];
const ANIMALS = ['Otter', 'Fox', 'Heron', 'Badger', 'Lynx', 'Panda', 'Koala', 'Falcon', 'Gecko', 'Walrus', 'Puffin', 'Bison'];

/** A friendly name to offer a guest (they may keep it or type their own); `random` gives numbers in [0, 1). */
export function suggestGuestName(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length) % list.length]!;
  return `${pick(COLOURS)} ${pick(ANIMALS)}`;
}

/** How a person is named to others: a guest is marked as one (a guest's own name can hold no brackets). */
export const displayNameOf = (person: { name: string; guest: boolean }) => (person.guest ? `${person.name} (guest)` : person.name);
