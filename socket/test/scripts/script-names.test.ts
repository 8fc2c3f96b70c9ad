import { describe, expect, it } from 'vitest';
import { applyOp, viewFor, type RoomState } from '@tablecraft/core/play';
import { GAME_ACTOR } from '../../src/scripts/index.ts';
import { scriptsOf, seatedRoom, TIME } from './script-room.ts';

// Scripts call the game's parts by the names the author gave them (the fixture's deck object is "Draw
// pile", its stack dropzone "Discard", its die component "D6", its seats "Player 1" and "Player 2", its
// surface "Table"), and still by id; a name that fits several parts is a clear script error.

const deckOf = (state: RoomState) => Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!.id;
const dieOf = (state: RoomState) => Object.values(state.pieces).find((piece) => piece.componentId === 'd6')!.id;

describe('names in scripts', () => {
  it('reads and acts on parts by their names, as ops that name them by id', async () => {
    const state = seatedRoom();
    const scripts = await scriptsOf([
      `export function onSetup() {
        log(game.pile('Draw pile').length, game.piecesOf('Card').length, game.piece('D6').componentId, game.hand('Player 1').length);
        const results = [
          game.shuffle('Draw pile'),
          game.deal('Draw pile', 1, ['Player 2']),
          game.roll('D6'),
          game.move('D6', { type: 'surface', surfaceId: 'Table', x: 10, y: 20 }),
          game.take('Draw pile', { type: 'pile', pileId: 'Discard' }),
          game.shuffle(game.piecesOf('deck')[0]),
        ];
        log(results.map((result) => (result.ok ? 'ok' : result.code)).join(' '));
      }`,
    ]);
    const run = scripts.run(state, { type: 'setup' }, { seed: 'names', time: TIME });
    scripts.dispose();
    expect(run.errors).toEqual([]);
    expect(run.logLines.map((line) => line.text)).toEqual([`2 3 d6 ${state.hands.p1!.length}`, 'ok ok ok ok ok NOTHING_TO_SHUFFLE']);
    const deck = deckOf(state);
    const die = dieOf(state);
    expect(run.ops.map(({ seed: _seed, ...op }) => op)).toEqual([
      { type: 'shuffle', pileId: deck },
      { type: 'deal', pileId: deck, count: 1, seatIds: ['p2'] },
      { type: 'roll', pieceId: die },
      { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 10, y: 20 } },
      { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } },
    ]);
    // The logged ops replay on every replica as they are: by id, with no names left to look up.
    let replayed = state;
    for (const op of run.ops) {
      const result = applyOp(replayed, op, GAME_ACTOR);
      if (!result.ok) throw new Error(result.reason);
      replayed = result.state;
    }
    expect(replayed.piles.discard).toHaveLength(1);
  });

  it('gives a clear error for a name that fits several parts, and acts on none of them', async () => {
    const state = seatedRoom();
    const [first, second] = Object.values(state.pieces).filter((piece) => piece.componentId === 'card');
    const twins: RoomState = {
      ...state,
      pieces: { ...state.pieces, [first!.id]: { ...first!, name: 'Twin' }, [second!.id]: { ...second!, name: 'Twin' } },
    };
    const scripts = await scriptsOf([
      `export function onSetup() { game.flip('Twin'); }`,
      `export function onSetup() { game.piece('Card'); }`,
    ]);
    const run = scripts.run(twins, { type: 'setup' }, { seed: 'twins', time: TIME });
    scripts.dispose();
    expect(run.ops).toEqual([]);
    expect(run.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^onSetup Error: 2 pieces are named "Twin" \(.+\): name one by its id, or give them different names in the editor\./,
      ),
      expect.stringMatching(
        /^onSetup Error: "Card" is a component with 3 pieces: name one by its id \(game\.piecesOf\("Card"\) lists them\)/,
      ),
    ]);
  });

  it('never sends a piece’s name to any seat', () => {
    const state = seatedRoom();
    expect(state.pieces[deckOf(state)]!.name).toBe('Draw pile');
    for (const seat of ['p1', 'p2', null]) expect(JSON.stringify(viewFor(state, seat))).not.toContain('Draw pile');
  });
});
