const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical uuid string (what Postgres would accept for a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
