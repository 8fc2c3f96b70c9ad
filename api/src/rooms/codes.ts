import { randomInt } from 'node:crypto';

// No 0/o, 1/l/i: codes are read aloud and typed from screenshots.
export const ROOM_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const ROOM_CODE_LENGTH = 10;

/** A new unguessable room code: 10 characters of a 31-letter alphabet is about 49 bits. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** True when a string could be a room code (cheap check before touching the database). */
export function looksLikeRoomCode(code: string): boolean {
  return code.length === ROOM_CODE_LENGTH && [...code].every((c) => ROOM_CODE_ALPHABET.includes(c));
}
