import { gql, type TypedDocumentNode } from '@apollo/client';

/** The logged-in user as the header shows them; null for visitors. */
export interface HeaderViewer {
  id: string;
  image: string;
  name: string;
  userName: string;
}

export interface AppHeaderQueryData {
  viewer: HeaderViewer | null;
}

/** The header's viewer query (spec section 7). Logging in or out resets the store, which refetches it. */
export const APP_HEADER_QUERY: TypedDocumentNode<AppHeaderQueryData, Record<string, never>> = gql`
  query AppHeaderQuery {
    viewer {
      id
      image
      name
      userName
    }
  }
`;

/** Ends the current session (clears the session cookie). */
export const LOG_OUT: TypedDocumentNode<{ logOut: boolean }, Record<string, never>> = gql`
  mutation LogOut {
    logOut
  }
`;
