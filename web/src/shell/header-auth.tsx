import { useQuery } from '@apollo/client/react';
import { ButtonLink } from './button.tsx';
import { UserMenu } from './user-menu.tsx';
import { APP_HEADER_QUERY } from './viewer-documents.ts';

/**
 * The header's authentication corner (spec section 4): nothing while the viewer query loads, so a
 * logged-in user never sees Log In flash by; Log In and Sign Up for visitors; the user menu otherwise.
 */
export function HeaderAuth() {
  const { data, loading } = useQuery(APP_HEADER_QUERY);
  if (loading && !data) return null;
  // A failed query leaves no viewer: offering Log In is the useful fallback.
  const viewer = data?.viewer ?? null;
  if (viewer) return <UserMenu viewer={viewer} />;
  return (
    <div className="header-auth">
      <ButtonLink to="/log-in" variant="outlined" size="small">
        Log In
      </ButtonLink>
      <ButtonLink to="/sign-up" size="small">
        Sign Up
      </ButtonLink>
    </div>
  );
}
