import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_POSTGRES_PORT, TEST_EMBEDDED_POSTGRES_PORT, embeddedPostgresPort, ephemeralPortRange } from './embedded-postgres.ts';

// Ports the kernel hands to outgoing connections: a server port inside them is sometimes already taken.
const LINUX_DEFAULT = { low: 32768, high: 60999 };
const IANA = { low: 49152, high: 65535 }; // Windows, macOS and the BSDs
const inRange = (port: number, range: { low: number; high: number }) => port >= range.low && port <= range.high;

describe('the embedded Postgres port', () => {
  const defaults = [EMBEDDED_POSTGRES_PORT, TEST_EMBEDDED_POSTGRES_PORT];

  it('is outside every system default ephemeral range, and the two defaults differ', () => {
    for (const port of defaults) {
      expect(inRange(port, LINUX_DEFAULT), `${port} in Linux's ${LINUX_DEFAULT.low}–${LINUX_DEFAULT.high}`).toBe(false);
      expect(inRange(port, IANA), `${port} in ${IANA.low}–${IANA.high}`).toBe(false);
      expect(port).not.toBe(5432); // a Postgres installed on the machine
    }
    expect(EMBEDDED_POSTGRES_PORT).not.toBe(TEST_EMBEDDED_POSTGRES_PORT);
  });

  it("is outside this machine's ephemeral range", () => {
    const range = ephemeralPortRange();
    if (!range) return; // no /proc here
    for (const port of defaults) expect(inRange(port, range), `${port} in ${range.low}–${range.high}`).toBe(false);
  });

  it('reads the kernel range, and no range where there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tablecraft-ports-'));
    try {
      writeFileSync(join(dir, 'range'), '32768\t60999\n');
      expect(ephemeralPortRange(join(dir, 'range'))).toEqual({ low: 32768, high: 60999 });
      expect(ephemeralPortRange(join(dir, 'missing'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is EMBEDDED_POSTGRES_PORT when set, and refuses what is not a port', () => {
    expect(embeddedPostgresPort({})).toBe(EMBEDDED_POSTGRES_PORT);
    expect(embeddedPostgresPort({ EMBEDDED_POSTGRES_PORT: '' })).toBe(EMBEDDED_POSTGRES_PORT);
    expect(embeddedPostgresPort({ EMBEDDED_POSTGRES_PORT: '15432' })).toBe(15432);
    expect(() => embeddedPostgresPort({ EMBEDDED_POSTGRES_PORT: 'five' })).toThrow(/EMBEDDED_POSTGRES_PORT/);
    expect(() => embeddedPostgresPort({ EMBEDDED_POSTGRES_PORT: '70000' })).toThrow(/EMBEDDED_POSTGRES_PORT/);
  });
});
