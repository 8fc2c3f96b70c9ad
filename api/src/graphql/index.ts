// The graphql feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createMultipartSubscriptions } from './multipart-subscriptions.ts';
export { createGraphQLMiddleware } from './server.ts';
export { createGraphQLSubscriptions } from './subscriptions.ts';
