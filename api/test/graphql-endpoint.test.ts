import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe('/graphql', () => {
  it('answers viewer null for a visitor', async () => {
    const result = await t.graphql('query AppHeaderQuery { viewer { id image name userName } }');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { viewer: null } });
  });

  it('ignores a session cookie that matches no session', async () => {
    const result = await t.graphql('{ viewer { id } }', undefined, { cookie: 'tc_session=not-a-real-token' });
    expect(result.body).toEqual({ data: { viewer: null } });
  });

  it('refuses a simple POST without a preflight-forcing header (CSRF) and runs nothing', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/CSRF/);
    expect(text).not.toContain('"data"');
  });

  it('refuses a GET query without the preflight header, and answers one that has it', async () => {
    const query = encodeURIComponent('{ ok }');
    const bare = await fetch(`${t.url}/graphql?query=${query}`);
    expect(bare.status).toBe(400);
    const withHeader = await fetch(`${t.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { ok: true } });
  });

  it('refuses a mutation sent with GET', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('mutation { ok }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(405);
  });

  it('answers a malformed query with a clear parse error and its code, without a stack trace', async () => {
    const result = await t.graphql('{ viewer { id ');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(result.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(JSON.stringify(result.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('names an unknown field in a validation error', async () => {
    const result = await t.graphql('{ viewer { password } }');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.body.errors?.[0]?.message).toContain('password');
  });

  it('refuses a query selecting more fields than the limit', async () => {
    // Aliases let a client ask for a field many times: 2,000 aliases exceed the field limit.
    const wide = `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: ok`).join(' ')} }`;
    const result = await t.graphql(wide);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a request body that is not JSON with a JSON error', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.text()).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers health and readiness probes', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('allows the web origin with credentials and no other origin', async () => {
    const allowed = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
