import { useOutletContext } from 'react-router';
import type { ViewerAccountQuery } from '../../graphql/generated/graphql.ts';

export type AccountViewer = NonNullable<ViewerAccountQuery['viewer']>;

/** The viewer, as loaded by the account layout. */
export function useAccountViewer(): AccountViewer {
  return useOutletContext<AccountViewer>();
}
