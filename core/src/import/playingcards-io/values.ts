import { withoutControlCharacters } from '../../control-characters.ts';
import { NAME_MAX_LENGTH, PART_ID_PATTERN, VALUE_MAX_LENGTH } from '../../game/index.ts';

// Readers for values out of an untrusted room file: each takes `unknown` and answers something the game
// document accepts, or the fallback, so no setting of the file can make the converter throw or the
// document fail its schema.

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number (a number, or a string that is one), else undefined. */
export function finite(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A position: a finite number clamped to [min, max], else the fallback. */
export function coordinate(value: unknown, fallback: number, min: number, max: number): number {
  const n = finite(value);
  return n === undefined ? fallback : clamp(n, min, max);
}

/** A width or height: more than 0 and at most `max`; anything else (negative, NaN, absent) is the fallback. */
export function size(value: unknown, fallback: number, max: number): number {
  const n = finite(value);
  if (n === undefined || n <= 0) return Math.min(fallback, max);
  return Math.min(Math.max(n, 1), max);
}

/** Degrees turned into -360..360 (PCIO writes `r`, some files `rotation`). */
export function rotation(value: unknown): number {
  const n = finite(value);
  if (n === undefined) return 0;
  const turned = n % 360;
  return Object.is(turned, -0) ? 0 : turned;
}

/** Text without control characters; numbers become their digits; anything else is undefined. */
export function text(value: unknown, maxLength: number = VALUE_MAX_LENGTH): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return withoutControlCharacters(value, { keepLineBreaks: true }).slice(0, maxLength);
}

/** A part name: trimmed, one line, 1–80 characters, else the fallback. */
export function name(value: unknown, fallback: string): string {
  const raw = text(value, 1_000)?.replace(/\s+/g, ' ').trim() ?? '';
  const cut = raw.slice(0, NAME_MAX_LENGTH).trim();
  return cut === '' ? fallback : cut;
}

/** A colour as #rrggbb(aa) when the file gives one in that form (PCIO also writes CSS names and rgba(), kept out). */
export function hexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/.test(v)) return v.toLowerCase();
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : undefined;
}

/**
 * Part ids for one kind of part, made from the room file's own ids where they fit (so a converted game
 * still reads like the room it came from), and unique whatever the file repeats.
 */
export class IdMaker {
  private readonly used = new Set<string>();

  make(hint: string): string {
    let base = hint
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48);
    if (base === '') base = 'part';
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    if (!PART_ID_PATTERN.test(id)) throw new Error(`Made an invalid part id "${id}"`);
    this.used.add(id);
    return id;
  }
}
