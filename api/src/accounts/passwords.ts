import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from '@tablecraft/core/errors';

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash, OWASP's recommended floor.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** How much password hashing may run and wait at once, in the whole process and per client address. */
export interface PasswordWorkLimits {
  /** Hashes running at once; each holds a libuv thread and a core for a few hundred ms. */
  slots: number;
  /** Hashes waiting for a slot; past this a request is refused at once instead of queueing. */
  maxWaiting: number;
  /** Hashes one client address may have running or waiting. */
  perKey: number;
}

// One core is left to the event loop (the API, the socket and the worker share it in the embedded default).
const SLOTS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const PASSWORD_WORK_LIMITS: PasswordWorkLimits = { slots: SLOTS, maxWaiting: Math.max(8, 4 * SLOTS), perKey: 2 };

const BUSY = 'The server is busy checking other passwords; try again in a few seconds.';

/**
 * A semaphore around scrypt with a bounded queue and a per-address share: however many requests reach a
 * password check at once, at most `slots` hashes run, a log-in waits behind at most `maxWaiting` others,
 * and one address cannot take more than `perKey` of those places. Whatever does not fit is refused at once
 * as RATE_LIMITED rather than left to pile up.
 */
class PasswordWorkGate {
  private running = 0;
  private peak = 0;
  private hashes = 0;
  private checks = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly byKey = new Map<string, number>();
  constructor(private readonly limits: PasswordWorkLimits) {}

  async run<T>(key: string | undefined, work: () => Promise<T>, kind: 'hash' | 'check' = 'hash'): Promise<T> {
    const held = key === undefined ? 0 : (this.byKey.get(key) ?? 0);
    if (held >= this.limits.perKey || (this.running >= this.limits.slots && this.waiting.length >= this.limits.maxWaiting)) {
      throw new AppError('RATE_LIMITED', BUSY, undefined, { retryAfterSeconds: 5 });
    }
    if (key !== undefined) this.byKey.set(key, held + 1);
    try {
      // A finished hash hands its slot straight to the first waiter, so `running` never overshoots.
      if (this.running >= this.limits.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      this.peak = Math.max(this.peak, this.running);
      if (kind === 'hash') this.hashes += 1;
      else this.checks += 1;
      try {
        return await work();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      if (key !== undefined) {
        const left = (this.byKey.get(key) ?? 1) - 1;
        if (left > 0) this.byKey.set(key, left);
        else this.byKey.delete(key);
      }
    }
  }

  stats() {
    return {
      ...this.limits,
      running: this.running,
      waiting: this.waiting.length,
      peakRunning: this.peak,
      hashes: this.hashes,
      checks: this.checks,
    };
  }
}

const gate = new PasswordWorkGate(PASSWORD_WORK_LIMITS);

/**
 * What the password gate is doing, and has done since start: hashes and strength checks run, and the most
 * that ran at once.
 */
export function passwordWorkStats() {
  return gate.stats();
}

/**
 * Runs work in one of the password gate's places, as a hash would (RATE_LIMITED when it is full): counted
 * as a hash, or as a strength check (`kind`).
 */
export function runPasswordWork<T>(client: string | undefined, work: () => Promise<T>, kind: 'hash' | 'check' = 'hash'): Promise<T> {
  return gate.run(client, work, kind);
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions, key: string | undefined) =>
  gate.run(
    key,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, derived) => (error ? reject(error) : resolve(derived))),
      ),
  );

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` so parameters can be raised later without breaking old hashes.
 * `client` (the caller's address) takes its share of the password gate; RATE_LIMITED when the gate is full.
 */
export async function hashPassword(password: string, client?: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY }, client);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time, through the password gate like hashPassword. */
export async function verifyPassword(password: string, stored: string, client?: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY },
    client,
  );
  return timingSafeEqual(actual, expected);
}

// A real hash of a random password: checking against it costs the same as checking a real user's,
// so "unknown user" and "wrong password" take the same time.
let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real verification, for unknown accounts. */
export async function verifyAgainstDummy(password: string, client?: string): Promise<false> {
  // Made through the gate like any hash; a refusal is not kept, so the next check makes it again.
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash, client);
  return false;
}
