import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { config } from '../data/config.ts';
import { PLAY_ROOM } from './documents.ts';
import { openEarlySocket } from './connection/early-socket.ts';

/** The room page's address (routes.tsx: /@{userName}/{gameName}/play/{roomCode}). */
const ROOM_PATH = '/:handle/:gameName/play/:roomCode';

let earlyQueryCode: string | null = null;

/** A room code as the page reads it from its address. */
export function normaliseRoomCode(roomCode: string): string {
  return roomCode.trim().toLowerCase();
}

/**
 * Opening a room's address starts the three slow steps of showing it at once, before React, the router
 * and the page's code have loaded: the socket's join (the server builds the welcome meanwhile), the room
 * query, and the download of the table's code. Otherwise each waits for the step before it.
 */
export function startRoomEarly(client: ApolloClient, pathname: string = window.location.pathname): void {
  const match = matchPath(ROOM_PATH, pathname);
  if (!match?.params.handle?.startsWith('@') || !match.params.roomCode) return;
  const code = normaliseRoomCode(match.params.roomCode);
  openEarlySocket(config.socketUrl, code);
  earlyQueryCode = code;
  // Errors are the page's to show: its own query for the same room shares this request or its result.
  client.query({ query: PLAY_ROOM, variables: { code }, fetchPolicy: 'network-only' }).catch(() => undefined);
  // Warming the code the page will load anyway; if this fails, the page's own import fails and shows it.
  void import('./PlayPage.tsx').catch(() => undefined);
  void import('./PlayRoom.tsx').catch(() => undefined);
}

/** Whether the room's query was sent as the page opened (once: a later visit asks the network afresh). */
export function takeEarlyRoomQuery(code: string): boolean {
  if (earlyQueryCode !== code) return false;
  earlyQueryCode = null;
  return true;
}

/** For tests: forgets the room query sent as the page opened, as a new page load does. */
export function forgetEarlyRoomForTests(): void {
  earlyQueryCode = null;
}
