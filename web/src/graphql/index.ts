export { createApolloClient, GRAPHQL_PATH, type CreateApolloClientOptions } from './client.ts';
export {
  errorCode,
  errorMessage,
  graphQLErrorMessage,
  MISSING_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PARSE_ERROR_MESSAGE,
  statusErrorMessage,
  malformedResponseMessage,
} from './errors.ts';
export { CACHE_SIZES } from './cache-sizes.ts';
