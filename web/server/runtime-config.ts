/**
 * The settings the browser needs from the environment, handed over in `/config.js` so one built image
 * serves every environment (the bundle itself holds no URLs). Shared by the static server and Vite's dev server.
 */
export interface RuntimeConfig {
  apiUrl: string;
  socketUrl: string;
  /** GraphQL queries as GET (mutations stay POST); see web/src/data/config.ts. */
  useGetForQueries?: boolean;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  socketUrl: 'ws://localhost:4000/socket',
  useGetForQueries: false,
};

/**
 * Reads `PUBLIC_API_URL`, `PUBLIC_SOCKET_URL` (empty means unset) and `PUBLIC_GRAPHQL_GET` (true or false),
 * and fails fast on a malformed value.
 */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return validateRuntimeConfig({
    apiUrl: env.PUBLIC_API_URL || DEFAULT_RUNTIME_CONFIG.apiUrl,
    socketUrl: env.PUBLIC_SOCKET_URL || DEFAULT_RUNTIME_CONFIG.socketUrl,
    useGetForQueries: flagFromEnv(env, 'PUBLIC_GRAPHQL_GET'),
  });
}

function flagFromEnv(env: Record<string, string | undefined>, name: string): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** Checks both URLs and drops a trailing slash from the API URL, since the client appends `/graphql`. */
export function validateRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  const problems: string[] = [];
  if (!isUrl(config.apiUrl, ['http:', 'https:'])) problems.push(`PUBLIC_API_URL must be an http(s) URL, got "${config.apiUrl}"`);
  if (!isUrl(config.socketUrl, ['ws:', 'wss:'])) problems.push(`PUBLIC_SOCKET_URL must be a ws(s) URL, got "${config.socketUrl}"`);
  if (problems.length) throw new Error(problems.join('\n'));
  return { apiUrl: config.apiUrl.replace(/\/+$/, ''), socketUrl: config.socketUrl, useGetForQueries: config.useGetForQueries === true };
}

/** The body of `/config.js`: a classic script that runs before the app bundle. */
export function renderConfigScript(config: RuntimeConfig): string {
  // JSON is valid JavaScript; escaping "<" keeps the text inert even if someone inlines it into HTML.
  const json = JSON.stringify({
    apiUrl: config.apiUrl,
    socketUrl: config.socketUrl,
    useGetForQueries: config.useGetForQueries === true,
  }).replace(/</g, '\\u003c');
  return `window.__TABLECRAFT_CONFIG__ = Object.freeze(${json});\n`;
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
