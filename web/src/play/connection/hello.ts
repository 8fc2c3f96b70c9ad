import { PROTOCOL_VERSION } from '@tablecraft/core/play';

/**
 * The first frame on a room's socket: the protocol this page speaks, the room, this tab's client id (so
 * the server recognises an op it sends again) and where it left off.
 */
export function helloFrame(roomCode: string, clientId: string, lastSeq?: number): string {
  return JSON.stringify({
    kind: 'hello',
    protocolVersion: PROTOCOL_VERSION,
    roomCode,
    clientId,
    ...(lastSeq !== undefined ? { lastSeq } : {}),
  });
}
