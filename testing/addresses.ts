/** A random client address from the documentation range, so requests do not share per-IP limits. */
export function randomIp(): string {
  return `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
}
