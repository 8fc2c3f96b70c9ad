/**
 * Runtime settings the server writes into `/config.js` (see web/server/runtime-config.ts). The bundle
 * holds no URLs of its own, so one build runs against any API; the defaults are the local development ports.
 */
export interface AppConfig {
  /** The API's origin, without a trailing slash; GraphQL lives at `${apiUrl}/graphql`. */
  apiUrl: string;
  /** The room websocket endpoint, ending in /socket. */
  socketUrl: string;
  /**
   * Send GraphQL queries as GET (spec section 7: "GET may be used for queries when configured"), so a CDN
   * or browser cache in front of the API can answer them; mutations are always POST.
   */
  useGetForQueries: boolean;
}

declare global {
  interface Window {
    __TABLECRAFT_CONFIG__?: Partial<AppConfig>;
  }
}

export const DEFAULT_CONFIG: AppConfig = {
  apiUrl: 'http://localhost:4000',
  socketUrl: 'ws://localhost:4000/socket',
  useGetForQueries: false,
};

/** Merges what the server provided over the defaults; a missing or empty value falls back. */
export function readConfig(provided: Partial<AppConfig> | undefined): AppConfig {
  return {
    apiUrl: (provided?.apiUrl || DEFAULT_CONFIG.apiUrl).replace(/\/+$/, ''),
    socketUrl: provided?.socketUrl || DEFAULT_CONFIG.socketUrl,
    useGetForQueries: provided?.useGetForQueries === true,
  };
}

/** The app's config, read once at start-up. */
export const config: AppConfig = readConfig(typeof window === 'undefined' ? undefined : window.__TABLECRAFT_CONFIG__);
