/**
 * The log-in and sign-up links of a page that acts on a code (an invite, a key): both come back to the
 * page with `accept=1`, so the action the visitor chose happens when they return, without a second click.
 */
export function returnPaths(pagePath: string): { logIn: string; signUp: string; next: string } {
  const next = `${pagePath}?accept=1`;
  const query = `?next=${encodeURIComponent(next)}`;
  return { logIn: `/log-in${query}`, signUp: `/sign-up${query}`, next };
}
