import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from './config.ts';

describe('readConfig', () => {
  it('uses the local development URLs when the server provided nothing', () => {
    expect(readConfig(undefined)).toEqual({
      apiUrl: 'http://localhost:4000',
      socketUrl: 'ws://localhost:4000/socket',
      useGetForQueries: false,
    });
    expect(readConfig({ apiUrl: '', socketUrl: '' })).toEqual(DEFAULT_CONFIG);
  });

  it('takes the provided URLs and drops a trailing slash from the API URL', () => {
    expect(readConfig({ apiUrl: 'https://api.example.com/', socketUrl: 'wss://socket.example.com/socket' })).toEqual({
      apiUrl: 'https://api.example.com',
      socketUrl: 'wss://socket.example.com/socket',
      useGetForQueries: false,
    });
  });

  it('sends queries as GET only when the server says so', () => {
    expect(readConfig({ useGetForQueries: true }).useGetForQueries).toBe(true);
    expect(readConfig({ useGetForQueries: false }).useGetForQueries).toBe(false);
  });
});
