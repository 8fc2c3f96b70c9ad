/**
 * The op format this instance logs (room_ops.op_version), and how an op logged in an earlier format is
 * read: ops are logged as the engine parses them today, so the current format passes through unchanged.
 */
export const LOGGED_OP_VERSION = 1;

export function upgradeLoggedOp(raw: unknown, version: number): unknown {
  if (version > LOGGED_OP_VERSION) throw new Error(`an op logged in format ${version}, newer than this instance's ${LOGGED_OP_VERSION}`);
  return raw;
}
