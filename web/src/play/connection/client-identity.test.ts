import { beforeEach, describe, expect, it } from 'vitest';
import { ClientIdentity, forgetIdentitiesForTests, newClientId, type IdentityEnvironment } from './client-identity.ts';

let counter = 0;

/** A tab's sessionStorage, which survives its reloads. */
function tabStorage(): IdentityEnvironment & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    randomBytes: (length) => Uint8Array.from({ length }, () => (counter += 7) & 255),
  };
}

/** A reload: the page went away properly (pagehide) and a new page of the same tab starts. */
function reload(identity: ClientIdentity) {
  identity.release();
  forgetIdentitiesForTests();
}

describe('a tab’s identity in a room', () => {
  beforeEach(() => forgetIdentitiesForTests());

  it('is a random id of 16 to 64 characters the server accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newClientId()).not.toBe(id);
  });

  it('keeps its id and numbering across a reload, so an op number is never used twice', () => {
    const tab = tabStorage();
    const first = ClientIdentity.forRoom('abc', tab, 'page-1');
    expect([first.nextClientSeq(), first.nextClientSeq()]).toEqual([1, 2]);
    reload(first);
    const second = ClientIdentity.forRoom('abc', tab, 'page-2');
    expect(second.clientId).toBe(first.clientId);
    expect(second.nextClientSeq()).toBe(3);
  });

  it('keeps unanswered ops for the next page of the tab to send again', () => {
    const tab = tabStorage();
    const first = ClientIdentity.forRoom('abc', tab, 'page-1');
    const seq = first.nextClientSeq();
    first.savePending([{ clientSeq: seq, op: { type: 'roll', pieceId: 'die' } }]);
    reload(first);
    expect(ClientIdentity.forRoom('abc', tab, 'page-2').pending()).toEqual([{ clientSeq: 1, op: { type: 'roll', pieceId: 'die' } }]);
  });

  it('has one id per room', () => {
    const tab = tabStorage();
    expect(ClientIdentity.forRoom('abc', tab, 'page-1').clientId).not.toBe(ClientIdentity.forRoom('xyz', tab, 'page-1').clientId);
  });

  it('is shared by everything in one page (the early socket and the room page)', () => {
    const tab = tabStorage();
    const early = ClientIdentity.forRoom('abc', tab, 'page-1');
    const page = ClientIdentity.forRoom('abc', tab, 'page-1');
    expect(page.clientId).toBe(early.clientId);
    early.nextClientSeq();
    expect(page.nextClientSeq()).toBe(2);
  });

  it('takes a new id, without the copied ops, in a duplicated tab while the first is still open', () => {
    const original = tabStorage();
    const first = ClientIdentity.forRoom('abc', original, 'page-1');
    first.savePending([{ clientSeq: first.nextClientSeq(), op: { type: 'roll', pieceId: 'die' } }]);
    // Duplicating a tab copies its sessionStorage, marks included.
    const copy = tabStorage();
    for (const [key, value] of original.items) copy.items.set(key, value);
    forgetIdentitiesForTests();
    const duplicate = ClientIdentity.forRoom('abc', copy, 'page-2');
    expect(duplicate.clientId).not.toBe(first.clientId);
    expect(duplicate.pending()).toEqual([]);
    expect(duplicate.nextClientSeq()).toBe(1);
  });

  it('starts afresh from a damaged record', () => {
    const tab = tabStorage();
    tab.items.set('tablecraft:room:abc', '{"clientId":"short","lastClientSeq":-1}');
    const identity = ClientIdentity.forRoom('abc', tab, 'page-1');
    expect(identity.clientId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(identity.nextClientSeq()).toBe(1);
  });

  it('works without sessionStorage, for the life of the page', () => {
    const identity = ClientIdentity.forRoom('abc', { storage: null, randomBytes: (n) => new Uint8Array(n).fill(1) }, 'page-1');
    expect(identity.nextClientSeq()).toBe(1);
    expect(ClientIdentity.forRoom('abc', { storage: null, randomBytes: (n) => new Uint8Array(n) }, 'page-1').nextClientSeq()).toBe(2);
  });
});
