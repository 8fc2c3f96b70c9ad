export { createSocketService, startSocketServer, type RunningSocket } from './server.ts';
export { socketConfigSchema, type SocketConfig } from './config.ts';
export type { SocketServices } from './services.ts';
