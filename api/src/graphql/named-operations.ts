import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { OPERATION_NAME_HEADER, claimedOperationClass, operationFitsClass } from '../common/index.ts';
import type { RequestContext } from './context.ts';

export const NAMED_ANOTHER_OPERATION = `The operation sent is not the one named in ${OPERATION_NAME_HEADER}; send the name of the operation, or none.`;

/**
 * A request that named a log-in, sign-up, reset or guest-door operation in x-apollo-operation-name waited in
 * that class's pace, before its body was read (http/pacing.ts). Once the document is parsed, it must be such
 * an operation: anything else is refused (400 BAD_REQUEST) before it runs, so a cheap query that claims to
 * be a log-in has spent a turn of its own network's share of the log-in's pace and gained nothing.
 */
export function namedOperationGuard(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          const claimed = claimedOperationClass(contextValue.req);
          if (claimed && !operationFitsClass(claimed, operation)) {
            throw new GraphQLError(NAMED_ANOTHER_OPERATION, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
