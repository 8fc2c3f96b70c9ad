// What every feature of the API may use, and which uses no feature: the services' and config's types, the
// shared input helpers, the user record, the cookies, the rate limits, and the mail port (docs/ARCHITECTURE.md).
export { allowedOrigins, apiConfigSchema, type ApiConfig } from './config.ts';
export { clearGuestCookie, clearSessionCookie, readGuestToken, readSessionToken, setGuestCookie, setSessionCookie } from './cookies.ts';
export { parseInput } from './input.ts';
export type { MailMessage, Mailer } from './mail.ts';
export { createRateLimits, type RateLimitRule, type RateLimits } from './rate-limits.ts';
export type { ApiClients, ApiServices } from './services.ts';
export type { UserRecord } from './user.ts';
export { isUuid } from './uuid.ts';
export { OPERATION_NAME_HEADER, claimedOperationClass, operationFitsClass, type OperationClass } from './operation-classes.ts';
