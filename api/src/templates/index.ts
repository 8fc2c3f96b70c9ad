// The templates feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { seedSampleGamesAtStart } from './samples.ts';
export { createGameFromTemplate, playTemplate } from './service.ts';
