import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether opening a room was refused for the plan's open-room limit (PLAN_LIMIT on maxOpenRooms). */
export function isOpenRoomLimit(error: unknown): boolean {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
  const extensions = first?.extensions as { code?: unknown; limit?: unknown } | undefined;
  return extensions?.code === 'PLAN_LIMIT' && extensions.limit === 'maxOpenRooms';
}
