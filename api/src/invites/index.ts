// The invites feature's public face: what other folders of the API may use (docs/ARCHITECTURE.md).
export { type InviteStatus, inviteStatus } from './codes.ts';
export { acceptInvite, createInvite, invitesOf, inviteUrl, previewInvite, revokeInvite } from './service.ts';
export { type InviteRecord } from './store.ts';
