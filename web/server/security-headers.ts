import type { RuntimeConfig } from './runtime-config.ts';

/**
 * The Content-Security-Policy for the app: scripts and styles only from this origin, network calls only
 * to this origin and the configured API and socket (both http and ws forms, since GraphQL subscriptions
 * use a websocket on the API origin), and no framing at all.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const api = new URL(config.apiUrl);
  const socket = new URL(config.socketUrl);
  const apiSocket = originOf(api, api.protocol === 'https:' ? 'wss:' : 'ws:');
  const connect = new Set(["'self'", api.origin, apiSocket, originOf(socket, socket.protocol)]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React and canvas libraries set element styles; inline styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars are user-chosen image URLs; uploaded art is served by the API.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api.origin],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...connect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every response carries. */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

// Built from the parts: URL.origin is "null" for ws: URLs in some runtimes.
function originOf(url: URL, protocol: string): string {
  return `${protocol}//${url.host}`;
}
