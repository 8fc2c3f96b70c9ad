import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { statusOfError } from './error-page-text.ts';

/** A route's errorElement: a thrown 404 shows "Not Found", any other failure "Unexpected Error". */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const code = statusOfError(error);
  useEffect(() => {
    // Unexpected failures are bugs: keep them visible in the console for whoever is debugging.
    if (code >= 500) console.error(error);
  }, [code, error]);
  return <ErrorPage code={code} />;
}
