import type { GameRecord } from '../games/index.ts';
import type { RoomRecord } from '../rooms/index.ts';
import type { MemberRole as StoredMemberRole, PlayPermission as StoredPlayPermission } from '../policies/index.ts';
import type { PlayerRecord } from '../members/index.ts';
import type { InviteRecord } from '../invites/index.ts';
import type { InviteStatus as StoredInviteStatus } from '../invites/index.ts';
import type { ActivationKeyRecord } from '../keys/index.ts';
import type { KeyStatus } from '../keys/index.ts';

/**
 * The schema's enums whose values are stored lower-case in Postgres: each maps the schema's names to the
 * stored values. The resolver maps use them as the enums' resolvers, and the generated types take each
 * one's values as the enum's type (scripts/codegen/api.ts), so arguments and fields carry stored values.
 */
export const MemberRole = { OWNER: 'owner', EDITOR: 'editor', VIEWER: 'viewer' } as const satisfies Record<string, StoredMemberRole>;
export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];

export const PlayPermission = { ANYONE: 'anyone', USERS: 'users', PLAYERS: 'players' } as const satisfies Record<
  string,
  StoredPlayPermission
>;
export type PlayPermission = (typeof PlayPermission)[keyof typeof PlayPermission];

export const PlayerSource = { ADDED: 'added', INVITE: 'invite', KEY: 'key' } as const satisfies Record<string, PlayerRecord['source']>;
export type PlayerSource = (typeof PlayerSource)[keyof typeof PlayerSource];

export const InviteKind = { MEMBER: 'member', PLAYER: 'player' } as const satisfies Record<string, InviteRecord['kind']>;
export type InviteKind = (typeof InviteKind)[keyof typeof InviteKind];

export const InviteStatus = { VALID: 'valid', EXPIRED: 'expired', USED_UP: 'used_up', REVOKED: 'revoked' } as const satisfies Record<
  string,
  StoredInviteStatus
>;
export type InviteStatus = (typeof InviteStatus)[keyof typeof InviteStatus];

export const ActivationKeyKind = { PRO: 'pro', PLAYER: 'player' } as const satisfies Record<string, ActivationKeyRecord['kind']>;
export type ActivationKeyKind = (typeof ActivationKeyKind)[keyof typeof ActivationKeyKind];

export const ActivationKeyStatus = {
  VALID: 'valid',
  EXPIRED: 'expired',
  USED_UP: 'used_up',
  REVOKED: 'revoked',
  ALREADY_REDEEMED: 'already_redeemed',
} as const satisfies Record<string, KeyStatus>;
export type ActivationKeyStatus = (typeof ActivationKeyStatus)[keyof typeof ActivationKeyStatus];

export const Visibility = { PUBLIC: 'public', UNLISTED: 'unlisted', PRIVATE: 'private' } as const satisfies Record<
  string,
  GameRecord['visibility']
>;
export type Visibility = (typeof Visibility)[keyof typeof Visibility];

export const RoomStatus = { OPEN: 'open', CLOSED: 'closed' } as const satisfies Record<string, RoomRecord['status']>;
export type RoomStatus = (typeof RoomStatus)[keyof typeof RoomStatus];
