import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyOp, opSchema, ROOM_OP_VERSION, seedCommitment } from '@tablecraft/core/play';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { pieceIdOf, testRoom } from '../test-room.ts';
import { ROOM_FAIRNESS, type LoggedOp } from './documents.ts';
import { FairnessPage } from './FairnessPage.tsx';

afterEach(cleanup);

/** A closed room's record: a shuffle and a roll, each with its seed and the commitment sent at the time. */
function record(tamper = false) {
  const initialState = testRoom();
  let state = initialState;
  const inputs = [
    { type: 'shuffle', pileId: pieceIdOf(state, 'deck') },
    { type: 'roll', pieceId: pieceIdOf(state, 'die') },
  ];
  const ops: LoggedOp[] = inputs.map((input, index) => {
    const op = opSchema.parse({ ...input, seed: String(index + 1).padStart(64, '0') });
    const actor = { userId: 'alice', seatId: 'north' };
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
    const commitment = seedCommitment(tamper && index === 1 ? 'f'.repeat(64) : op.seed!);
    return { seq: index + 1, opVersion: ROOM_OP_VERSION, payload: { op, actor }, commitment };
  });
  return {
    __typename: 'RoomFairness',
    initialState,
    roomSecret: 'c'.repeat(64),
    ops: ops.map((op) => ({ __typename: 'RoomLoggedOp', ...op })),
  };
}

function mock(fairness: ReturnType<typeof record> | null): MockLink.MockedResponse {
  const room = {
    __typename: 'Room',
    id: 'r1',
    code: 'abc123',
    status: fairness ? 'CLOSED' : 'OPEN',
    game: { __typename: 'Game', id: 'g1', title: 'Cards', gameName: 'cards', owner: { __typename: 'User', id: 'u1', userName: 'ada' } },
    fairness,
  };
  return { request: { query: ROOM_FAIRNESS, variables: { code: 'abc123' } }, result: { data: { room } } };
}

async function open(response: MockLink.MockedResponse) {
  const router = createMemoryRouter([{ path: '/:userHandle/:gameName/play/:roomCode/fairness', element: <FairnessPage /> }], {
    initialEntries: ['/@ada/cards/play/abc123/fairness'],
  });
  return render(
    <MockedProvider mocks={[response]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('the fairness page of a room', () => {
  it('verifies a closed room whose every seed matches its commitment', async () => {
    const { container } = await open(mock(record()));
    await waitFor(() =>
      expect(container.textContent).toContain('Verified: 2 moves, every shuffle and roll matches the fingerprint sent when it happened'),
    );
    // Seeds drawn without a page's randomness are verified, and said to rest on the server alone.
    expect(container.textContent).toContain('What this check cannot vouch for:');
    expect(container.textContent).toMatch(/Move 1: a move sent without entropy/);
    expect(document.title).toBe('Tablecraft | Fairness of room abc123');
  });

  it('says which move does not match what the players were sent', async () => {
    const { container } = await open(mock(record(true)));
    await waitFor(() => expect(container.querySelector('[role=alert] h2')?.textContent).toBe('Verification failed'));
    expect(container.textContent).toMatch(/Op 2's seed does not match/);
  });

  it('asks to come back once the room’s game has ended', async () => {
    const { container } = await open(mock(null));
    await waitFor(() => expect(container.textContent).toContain('This room’s game has not ended'));
  });
});
