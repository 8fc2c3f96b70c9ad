import { PROTOCOL_VERSION } from '@tablecraft/core/play';

/** The first frame on a room's socket: the protocol this page speaks, the room, and where it left off. */
export function helloFrame(roomCode: string, lastSeq?: number): string {
  return JSON.stringify({ kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode, ...(lastSeq !== undefined ? { lastSeq } : {}) });
}
