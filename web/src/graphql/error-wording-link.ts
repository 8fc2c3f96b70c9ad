import { ApolloLink } from '@apollo/client';
import { catchError, throwError } from 'rxjs';
import { normalizeLinkError } from './errors.ts';

/** Rewrites transport errors into the spec's wording before any component sees them. */
export const errorWordingLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(catchError((error: unknown) => throwError(() => normalizeLinkError(error, operation.operationName)))),
);
