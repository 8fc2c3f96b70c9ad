// What the embedded launcher and tests use to run the API in-process.
export { startApi, type RunningApi } from './server.ts';
export { apiConfigSchema, type ApiConfig } from './common/index.ts';
export { createApiServices, type ApiServices, type ApiClients } from './services.ts';
