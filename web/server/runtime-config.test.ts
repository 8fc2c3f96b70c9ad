// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderConfigScript, runtimeConfigFromEnv } from './runtime-config.ts';

describe('runtime config', () => {
  it('defaults to the local development API and socket', () => {
    expect(runtimeConfigFromEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      socketUrl: 'ws://localhost:4000/socket',
      useGetForQueries: false,
    });
    expect(runtimeConfigFromEnv({ PUBLIC_API_URL: '', PUBLIC_SOCKET_URL: '', PUBLIC_GRAPHQL_GET: '' })).toEqual({
      apiUrl: 'http://localhost:4000',
      socketUrl: 'ws://localhost:4000/socket',
      useGetForQueries: false,
    });
  });

  it('reads the environment and refuses malformed URLs', () => {
    expect(runtimeConfigFromEnv({ PUBLIC_API_URL: 'https://api.example.com/', PUBLIC_SOCKET_URL: 'wss://api.example.com/socket' })).toEqual(
      {
        apiUrl: 'https://api.example.com',
        socketUrl: 'wss://api.example.com/socket',
        useGetForQueries: false,
      },
    );
    expect(() => runtimeConfigFromEnv({ PUBLIC_API_URL: 'api.example.com' })).toThrow(/PUBLIC_API_URL/);
    expect(() => runtimeConfigFromEnv({ PUBLIC_SOCKET_URL: 'https://api.example.com/socket' })).toThrow(/PUBLIC_SOCKET_URL/);
  });

  it('reads PUBLIC_GRAPHQL_GET as a flag and refuses anything else', () => {
    expect(runtimeConfigFromEnv({ PUBLIC_GRAPHQL_GET: 'true' }).useGetForQueries).toBe(true);
    expect(runtimeConfigFromEnv({ PUBLIC_GRAPHQL_GET: '0' }).useGetForQueries).toBe(false);
    expect(() => runtimeConfigFromEnv({ PUBLIC_GRAPHQL_GET: 'yes please' })).toThrow(/PUBLIC_GRAPHQL_GET/);
  });

  it('hands the GET switch to the browser', () => {
    const script = renderConfigScript({ apiUrl: 'https://x.example', socketUrl: 'wss://x.example/socket', useGetForQueries: true });
    expect(script).toContain('"useGetForQueries":true');
  });

  it('renders a script that sets window.__TABLECRAFT_CONFIG__ and cannot break out of a script tag', () => {
    const script = renderConfigScript({ apiUrl: 'https://x.example/</script>', socketUrl: 'wss://x.example/socket' });
    expect(script.startsWith('window.__TABLECRAFT_CONFIG__ = ')).toBe(true);
    expect(script).not.toContain('</script>');
  });
});
