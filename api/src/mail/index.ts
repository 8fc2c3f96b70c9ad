// The mail feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { createMailer } from './mailer.ts';
