/**
 * Activation keys: redeeming one, and what a plan allows (which the account's plan page shows). Other
 * folders use keys only through this file (docs/ARCHITECTURE.md, "The web's folders").
 */
export { activateKeyPath, activeProUntil, limitText, usageRows, type PlanLimits, type Usage } from './plan-usage.ts';
