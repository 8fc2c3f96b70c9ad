/**
 * The API's door to the one policy module. The rules live in core so the socket service decides who may
 * join a room by exactly the same rules as the API decides who may open a game.
 */
export * from '@tablecraft/core/policies';
export { announceAccessChange } from './live-access.ts';
