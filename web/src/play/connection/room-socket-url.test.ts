import { describe, expect, it } from 'vitest';
import { roomSocketUrl } from './room-socket-url.ts';

describe('a room socket address', () => {
  it('names the room for the load balancer, keeping the endpoint as it is', () => {
    expect(roomSocketUrl('wss://play.example/socket', 'abc123')).toBe('wss://play.example/socket?room=abc123');
    expect(roomSocketUrl('ws://localhost:4000/socket?v=1', 'x y')).toBe('ws://localhost:4000/socket?v=1&room=x+y');
  });
});
