/**
 * Throws a 404 from a route's loader or component; the route error boundary turns it into the
 * "Not Found" page. Use it when a URL names something that does not exist (a game, a user, a document).
 */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
