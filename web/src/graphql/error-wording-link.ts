import { ApolloLink } from '@apollo/client';
import { catchError, map, throwError } from 'rxjs';
import { normalizeLinkError, ResponseStatusError } from './errors.ts';

/** Rewrites transport errors into the spec's wording before any component sees them. */
export const errorWordingLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(catchError((error: unknown) => throwError(() => normalizeLinkError(error, operation.operationName)))),
);

/**
 * Spec section 8: an HTTP status of 300 or above is a failure told by its status, whatever the body. Apollo
 * already does that for an application/json answer; an application/graphql-response+json one it reads as a
 * GraphQL result, which would show the server's own wording. Sits right above the HTTP link, whose
 * `response` it reads, so the retry link sees the failure too.
 */
export const responseStatusLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const response = (operation.getContext() as { response?: Response }).response;
      if (response && response.status >= 300) throw new ResponseStatusError(response, result);
      return result;
    }),
  ),
);
