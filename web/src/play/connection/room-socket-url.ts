/**
 * A room's socket address: the endpoint with the room's code as `?room=`. The server reads the room from
 * hello; the query is for the load balancer, which routes by it (the chart's socket Ingress hashes on it)
 * so that everyone in a room lands on one socket instance and the room's drags and cursors never cross
 * Redis. A balancer that ignores it costs a hop through Redis, nothing else.
 */
export function roomSocketUrl(socketUrl: string, roomCode: string): string {
  const url = new URL(socketUrl);
  url.searchParams.set('room', roomCode);
  return url.toString();
}
