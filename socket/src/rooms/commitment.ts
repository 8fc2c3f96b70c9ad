import { createHash } from 'node:crypto';

const SEED = /^[0-9a-f]{64}$/;

/**
 * The commitment logged with an op: SHA-256 (hex) of its seed's 32 bytes, as the engine's seedCommitment
 * computes it, so anyone can check a revealed seed against it. '' for an op the server gave no seed.
 */
export function commitmentOf(op: unknown): string {
  const seed = (op as { seed?: unknown } | null)?.seed;
  if (typeof seed !== 'string' || seed === '') return '';
  const bytes = SEED.test(seed) ? Buffer.from(seed, 'hex') : createHash('sha256').update(`tablecraft/seed/${seed}`).digest();
  return createHash('sha256').update(bytes).digest('hex');
}
