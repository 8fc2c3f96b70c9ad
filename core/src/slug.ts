/** Turns a title into a URL slug: lower case letters, digits and single dashes, at most 40 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** A valid game name: what `slugify` produces, 1–40 characters. */
export const GAME_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
