import { useOutletContext } from 'react-router';
import type { ViewerAccountData } from '../documents.ts';

export type AccountViewer = NonNullable<ViewerAccountData['viewer']>;

/** The viewer, as loaded by the account layout. */
export function useAccountViewer(): AccountViewer {
  return useOutletContext<AccountViewer>();
}
