import { createRequire } from 'node:module';

/**
 * graphql as Node resolves it, i.e. the very copy graphql-ws and @graphql-tools load. graphql ships
 * both CommonJS and ESM builds and refuses objects from "another realm"; a bundler or test runner may
 * hand our own `import 'graphql'` the other build, so the subscription server takes its functions
 * from here to stay in one realm with the schema it executes.
 */
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof import('graphql');
