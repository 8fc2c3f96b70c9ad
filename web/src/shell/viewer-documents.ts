import { graphql } from '../graphql/generated/index.ts';
import type { AppHeaderQueryQuery } from '../graphql/generated/graphql.ts';

/** The logged-in user as the header shows them; null for visitors. */
export type HeaderViewer = NonNullable<AppHeaderQueryQuery['viewer']>;

/** The header's viewer query (spec section 7). Logging in or out resets the store, which refetches it. */
export const APP_HEADER_QUERY = graphql(`
  query AppHeaderQuery {
    viewer {
      ...UserCardFields
    }
  }
`);

/** Ends the current session (clears the session cookie). */
export const LOG_OUT = graphql(`
  mutation LogOut {
    logOut
  }
`);
