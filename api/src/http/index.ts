// The http feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createExpressApp } from './app.ts';
export { apiRoute, timeGraphQLOperations } from './metrics.ts';
export { type PaceRule } from './pacer.ts';
export { createPacers, PACE_RULES, type PaceRuleName, type PaceRules } from './pacing.ts';
