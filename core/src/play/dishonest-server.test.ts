import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../testing/property-runs.ts';
import { fullDocument } from '../game/test-fixtures.ts';
import { playFairRoom, withStartShuffle, SCRIPT, type Deviation, type FairRoom, type Player } from './fair-room.ts';
import { initialRoomState } from './index.ts';
import { verifyRoomLog, type VerifyResult } from './verify.ts';

// A server that cheats while the room is played, or rewrites its record afterwards, against two honest
// pages running the real recorder and the real verifier (docs/FAIRNESS.md). The property: whatever the
// server does that changes a seed the room's chance came from (grinding a nonce, a seed it never
// committed to, a second room secret, a resend under a new name, a move made up in a player's name, a
// setup ignoring the first page's entropy, a record rewritten or reordered), at least one honest page's
// check objects: it fails, or it names a move made in that player's name from a tab they never had.

const initial = () => withStartShuffle(initialRoomState(fullDocument(), { seed: 'a'.repeat(64) }));
const MOVES = SCRIPT.length;
const players: Player[] = ['alice', 'bob'];
const salts = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), maxLength: 8 });

function verdicts(room: FairRoom): Record<Player, VerifyResult> {
  return {
    alice: verifyRoomLog(room.initial, room.log, room.transcripts.alice, room.roomSecret),
    bob: verifyRoomLog(room.initial, room.log, room.transcripts.bob, room.roomSecret),
  };
}
const objects = (result: VerifyResult) => !result.ok || result.asYouElsewhere.length > 0;

const move = fc.integer({ min: 1, max: MOVES });
const deviation: fc.Arbitrary<Deviation> = fc.oneof(
  fc.record({ kind: fc.constant('grindNonce' as const), at: move, nonce: fc.integer({ min: 0, max: 200 }) }),
  fc.record({
    kind: fc.constantFrom(
      'chosenServerSeed' as const,
      'ignoreEntropy' as const,
      'swapEntropy' as const,
      'resendOtherName' as const,
      'secondSecret' as const,
    ),
    at: move,
  }),
  fc.record({ kind: fc.constantFrom('insertAs' as const, 'insertAsNewTab' as const), at: move, player: fc.constantFrom(...players) }),
  fc.record({ kind: fc.constantFrom('setupAlone' as const, 'revealOtherSecret' as const, 'rewriteSetup' as const) }),
  fc.record({ kind: fc.constantFrom('rewrite' as const, 'reorder' as const), at: fc.integer({ min: 1, max: MOVES - 1 }) }),
);

describe('a dishonest server against two honest pages', () => {
  it('is caught by some honest page whenever it changes where chance came from', () => {
    fc.assert(
      fc.property(fc.array(deviation, { minLength: 1, maxLength: 3 }), salts, (deviations, salt) => {
        const honest = playFairRoom(initial(), { salt });
        const played = playFairRoom(initial(), { salt, deviations });
        const changed =
          played.seeds.length !== honest.seeds.length ||
          played.seeds.some((seed, k) => seed !== honest.seeds[k]) ||
          played.roomSecret !== honest.roomSecret;
        fc.pre(changed);
        const results = verdicts(played);
        expect(players.some((player) => objects(results[player]))).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });

  it('passes an honest room for both pages, each vouching for its own moves and the other’s server halves', () => {
    fc.assert(
      fc.property(salts, (salt) => {
        const room = playFairRoom(initial(), { salt });
        const { alice, bob } = verdicts(room);
        expect(alice.problems).toEqual([]);
        expect(bob.problems).toEqual([]);
        expect([alice.asYouElsewhere, bob.asYouElsewhere]).toEqual([[], []]);
        // Alice opened the room: the start shuffle is hers too. Bob's check leaves it to her page.
        expect(alice.own).toBe(SCRIPT.filter(([, player]) => player === 'alice').length + 1);
        expect(bob.own).toBe(SCRIPT.filter(([, player]) => player === 'bob').length);
        expect(bob.unchecked).toEqual([{ seq: 1, why: expect.stringMatching(/start shuffle.*another page/) }]);
        expect(alice.others).toBe(SCRIPT.filter(([, player]) => player === 'bob').length);
      }),
      { numRuns: runs(20) },
    );
  });

  // Each finding on its own, named, so a failure says which rule broke.
  const cases: Array<[string, Deviation, Player, RegExp]> = [
    ['a nonce ground after seeing the page’s entropy', { kind: 'grindNonce', at: 3, nonce: 17 }, 'alice', /Op 4 .*nonce 17/],
    [
      'a server half the room secret does not give',
      { kind: 'chosenServerSeed', at: 5 },
      'bob',
      /Op 6's server seed is not the one the room's secret seed gives/,
    ],
    [
      'a resend mixed under another name',
      { kind: 'resendOtherName', at: 4 },
      'alice',
      /Op 5 is your page's move, but its server seed was derived for another tab/,
    ],
    [
      'a second room secret after a reconnect',
      { kind: 'secondSecret', at: 5 },
      'bob',
      /more than one commitment to the room's secret seed/,
    ],
    ['a start shuffle drawn alone', { kind: 'setupAlone' }, 'alice', /Op 1, the start shuffle/],
    ['a start shuffle rewritten afterwards', { kind: 'rewriteSetup' }, 'bob', /Op 1 is not the op your page received/],
    ['another secret revealed than committed', { kind: 'revealOtherSecret' }, 'bob', /revealed secret seed is not the one committed/],
    [
      'a move made up under the player’s tab',
      { kind: 'insertAs', at: 5, player: 'bob' },
      'bob',
      /Op 6 is logged as your page's move 2, which your page never sent|same tab and move number as op 6/,
    ],
    ['a record reordered afterwards', { kind: 'reorder', at: 3 }, 'bob', /Op 4 is not the op your page received/],
  ];
  it.each(cases)('fails %s', (_name, deviation, player, problem) => {
    const results = verdicts(playFairRoom(initial(), { deviations: [deviation] }));
    expect(results[player].ok).toBe(false);
    expect(results[player].problems.join('\n')).toMatch(problem);
  });

  it('names a move made up in a player’s name from a tab they never had', () => {
    const { bob } = verdicts(playFairRoom(initial(), { deviations: [{ kind: 'insertAsNewTab', at: 5, player: 'bob' }] }));
    expect(bob.asYouElsewhere).toEqual([6]);
  });
});
