/** The userName in an "@name" path segment, or null when the segment is not one. Shared with the web server. */
export function parseUserHandle(segment: string | undefined): string | null {
  return segment && segment.length > 1 && segment.startsWith('@') ? segment.slice(1) : null;
}
