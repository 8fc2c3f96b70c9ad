import { Visibility } from '../enums.ts';
import { RoomStatus } from '../enums.ts';
import { MemberRole } from '../enums.ts';
import { PlayPermission } from '../enums.ts';
import { PlayerSource } from '../enums.ts';
import { InviteKind } from '../enums.ts';
import { InviteStatus } from '../enums.ts';
import { ActivationKeyKind } from '../enums.ts';
import { ActivationKeyStatus } from '../enums.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  UserRecord,
  PlanLimits,
  GameParent,
  RevisionRecord,
  RoomRecord,
  MemberRecord,
  PlayerRecord,
  InviteRecord,
  TableSaveRecord,
  PresentedAsset,
} from '../parents.ts';
import type { RequestContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An ISO-8601 timestamp. */
  DateTime: { input: Date; output: Date | string };
  /** A JSON value: game documents and parts, validated by the game document schema. */
  JSON: { input: unknown; output: unknown };
};

export type AcceptedInvite = {
  __typename?: 'AcceptedInvite';
  game: Game;
  kind: InviteKind;
  role?: Maybe<MemberRole>;
};

/** What only the account's owner sees. */
export type Account = {
  __typename?: 'Account';
  email: Scalars['String']['output'];
  plan: Plan;
  /** When a key-granted Pro plan ends; null otherwise. */
  proUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Usage against each limit of the plan, for the plan page. */
  usage: PlanUsage;
};

export { ActivationKeyKind };

/** What /activate-key/{code} shows before redeeming. */
export type ActivationKeyPreview = {
  __typename?: 'ActivationKeyPreview';
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The game a PLAYER key opens. */
  game?: Maybe<GameSummary>;
  kind: ActivationKeyKind;
  /** Days of Pro a PRO key grants. */
  proDays?: Maybe<Scalars['Int']['output']>;
  status: ActivationKeyStatus;
};

export { ActivationKeyStatus };

/** An uploaded image. Paths are relative to the API's origin and need the viewer's cookie. */
export type Asset = {
  __typename?: 'Asset';
  byteSize: Scalars['Float']['output'];
  columns?: Maybe<Scalars['Int']['output']>;
  /** Type sniffed from the uploaded bytes, e.g. image/png. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why the pipeline failed, in words for the owner; null unless failed. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** Frames of a sheet in reading order (index = row × columns + column). */
  frames: Array<AssetFrame>;
  gameId?: Maybe<Scalars['ID']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  originalPath: Scalars['String']['output'];
  pipeline: AssetPipeline;
  renditions: Array<AssetRendition>;
  /** Rows and columns a sheet is cut into; null for other pipelines. */
  rows?: Maybe<Scalars['Int']['output']>;
  status: AssetStatus;
  /** The square grid thumbnail; null until ready. */
  thumbnailPath?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type AssetFrame = {
  __typename?: 'AssetFrame';
  column: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  index: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  row: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

/** What the pipeline makes of an upload: image (renditions), avatar (square crops) or sheet (cut into frames). */
export type AssetPipeline = 'avatar' | 'image' | 'sheet';

export type AssetRendition = {
  __typename?: 'AssetRendition';
  byteSize: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** thumb, 256, 1024, 2048 (image and sheet); thumb, 512, 128 (avatar). */
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** Where an upload is in the pipeline. Same words as the /upload answer. */
export type AssetStatus = 'failed' | 'pending' | 'ready';

export type CreateGameFromTemplateInput = {
  /** The template's summary when omitted. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** URL slug; when omitted, made from the title (with -2, -3… when the author already has one). */
  gameName?: InputMaybe<Scalars['String']['input']>;
  /** Publish the new game's first revision at once, so a room of it can be opened for anyone who may play (Play now). */
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  templateId: Scalars['ID']['input'];
  /** The new game's title; the template's when omitted. */
  title?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
};

export type CreateGameInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** URL slug; suggested from the title when omitted. */
  gameName?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  visibility?: InputMaybe<Visibility>;
};

export type CreateInviteInput = {
  /** Mail the link to this address too. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Days until it expires; 7 by default, at most 90. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  kind: InviteKind;
  /** How many people may use it; 1 by default. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** Required for a member invite. */
  role?: InputMaybe<MemberRole>;
};

/** A CSV column to add as a field of the component while importing its variants. */
export type CsvNewFieldInput = {
  /** The column's header, which becomes the field's name. */
  name: Scalars['String']['input'];
  type: FieldType;
};

/** The table as it was a delay ago, every hand and pile order shown: what a watcher of every hand is sent. */
export type DelayedTable = {
  __typename?: 'DelayedTable';
  /** The op it follows (0: the room as it opened). */
  seq: Scalars['Int']['output'];
  view: Scalars['JSON']['output'];
};

export type EveryHandDelay = {
  __typename?: 'EveryHandDelay';
  delayMoves: Scalars['Int']['output'];
  delaySeconds: Scalars['Int']['output'];
};

/** What a field holds: text, a number, or an image (an asset of the game). */
export type FieldType = 'image' | 'number' | 'text';

/** Exactly what one seat sees, now: what a follower of that seat is sent. */
export type FollowedTable = {
  __typename?: 'FollowedTable';
  seq: Scalars['Int']['output'];
  view: Scalars['JSON']['output'];
};

export type Game = {
  __typename?: 'Game';
  allowSpectators: Scalars['Boolean']['output'];
  /** Where the game lives now, e.g. /@ada/chess. */
  canonicalPath: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  gameName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Invites, newest first; empty unless the viewer owns the game. */
  invites: Array<Invite>;
  /** The newest published revision, if any. */
  latestPublished?: Maybe<Revision>;
  /** Members, the owner first; empty unless the viewer is a member. */
  members: Array<GameMember>;
  owner: User;
  page: GamePageContent;
  playPermission: PlayPermission;
  /** Listed players; empty unless the viewer owns the game. */
  players: Array<GamePlayer>;
  /** Set when the game was found at an old address (renamed or handed over): replace the URL with this. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** A revision by name: draft (members only), v1, v2… */
  revision?: Maybe<Revision>;
  /** Every revision: the draft first (members only), then published ones, newest first. */
  revisions: Array<Revision>;
  /** Robots setting for the game page: index for public games, noindex otherwise. */
  robots: Scalars['String']['output'];
  /** Saved tables, newest first: for those who may edit the game; empty for everyone else. */
  tableSaves: Array<TableSave>;
  thumbnail?: Maybe<GameImage>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  viewerCan: GameCapabilities;
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Open rooms of this game the viewer hosts or has played in and may join now, most recently active first. */
  viewerOpenRooms: Array<Room>;
  /** The viewer's role, or null when they are not a member. */
  viewerRole?: Maybe<MemberRole>;
  visibility: Visibility;
};

export type GameRevisionArgs = {
  name: Scalars['String']['input'];
};

/** What the viewer may do with a game. */
export type GameCapabilities = {
  __typename?: 'GameCapabilities';
  delete: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  /** Settings, members, players, invites. */
  manage: Scalars['Boolean']['output'];
  play: Scalars['Boolean']['output'];
  publish: Scalars['Boolean']['output'];
  view: Scalars['Boolean']['output'];
  /** Open the editor (read-only unless edit is true too). */
  viewDraft: Scalars['Boolean']['output'];
  /** Watch rooms as a spectator. */
  watch: Scalars['Boolean']['output'];
};

/** An image of a game: an asset uploaded to it. */
export type GameImage = {
  __typename?: 'GameImage';
  assetId: Scalars['ID']['output'];
  /** A web-sized rendition; the asset's other files are under /files/assets/{assetId}/. */
  path: Scalars['String']['output'];
  thumbnailPath: Scalars['String']['output'];
};

/** Someone who works on a game: its owner, an editor (edits drafts, publishes) or a viewer (opens the editor read-only). */
export type GameMember = {
  __typename?: 'GameMember';
  role: MemberRole;
  since: Scalars['DateTime']['output'];
  user: User;
};

export type GameOrder = 'NEWEST' | 'TITLE';

export type GamePage = {
  __typename?: 'GamePage';
  games: Array<Game>;
  total: Scalars['Int']['output'];
};

/** The public game page's content. */
export type GamePageContent = {
  __typename?: 'GamePageContent';
  images: Array<GameImage>;
  maxPlayers?: Maybe<Scalars['Int']['output']>;
  minPlayers?: Maybe<Scalars['Int']['output']>;
  /** Markdown. */
  overview: Scalars['String']['output'];
  /** Typical play time in minutes. */
  playMinutes?: Maybe<Scalars['Int']['output']>;
};

/** Someone allowed to play a game that is private or open to listed players only. */
export type GamePlayer = {
  __typename?: 'GamePlayer';
  since: Scalars['DateTime']['output'];
  source: PlayerSource;
  user: User;
};

/** What an invite or key page may show about a game before the viewer has access to it. */
export type GameSummary = {
  __typename?: 'GameSummary';
  gameName: Scalars['String']['output'];
  ownerName: Scalars['String']['output'];
  ownerUserName: Scalars['String']['output'];
  /** /@{ownerUserName}/{gameName} */
  path: Scalars['String']['output'];
  thumbnailPath?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A game to start from on /create: a complete game with its own art. */
export type GameTemplate = {
  __typename?: 'GameTemplate';
  id: Scalars['ID']['output'];
  /** Whether a room of it is worth opening at once (Play now). */
  playable: Scalars['Boolean']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Someone seated without an account, in this browser: for the rooms they joined, and nothing else. */
export type Guest = {
  __typename?: 'Guest';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An invite as its game's owner sees it. */
export type Invite = {
  __typename?: 'Invite';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Where it was mailed, if it was. */
  email?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: InviteKind;
  maxUses: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Editor or viewer for a member invite; null for a player invite. */
  role?: Maybe<MemberRole>;
  status: InviteStatus;
  /** The link to share: /accept-invite/{code} on the web app. */
  url: Scalars['String']['output'];
  useCount: Scalars['Int']['output'];
};

export { InviteKind };

/** What /accept-invite/{code} shows. */
export type InvitePreview = {
  __typename?: 'InvitePreview';
  code: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  game: GameSummary;
  kind: InviteKind;
  role?: Maybe<MemberRole>;
  status: InviteStatus;
  viewerIsPlayer: Scalars['Boolean']['output'];
  /** The viewer's role in the game now (null when not a member). */
  viewerRole?: Maybe<MemberRole>;
};

export { InviteStatus };

export type LogInInput = {
  /** Email address or userName. */
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export { MemberRole };

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invite for the logged-in viewer. */
  acceptInvite: AcceptedInvite;
  /** Uses a room's invite link: lets the viewer (or guest) play in this room only; tells a visitor whose game it is. */
  acceptRoomInvite: RoomInviteAnswer;
  /** Adds a part to the draft. input is the part without its id (one is made). */
  addPart: PartEdit;
  /** Lists a player by userName. */
  addPlayer: GamePlayer;
  /** Lets someone removed from a room join it again. */
  allowBackInRoom: Room;
  /** A seated player lets watchers follow their seat, or takes it back. */
  allowRoomFollow: Room;
  /** A seated player agrees to watchers seeing every hand, or refuses, which turns it off. */
  answerRoomEveryHand: Room;
  /** Asks to change the e-mail address: a link goes to the new one (nothing changes until it is opened), a notice to the current one. */
  changeEmail: User;
  /** Makes a member an editor or a viewer (owner only). */
  changeMemberRole: GameMember;
  /** Changes the password and ends every other session. */
  changePassword: User;
  /** Closes a room for now: everyone in it is told at once (a line of its log names who closed it), its secrets are kept, and it may be reopened. Its host or its game's owner. */
  closeRoom: Room;
  /** Finishes a sign-up from the mailed link's token and the password chosen when signing up (once, within 24 hours): creates the account and logs it in (sets the session cookie). A wrong password is a field error on password, leaves the link usable and counts towards the log-in throttle. */
  completeSignUp: User;
  /** Switches to the new address from the mailed link's token. */
  confirmEmailChange: Scalars['Boolean']['output'];
  /** Makes the draft a copy of the given revision. */
  createDraftFromRevision: Revision;
  createGame: Game;
  /** Creates a game from a template: its document as the draft and its art as the game's own assets. */
  createGameFromTemplate: Game;
  createInvite: Invite;
  /** Opens a room on the newest published revision, or on revisionName (draft = a test play, for editors). */
  createRoom: Room;
  /** Opens a new room on a saved table with every seat free: the game's editors, or whoever saved it. The table goes to the room server-side. */
  createRoomFromSave: Room;
  /** Deletes the account, its sessions, games and rooms. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one of the viewer's assets with all its files. */
  deleteAsset: Scalars['Boolean']['output'];
  /** Deletes the game with its rooms, revisions and assets; confirmGameName, when given, must be its name. */
  deleteGame: Scalars['Boolean']['output'];
  /** Deletes a part; refused, saying why, while other parts use it. */
  deletePart: Revision;
  /** Deletes a published revision; refused while rooms play it. */
  deleteRevision: Scalars['Boolean']['output'];
  /** Deletes a saved table: the game's editors, or whoever saved it. */
  deleteTableSave: Scalars['Boolean']['output'];
  /** Logs out every session but this one; answers how many ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends a room's game and reveals its record (seeds, initial state) to its players and the game's members: final, the room never reopens. Its host alone, never the game's owner in a room they do not host; a line of its log names who ended it. */
  endRoom: Room;
  /** Logs out one of the viewer's sessions (another device, or this one). */
  endSession: Scalars['Boolean']['output'];
  /**
   * Replaces a component's variants from CSV; nothing is imported when any row is wrong. Columns that
   * are not fields of the component are refused unless newFields names them: then they are added as
   * fields of those types in the same save.
   */
  importVariantsCsv: Revision;
  /** Sits the browser's person at a room as a guest with a name (one guest per browser): where anyone may play, or with the room's invite. */
  joinRoomAsGuest: Room;
  /** Logs in and sets the session cookie. */
  logIn: User;
  /** Ends this session. */
  logOut: Scalars['Boolean']['output'];
  /** Always true; the root for modules to extend. */
  ok: Scalars['Boolean']['output'];
  /** The viewer's game to play a template at once: the one made the last time, or a new unlisted game with v1 published. */
  playTemplate: Game;
  /** Freezes the draft as the next published revision. */
  publishRevision: Revision;
  /** Redeems a key for the logged-in viewer. */
  redeemActivationKey: RedeemedKey;
  /** Removes someone from a room: their connections close, their seat is freed, and they cannot come back until let back in. */
  removeFromRoom: Room;
  /** Removes a member (owner), or leaves the game (the member themselves; not the owner). */
  removeMember: Scalars['Boolean']['output'];
  removePlayer: Scalars['Boolean']['output'];
  /** Makes a new invite link: the old one admits nobody new; those it let in stay. */
  renewRoomInvite: Room;
  /** Reopens a room closed for now, never one whose game ended; counts against the host's open-room limit. Its host or its game's owner. */
  reopenRoom: Room;
  /** Puts parts of one kind in the given order. */
  reorderParts: Revision;
  /** Mails a reset link when the email has an account; answers true either way. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password from a mailed token and ends every session of the account. */
  resetPassword: Scalars['Boolean']['output'];
  /** Withdraws an invite; its link stops working. */
  revokeInvite: Invite;
  /** Replaces the draft's whole document (batched canvas edits). */
  saveDocument: Revision;
  /** Saves a room's table as it is now under a name: whoever may manage the room. Counted in the saver's storage. */
  saveTable: TableSave;
  /** The host lets watchers see every hand, delayMoves and delaySeconds behind (at least 3 moves and 30 seconds), asking each seated player; or (on: false) the table only again. */
  setRoomEveryHand: Room;
  /** The host lets watchers follow a seat whose player agrees (replacing every hand), or (on: false) the table only. */
  setRoomFollow: Room;
  /** Turns a room's invite link on (keeping its token) or off (everyone it let in whom the room lets in no other way loses the room and their seat at once). */
  setRoomInvite: Room;
  /** One of its players shares the room's replay with anyone who may open the room (shared), or keeps it to its players; a line of its log names who did. */
  shareRoomReplay: Room;
  /** Starts a sign-up: mails a link that creates the account (or, when the address already has one, a notice to its owner). Creates nothing yet and sets no cookie. */
  signUp: SignUpStarted;
  /** Hands the game to another member; the old owner stays on as an editor. */
  transferGameOwnership: Game;
  /** Its host hands the room to someone who has joined it to play and may play in it now; their host powers apply at once on open connections, and a line of its log names both. Never the game's owner in a room they do not host. */
  transferRoomHost: Room;
  updateGame: Game;
  /** The game page's content and the game's visibility (private counts against the plan). */
  updateGamePage: Game;
  /** Who may play and whether others may watch. */
  updateGamePermissions: Game;
  /** Title, name (the old name keeps redirecting), description and thumbnail. */
  updateGameProfile: Game;
  /** Changes some fields of a part. */
  updatePart: PartEdit;
  /** Changes several parts as one save, in order, all or nothing (a move of many objects on the canvas). */
  updateParts: Revision;
  updateProfile: User;
};

export type MutationAcceptInviteArgs = {
  code: Scalars['String']['input'];
};

export type MutationAcceptRoomInviteArgs = {
  code: Scalars['String']['input'];
  invite: Scalars['String']['input'];
};

export type MutationAddPartArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: Scalars['JSON']['input'];
  kind: PartKind;
  revisionId: Scalars['ID']['input'];
};

export type MutationAddPlayerArgs = {
  gameId: Scalars['ID']['input'];
  userName: Scalars['String']['input'];
};

export type MutationAllowBackInRoomArgs = {
  roomId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationAllowRoomFollowArgs = {
  allow: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationAnswerRoomEveryHandArgs = {
  agree: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationChangeEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationChangeMemberRoleArgs = {
  gameId: Scalars['ID']['input'];
  role: MemberRole;
  userId: Scalars['ID']['input'];
};

export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationCloseRoomArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCompleteSignUpArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};

export type MutationCreateDraftFromRevisionArgs = {
  revisionId: Scalars['ID']['input'];
};

export type MutationCreateGameArgs = {
  input: CreateGameInput;
};

export type MutationCreateGameFromTemplateArgs = {
  input: CreateGameFromTemplateInput;
};

export type MutationCreateInviteArgs = {
  gameId: Scalars['ID']['input'];
  input: CreateInviteInput;
};

export type MutationCreateRoomArgs = {
  gameId: Scalars['ID']['input'];
  revisionName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCreateRoomFromSaveArgs = {
  saveId: Scalars['ID']['input'];
};

export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};

export type MutationDeleteAssetArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteGameArgs = {
  confirmGameName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

export type MutationDeletePartArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  kind: PartKind;
  revisionId: Scalars['ID']['input'];
};

export type MutationDeleteRevisionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteTableSaveArgs = {
  id: Scalars['ID']['input'];
};

export type MutationEndRoomArgs = {
  id: Scalars['ID']['input'];
};

export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationImportVariantsCsvArgs = {
  componentId: Scalars['ID']['input'];
  csv: Scalars['String']['input'];
  expectedVersion: Scalars['Int']['input'];
  newFields?: InputMaybe<Array<CsvNewFieldInput>>;
  revisionId: Scalars['ID']['input'];
};

export type MutationJoinRoomAsGuestArgs = {
  code: Scalars['String']['input'];
  invite?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type MutationLogInArgs = {
  input: LogInInput;
};

export type MutationPlayTemplateArgs = {
  templateId: Scalars['ID']['input'];
};

export type MutationPublishRevisionArgs = {
  gameId: Scalars['ID']['input'];
};

export type MutationRedeemActivationKeyArgs = {
  code: Scalars['String']['input'];
};

export type MutationRemoveFromRoomArgs = {
  roomId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationRemoveMemberArgs = {
  gameId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationRemovePlayerArgs = {
  gameId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationRenewRoomInviteArgs = {
  roomId: Scalars['ID']['input'];
};

export type MutationReopenRoomArgs = {
  id: Scalars['ID']['input'];
};

export type MutationReorderPartsArgs = {
  expectedVersion: Scalars['Int']['input'];
  ids: Array<Scalars['ID']['input']>;
  kind: PartKind;
  revisionId: Scalars['ID']['input'];
};

export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};

export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationRevokeInviteArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSaveDocumentArgs = {
  document: Scalars['JSON']['input'];
  expectedVersion: Scalars['Int']['input'];
  revisionId: Scalars['ID']['input'];
};

export type MutationSaveTableArgs = {
  name: Scalars['String']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationSetRoomEveryHandArgs = {
  delayMoves?: InputMaybe<Scalars['Int']['input']>;
  delaySeconds?: InputMaybe<Scalars['Int']['input']>;
  on: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationSetRoomFollowArgs = {
  on: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationSetRoomInviteArgs = {
  on: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};

export type MutationShareRoomReplayArgs = {
  roomId: Scalars['ID']['input'];
  shared: Scalars['Boolean']['input'];
};

export type MutationSignUpArgs = {
  input: SignUpInput;
};

export type MutationTransferGameOwnershipArgs = {
  gameId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationTransferRoomHostArgs = {
  roomId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationUpdateGameArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGameInput;
};

export type MutationUpdateGamePageArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGamePageInput;
};

export type MutationUpdateGamePermissionsArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGamePermissionsInput;
};

export type MutationUpdateGameProfileArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGameProfileInput;
};

export type MutationUpdatePartArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  kind: PartKind;
  patch: Scalars['JSON']['input'];
  revisionId: Scalars['ID']['input'];
};

export type MutationUpdatePartsArgs = {
  expectedVersion: Scalars['Int']['input'];
  revisionId: Scalars['ID']['input'];
  updates: Array<PartUpdateInput>;
};

export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** A part edit's result: the saved revision and the part's id. */
export type PartEdit = {
  __typename?: 'PartEdit';
  id: Scalars['ID']['output'];
  revision: Revision;
};

/** The kinds of part a game document holds. */
export type PartKind =
  'anchor' | 'asset' | 'component' | 'dropzone' | 'field' | 'guide' | 'object' | 'script' | 'seat' | 'surface' | 'variant';

export type PartUpdateInput = {
  id: Scalars['ID']['input'];
  kind: PartKind;
  patch: Scalars['JSON']['input'];
};

/** A plan and its limits; a null limit means unlimited. */
export type Plan = {
  __typename?: 'Plan';
  id: Scalars['ID']['output'];
  maxAssetBytes?: Maybe<Scalars['Float']['output']>;
  maxOpenRooms?: Maybe<Scalars['Int']['output']>;
  maxPrivateGames?: Maybe<Scalars['Int']['output']>;
  maxSeatsPerRoom?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

/** What an account uses of the limits its plan sets. */
export type PlanUsage = {
  __typename?: 'PlanUsage';
  /** Bytes of uploaded assets the account owns. */
  assetBytes: Scalars['Float']['output'];
  /** Open rooms the account hosts. */
  openRooms: Scalars['Int']['output'];
  /** Private games the account owns. */
  privateGames: Scalars['Int']['output'];
  /** Bytes counted against the plan's storage: uploads plus every draft and revision of the account's games. */
  storageBytes: Scalars['Float']['output'];
};

export { PlayPermission };

export { PlayerSource };

export type Query = {
  __typename?: 'Query';
  /** A key by code (any case, dashes optional); null when there is none. */
  activationKey?: Maybe<ActivationKeyPreview>;
  /** An asset the viewer may see; null when there is none (or it is not theirs to see). */
  asset?: Maybe<Asset>;
  /** A game by its owner's userName and its name; null when it does not exist or the viewer may not see it. */
  game?: Maybe<Game>;
  gameTemplates: Array<GameTemplate>;
  /** The guest this browser sits as; null when logged in or never seated as a guest. */
  guest?: Maybe<Guest>;
  /** An invite by code (anyone with the link may look); null when there is none. */
  invite?: Maybe<InvitePreview>;
  /** Always true; lets a client check the API answers. */
  ok: Scalars['Boolean']['output'];
  /** Every plan, for the plan page. */
  plans: Array<Plan>;
  /** Public games, newest first or by title, optionally searched by title. */
  publicGames: GamePage;
  /** A room by code; null when there is none or the viewer may not join it. */
  room?: Maybe<Room>;
  /** A user's public profile by userName (case-insensitive); null when there is none. */
  user?: Maybe<User>;
  /** A user's public games (for profile pages). */
  userGames: Array<Game>;
  /** The logged-in user, or null for visitors. */
  viewer?: Maybe<User>;
  /** The viewer's uploads, newest first; only one game's when gameId is given. */
  viewerAssets: Array<Asset>;
  /** The viewer's games, most recently changed first. */
  viewerGames: Array<Game>;
  /** Rooms the viewer hosts or has played in, most recently active first. */
  viewerRooms: Array<Room>;
  /** The viewer's live sessions, most recently used first; empty for visitors. */
  viewerSessions: Array<Session>;
  /** Games where the viewer is an editor or viewer, most recently changed first. */
  viewerSharedGames: Array<Game>;
};

export type QueryActivationKeyArgs = {
  code: Scalars['String']['input'];
};

export type QueryAssetArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGameArgs = {
  gameName: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type QueryInviteArgs = {
  code: Scalars['String']['input'];
};

export type QueryPublicGamesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<GameOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryRoomArgs = {
  code: Scalars['String']['input'];
};

export type QueryUserArgs = {
  userName: Scalars['String']['input'];
};

export type QueryUserGamesArgs = {
  userName: Scalars['String']['input'];
};

export type QueryViewerAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  gameId?: InputMaybe<Scalars['ID']['input']>;
};

export type RedeemedKey = {
  __typename?: 'RedeemedKey';
  /** The game the viewer may now play (PLAYER keys). */
  game?: Maybe<Game>;
  kind: ActivationKeyKind;
  /** When the viewer's key-granted Pro now ends (PRO keys). */
  proUntil?: Maybe<Scalars['DateTime']['output']>;
};

export type Revision = {
  __typename?: 'Revision';
  /** Who saved (draft) or published it last; null when that account is gone. */
  author?: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  /** The whole game document. */
  document: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** One part by kind and id; null when there is none. */
  part?: Maybe<Scalars['JSON']['output']>;
  published: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Rooms (open or closed) that play this revision. */
  roomCount: Scalars['Int']['output'];
  /** True when this revision has scripts: its author's code runs in its rooms and can see hidden cards. */
  runsScripts: Scalars['Boolean']['output'];
  /** How many seats the game has in this revision: the most players one room of it takes. */
  seatCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** A component's variants as CSV: a header row of field names, then one row per variant. */
  variantsCsv: Scalars['String']['output'];
  /** Save with this version; a stale one is refused as a conflict. */
  version: Scalars['Int']['output'];
};

export type RevisionPartArgs = {
  id: Scalars['ID']['input'];
  kind: PartKind;
};

export type RevisionVariantsCsvArgs = {
  componentId: Scalars['ID']['input'];
};

export type Room = {
  __typename?: 'Room';
  /** A test play or Play now room: it closes itself once nobody has been in it for a while, and counts only while in use. */
  closesWhenIdle: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** Whether it counts toward its host's open-room limit now: a room opened with Play while open; a test play or Play now room only while someone is in it or for 2 minutes after it was opened. */
  countsTowardLimit: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** True once its game was ended and revealed: closed for good, its record readable. A room closed for now is not ended. */
  ended: Scalars['Boolean']['output'];
  /** Every hand and pile order, a delay behind: while the mode is on, to anyone who may watch the room and was never at its table; null otherwise, and while nothing is old enough yet. watcher: a visitor page's own id, so the players see how many watch. */
  everyHandTable?: Maybe<DelayedTable>;
  /** The room's record with its seeds revealed, to check every shuffle and roll: once its game ended, for its players and the game's members; null before (also while closed for now) and for anyone else. */
  fairness?: Maybe<RoomFairness>;
  /** The seat's own view, while following is on and its player agrees, to anyone who may watch the room and was never at its table; null otherwise. */
  followTable?: Maybe<FollowedTable>;
  following: RoomFollowing;
  game: Game;
  /** Whether someone without an account may sit here as a guest without the invite (a public game that lets anyone play). */
  guestsMaySit: Scalars['Boolean']['output'];
  host: User;
  id: Scalars['ID']['output'];
  /** The room's invite token (the link is the room's address with ?invite=…): for whoever manages the room; null when turned off. */
  invite?: Maybe<Scalars['String']['output']>;
  lastActivityAt: Scalars['DateTime']['output'];
  /** People who have played here, most recent first. */
  players: Array<RoomPlayer>;
  /** People the host removed from this room, most recent first; empty for anyone who may not manage it. */
  removedPeople: Array<RoomRemoval>;
  /** Its players shared its replay: once its game ended, anyone who may open the room may watch it (and read its record). Off until one of them turns it on. */
  replayShared: Scalars['Boolean']['output'];
  revision: Revision;
  /** How many seats the room has. */
  seatCount: Scalars['Int']['output'];
  /** How many seats are held (recorded on every seat change). */
  seatsTaken: Scalars['Int']['output'];
  status: RoomStatus;
  /** True for a private test play of the draft. */
  testPlay: Scalars['Boolean']['output'];
  viewerCanManage: Scalars['Boolean']['output'];
  /** Whether the viewer may share its replay or keep it to its players: one of its players (its host among them). */
  viewerMayShareReplay: Scalars['Boolean']['output'];
  watching: RoomWatching;
};

export type RoomEveryHandTableArgs = {
  watcher?: InputMaybe<Scalars['String']['input']>;
};

export type RoomFollowTableArgs = {
  seatId: Scalars['String']['input'];
  watcher?: InputMaybe<Scalars['String']['input']>;
};

/** Everything needed to replay an ended room and check that each seed is the one committed to when it was used. */
export type RoomFairness = {
  __typename?: 'RoomFairness';
  /** The room's state before its first op; null for rooms older than the op log. */
  initialState?: Maybe<Scalars['JSON']['output']>;
  ops: Array<RoomLoggedOp>;
  /** The room's secret seed: the server's half of each move's seed is derived from it and the move's tab and number. */
  roomSecret: Scalars['String']['output'];
};

/** Following a seat: the host lets watchers follow a seat whose player agrees (docs/ARCHITECTURE.md, Watching). */
export type RoomFollowing = {
  __typename?: 'RoomFollowing';
  on: Scalars['Boolean']['output'];
  /** Seats a watcher may follow now: their player agreed and holds them. */
  seats: Array<Scalars['String']['output']>;
  viewerAllows: Scalars['Boolean']['output'];
  /** The viewer's own seat, if they hold one. */
  viewerSeat?: Maybe<Scalars['String']['output']>;
};

/** What a room's invite link tells whoever opens it. */
export type RoomInviteAnswer = {
  __typename?: 'RoomInviteAnswer';
  /** True when they may play in the room now; false for a visitor, who sits as a guest with a name first. */
  admitted: Scalars['Boolean']['output'];
  gameTitle: Scalars['String']['output'];
  hostName: Scalars['String']['output'];
  room?: Maybe<Room>;
  /** How many seats nobody holds and none is kept for: with none, the door offers to come in and watch. */
  seatsFree: Scalars['Int']['output'];
};

export type RoomLoggedOp = {
  __typename?: 'RoomLoggedOp';
  /** SHA-256 of the op's seed, sent to everyone when the op was applied. */
  commitment: Scalars['String']['output'];
  /** The op's format version when it was logged. */
  opVersion: Scalars['Int']['output'];
  /** { op (with its seed), actor, followUps (what the game's scripts answered it with, applied in its step) } */
  payload: Scalars['JSON']['output'];
  seq: Scalars['Int']['output'];
};

export type RoomPlayer = {
  __typename?: 'RoomPlayer';
  lastSeenAt: Scalars['DateTime']['output'];
  seatId?: Maybe<Scalars['String']['output']>;
  user: User;
};

/** Someone the host removed: they may neither play nor watch in the room until let back in. */
export type RoomRemoval = {
  __typename?: 'RoomRemoval';
  removedAt: Scalars['DateTime']['output'];
  user: User;
};

export { RoomStatus };

export type RoomWatchAnswer = {
  __typename?: 'RoomWatchAnswer';
  agreed?: Maybe<Scalars['Boolean']['output']>;
  user: User;
};

/** What watchers of a room are shown, as its host chose and its seated players agreed (docs/ARCHITECTURE.md, Watching). */
export type RoomWatching = {
  __typename?: 'RoomWatching';
  /** The players asked, each with their answer (null: not yet). */
  asked: Array<RoomWatchAnswer>;
  /** Every hand, this far behind the table: the host's choice, while asked or on. Null: watchers see the table only (the default). */
  everyHand?: Maybe<EveryHandDelay>;
  /** The host chose every hand and every seated player agreed: watchers see it now. */
  on: Scalars['Boolean']['output'];
  viewerMayChoose: Scalars['Boolean']['output'];
  /** The viewer may watch every hand now: it is on, and they were never at this table (nobody there may while the game goes on). */
  viewerMayWatch: Scalars['Boolean']['output'];
  /** The viewer holds a seat and has not answered the host yet. */
  viewerMustAnswer: Scalars['Boolean']['output'];
  /** Who watched every hand in the last minute (a visitor is named as one). */
  watchers: Array<Scalars['String']['output']>;
};

/** A logged-in browser or device of the viewer's account. */
export type Session = {
  __typename?: 'Session';
  createdAt: Scalars['DateTime']['output'];
  /** True for the session making this request. */
  current: Scalars['Boolean']['output'];
  /** When it ends unless used again (30 idle days), or at the latest (90 days after logging in). */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  /** The browser's description of itself when it logged in. */
  userAgent: Scalars['String']['output'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A path of this site to open once signed up (an invite, a key); it travels in the mailed link. */
  next?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

/** The answer to a sign-up: byte for byte the same for every address, whether or not it already has an account. */
export type SignUpStarted = {
  __typename?: 'SignUpStarted';
  /** True when this server has no mail transport and writes each mail as an .eml file into the mail folder of its data directory (DATA_DIR/mail) instead. */
  mailWrittenToFolder: Scalars['Boolean']['output'];
  /** What to tell the person: a link to finish signing up is in their inbox for 24 hours. */
  message: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The asset as it is now, then again each time the pipeline finishes with it; completes when it is deleted. */
  assetUpdated: Asset;
};

export type SubscriptionAssetUpdatedArgs = {
  id: Scalars['ID']['input'];
};

/** A room's table kept with its game under a name: every hand and every deck's order. */
export type TableSave = {
  __typename?: 'TableSave';
  /** The state's size as stored; counted in the plan's storage of whoever saved it. */
  bytes: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Who saved it; null once their account is gone. */
  createdBy?: Maybe<User>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The revision the room played. */
  revisionName?: Maybe<Scalars['String']['output']>;
  /** The whole table (every hand, every deck's order): for the game's editors only, refused to anyone else; null while the game it was saved from goes on. */
  state?: Maybe<Scalars['JSON']['output']>;
};

export type UpdateGameInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  gameName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
};

export type UpdateGamePageInput = {
  imageAssetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxPlayers?: InputMaybe<Scalars['Int']['input']>;
  minPlayers?: InputMaybe<Scalars['Int']['input']>;
  overview?: InputMaybe<Scalars['String']['input']>;
  playMinutes?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<Visibility>;
};

export type UpdateGamePermissionsInput = {
  allowSpectators?: InputMaybe<Scalars['Boolean']['input']>;
  playPermission?: InputMaybe<PlayPermission>;
};

export type UpdateGameProfileInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  gameName?: InputMaybe<Scalars['String']['input']>;
  /** An asset uploaded to this game, or null to remove the thumbnail. */
  thumbnailAssetId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfileInput = {
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** A person with an account, as anyone may see them. */
export type User = {
  __typename?: 'User';
  /** Private details; null unless the viewer is this user. */
  account?: Maybe<Account>;
  createdAt: Scalars['DateTime']['output'];
  /** A guest: seated without an account (named with '(guest)' after the name they chose). */
  guest: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Image URL; empty when the user has none (clients show a default icon). */
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export { Visibility };

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs> | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptedInvite: ResolverTypeWrapper<Omit<AcceptedInvite, 'game'> & { game: ResolversTypes['Game'] }>;
  Account: ResolverTypeWrapper<UserRecord>;
  ActivationKeyKind: ActivationKeyKind;
  ActivationKeyPreview: ResolverTypeWrapper<ActivationKeyPreview>;
  ActivationKeyStatus: ActivationKeyStatus;
  Asset: ResolverTypeWrapper<PresentedAsset>;
  AssetFrame: ResolverTypeWrapper<AssetFrame>;
  AssetPipeline: AssetPipeline;
  AssetRendition: ResolverTypeWrapper<AssetRendition>;
  AssetStatus: AssetStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateGameFromTemplateInput: CreateGameFromTemplateInput;
  CreateGameInput: CreateGameInput;
  CreateInviteInput: CreateInviteInput;
  CsvNewFieldInput: CsvNewFieldInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DelayedTable: ResolverTypeWrapper<DelayedTable>;
  EveryHandDelay: ResolverTypeWrapper<EveryHandDelay>;
  FieldType: FieldType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowedTable: ResolverTypeWrapper<FollowedTable>;
  Game: ResolverTypeWrapper<GameParent>;
  GameCapabilities: ResolverTypeWrapper<GameCapabilities>;
  GameImage: ResolverTypeWrapper<GameImage>;
  GameMember: ResolverTypeWrapper<MemberRecord>;
  GameOrder: GameOrder;
  GamePage: ResolverTypeWrapper<Omit<GamePage, 'games'> & { games: Array<ResolversTypes['Game']> }>;
  GamePageContent: ResolverTypeWrapper<GamePageContent>;
  GamePlayer: ResolverTypeWrapper<PlayerRecord>;
  GameSummary: ResolverTypeWrapper<GameSummary>;
  GameTemplate: ResolverTypeWrapper<GameTemplate>;
  Guest: ResolverTypeWrapper<Guest>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invite: ResolverTypeWrapper<InviteRecord>;
  InviteKind: InviteKind;
  InvitePreview: ResolverTypeWrapper<InvitePreview>;
  InviteStatus: InviteStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LogInInput: LogInInput;
  MemberRole: MemberRole;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PartEdit: ResolverTypeWrapper<Omit<PartEdit, 'revision'> & { revision: ResolversTypes['Revision'] }>;
  PartKind: PartKind;
  PartUpdateInput: PartUpdateInput;
  Plan: ResolverTypeWrapper<PlanLimits>;
  PlanUsage: ResolverTypeWrapper<PlanUsage>;
  PlayPermission: PlayPermission;
  PlayerSource: PlayerSource;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeemedKey: ResolverTypeWrapper<Omit<RedeemedKey, 'game'> & { game?: Maybe<ResolversTypes['Game']> }>;
  Revision: ResolverTypeWrapper<RevisionRecord>;
  Room: ResolverTypeWrapper<RoomRecord>;
  RoomFairness: ResolverTypeWrapper<RoomFairness>;
  RoomFollowing: ResolverTypeWrapper<RoomFollowing>;
  RoomInviteAnswer: ResolverTypeWrapper<Omit<RoomInviteAnswer, 'room'> & { room?: Maybe<ResolversTypes['Room']> }>;
  RoomLoggedOp: ResolverTypeWrapper<RoomLoggedOp>;
  RoomPlayer: ResolverTypeWrapper<Omit<RoomPlayer, 'user'> & { user: ResolversTypes['User'] }>;
  RoomRemoval: ResolverTypeWrapper<Omit<RoomRemoval, 'user'> & { user: ResolversTypes['User'] }>;
  RoomStatus: RoomStatus;
  RoomWatchAnswer: ResolverTypeWrapper<Omit<RoomWatchAnswer, 'user'> & { user: ResolversTypes['User'] }>;
  RoomWatching: ResolverTypeWrapper<Omit<RoomWatching, 'asked'> & { asked: Array<ResolversTypes['RoomWatchAnswer']> }>;
  Session: ResolverTypeWrapper<Session>;
  SignUpInput: SignUpInput;
  SignUpStarted: ResolverTypeWrapper<SignUpStarted>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TableSave: ResolverTypeWrapper<TableSaveRecord>;
  UpdateGameInput: UpdateGameInput;
  UpdateGamePageInput: UpdateGamePageInput;
  UpdateGamePermissionsInput: UpdateGamePermissionsInput;
  UpdateGameProfileInput: UpdateGameProfileInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserRecord>;
  Visibility: Visibility;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedInvite: Omit<AcceptedInvite, 'game'> & { game: ResolversParentTypes['Game'] };
  Account: UserRecord;
  ActivationKeyPreview: ActivationKeyPreview;
  Asset: PresentedAsset;
  AssetFrame: AssetFrame;
  AssetRendition: AssetRendition;
  Boolean: Scalars['Boolean']['output'];
  CreateGameFromTemplateInput: CreateGameFromTemplateInput;
  CreateGameInput: CreateGameInput;
  CreateInviteInput: CreateInviteInput;
  CsvNewFieldInput: CsvNewFieldInput;
  DateTime: Scalars['DateTime']['output'];
  DelayedTable: DelayedTable;
  EveryHandDelay: EveryHandDelay;
  Float: Scalars['Float']['output'];
  FollowedTable: FollowedTable;
  Game: GameParent;
  GameCapabilities: GameCapabilities;
  GameImage: GameImage;
  GameMember: MemberRecord;
  GamePage: Omit<GamePage, 'games'> & { games: Array<ResolversParentTypes['Game']> };
  GamePageContent: GamePageContent;
  GamePlayer: PlayerRecord;
  GameSummary: GameSummary;
  GameTemplate: GameTemplate;
  Guest: Guest;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invite: InviteRecord;
  InvitePreview: InvitePreview;
  JSON: Scalars['JSON']['output'];
  LogInInput: LogInInput;
  Mutation: Record<PropertyKey, never>;
  PartEdit: Omit<PartEdit, 'revision'> & { revision: ResolversParentTypes['Revision'] };
  PartUpdateInput: PartUpdateInput;
  Plan: PlanLimits;
  PlanUsage: PlanUsage;
  Query: Record<PropertyKey, never>;
  RedeemedKey: Omit<RedeemedKey, 'game'> & { game?: Maybe<ResolversParentTypes['Game']> };
  Revision: RevisionRecord;
  Room: RoomRecord;
  RoomFairness: RoomFairness;
  RoomFollowing: RoomFollowing;
  RoomInviteAnswer: Omit<RoomInviteAnswer, 'room'> & { room?: Maybe<ResolversParentTypes['Room']> };
  RoomLoggedOp: RoomLoggedOp;
  RoomPlayer: Omit<RoomPlayer, 'user'> & { user: ResolversParentTypes['User'] };
  RoomRemoval: Omit<RoomRemoval, 'user'> & { user: ResolversParentTypes['User'] };
  RoomWatchAnswer: Omit<RoomWatchAnswer, 'user'> & { user: ResolversParentTypes['User'] };
  RoomWatching: Omit<RoomWatching, 'asked'> & { asked: Array<ResolversParentTypes['RoomWatchAnswer']> };
  Session: Session;
  SignUpInput: SignUpInput;
  SignUpStarted: SignUpStarted;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TableSave: TableSaveRecord;
  UpdateGameInput: UpdateGameInput;
  UpdateGamePageInput: UpdateGamePageInput;
  UpdateGamePermissionsInput: UpdateGamePermissionsInput;
  UpdateGameProfileInput: UpdateGameProfileInput;
  UpdateProfileInput: UpdateProfileInput;
  User: UserRecord;
};

export type AcceptedInviteResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['AcceptedInvite'] = ResolversParentTypes['AcceptedInvite'],
> = {
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InviteKind'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
};

export type AccountResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  proUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['PlanUsage'], ParentType, ContextType>;
};

export type ActivationKeyKindResolvers = EnumResolverSignature<{ PLAYER?: any; PRO?: any }, ResolversTypes['ActivationKeyKind']>;

export type ActivationKeyPreviewResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['ActivationKeyPreview'] = ResolversParentTypes['ActivationKeyPreview'],
> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['GameSummary']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivationKeyKind'], ParentType, ContextType>;
  proDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ActivationKeyStatus'], ParentType, ContextType>;
};

export type ActivationKeyStatusResolvers = EnumResolverSignature<
  { ALREADY_REDEEMED?: any; EXPIRED?: any; REVOKED?: any; USED_UP?: any; VALID?: any },
  ResolversTypes['ActivationKeyStatus']
>;

export type AssetResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset'],
> = {
  byteSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  columns?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frames?: Resolver<Array<ResolversTypes['AssetFrame']>, ParentType, ContextType>;
  gameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pipeline?: Resolver<ResolversTypes['AssetPipeline'], ParentType, ContextType>;
  renditions?: Resolver<Array<ResolversTypes['AssetRendition']>, ParentType, ContextType>;
  rows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AssetStatus'], ParentType, ContextType>;
  thumbnailPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AssetFrameResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['AssetFrame'] = ResolversParentTypes['AssetFrame'],
> = {
  column?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssetRenditionResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['AssetRendition'] = ResolversParentTypes['AssetRendition'],
> = {
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DelayedTableResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['DelayedTable'] = ResolversParentTypes['DelayedTable'],
> = {
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type EveryHandDelayResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['EveryHandDelay'] = ResolversParentTypes['EveryHandDelay'],
> = {
  delayMoves?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delaySeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FollowedTableResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['FollowedTable'] = ResolversParentTypes['FollowedTable'],
> = {
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type GameResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  allowSpectators?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canonicalPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['Invite']>, ParentType, ContextType>;
  latestPublished?: Resolver<Maybe<ResolversTypes['Revision']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['GameMember']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['GamePageContent'], ParentType, ContextType>;
  playPermission?: Resolver<ResolversTypes['PlayPermission'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['GamePlayer']>, ParentType, ContextType>;
  redirectTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<Maybe<ResolversTypes['Revision']>, ParentType, ContextType, RequireFields<GameRevisionArgs, 'name'>>;
  revisions?: Resolver<Array<ResolversTypes['Revision']>, ParentType, ContextType>;
  robots?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableSaves?: Resolver<Array<ResolversTypes['TableSave']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['GameImage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['GameCapabilities'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerOpenRooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
};

export type GameCapabilitiesResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GameCapabilities'] = ResolversParentTypes['GameCapabilities'],
> = {
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  play?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GameImageResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GameImage'] = ResolversParentTypes['GameImage'],
> = {
  assetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameMemberResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GameMember'] = ResolversParentTypes['GameMember'],
> = {
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type GamePageResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GamePage'] = ResolversParentTypes['GamePage'],
> = {
  games?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GamePageContentResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GamePageContent'] = ResolversParentTypes['GamePageContent'],
> = {
  images?: Resolver<Array<ResolversTypes['GameImage']>, ParentType, ContextType>;
  maxPlayers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPlayers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type GamePlayerResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GamePlayer'] = ResolversParentTypes['GamePlayer'],
> = {
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PlayerSource'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type GameSummaryResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GameSummary'] = ResolversParentTypes['GameSummary'],
> = {
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameTemplateResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['GameTemplate'] = ResolversParentTypes['GameTemplate'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuestResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Invite'] = ResolversParentTypes['Invite'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InviteKind'], ParentType, ContextType>;
  maxUses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InviteKindResolvers = EnumResolverSignature<{ MEMBER?: any; PLAYER?: any }, ResolversTypes['InviteKind']>;

export type InvitePreviewResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['InvitePreview'] = ResolversParentTypes['InvitePreview'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['GameSummary'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InviteKind'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  viewerIsPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
};

export type InviteStatusResolvers = EnumResolverSignature<
  { EXPIRED?: any; REVOKED?: any; USED_UP?: any; VALID?: any },
  ResolversTypes['InviteStatus']
>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MemberRoleResolvers = EnumResolverSignature<{ EDITOR?: any; OWNER?: any; VIEWER?: any }, ResolversTypes['MemberRole']>;

export type MutationResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  acceptInvite?: Resolver<ResolversTypes['AcceptedInvite'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'code'>>;
  acceptRoomInvite?: Resolver<
    ResolversTypes['RoomInviteAnswer'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptRoomInviteArgs, 'code' | 'invite'>
  >;
  addPart?: Resolver<
    ResolversTypes['PartEdit'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPartArgs, 'expectedVersion' | 'input' | 'kind' | 'revisionId'>
  >;
  addPlayer?: Resolver<ResolversTypes['GamePlayer'], ParentType, ContextType, RequireFields<MutationAddPlayerArgs, 'gameId' | 'userName'>>;
  allowBackInRoom?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationAllowBackInRoomArgs, 'roomId' | 'userId'>
  >;
  allowRoomFollow?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationAllowRoomFollowArgs, 'allow' | 'roomId'>
  >;
  answerRoomEveryHand?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationAnswerRoomEveryHandArgs, 'agree' | 'roomId'>
  >;
  changeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'email' | 'password'>>;
  changeMemberRole?: Resolver<
    ResolversTypes['GameMember'],
    ParentType,
    ContextType,
    RequireFields<MutationChangeMemberRoleArgs, 'gameId' | 'role' | 'userId'>
  >;
  changePassword?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  closeRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationCloseRoomArgs, 'id'>>;
  completeSignUp?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteSignUpArgs, 'password' | 'token'>
  >;
  confirmEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  createDraftFromRevision?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateDraftFromRevisionArgs, 'revisionId'>
  >;
  createGame?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationCreateGameArgs, 'input'>>;
  createGameFromTemplate?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateGameFromTemplateArgs, 'input'>
  >;
  createInvite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationCreateInviteArgs, 'gameId' | 'input'>>;
  createRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationCreateRoomArgs, 'gameId'>>;
  createRoomFromSave?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationCreateRoomFromSaveArgs, 'saveId'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAssetArgs, 'id'>>;
  deleteGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGameArgs, 'id'>>;
  deletePart?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePartArgs, 'expectedVersion' | 'id' | 'kind' | 'revisionId'>
  >;
  deleteRevision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRevisionArgs, 'id'>>;
  deleteTableSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTableSaveArgs, 'id'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationEndRoomArgs, 'id'>>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  importVariantsCsv?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationImportVariantsCsvArgs, 'componentId' | 'csv' | 'expectedVersion' | 'revisionId'>
  >;
  joinRoomAsGuest?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationJoinRoomAsGuestArgs, 'code' | 'name'>>;
  logIn?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playTemplate?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationPlayTemplateArgs, 'templateId'>>;
  publishRevision?: Resolver<ResolversTypes['Revision'], ParentType, ContextType, RequireFields<MutationPublishRevisionArgs, 'gameId'>>;
  redeemActivationKey?: Resolver<
    ResolversTypes['RedeemedKey'],
    ParentType,
    ContextType,
    RequireFields<MutationRedeemActivationKeyArgs, 'code'>
  >;
  removeFromRoom?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFromRoomArgs, 'roomId' | 'userId'>
  >;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'gameId' | 'userId'>>;
  removePlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePlayerArgs, 'gameId' | 'userId'>>;
  renewRoomInvite?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationRenewRoomInviteArgs, 'roomId'>>;
  reopenRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationReopenRoomArgs, 'id'>>;
  reorderParts?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationReorderPartsArgs, 'expectedVersion' | 'ids' | 'kind' | 'revisionId'>
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetArgs, 'email'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'password' | 'token'>
  >;
  revokeInvite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'id'>>;
  saveDocument?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveDocumentArgs, 'document' | 'expectedVersion' | 'revisionId'>
  >;
  saveTable?: Resolver<ResolversTypes['TableSave'], ParentType, ContextType, RequireFields<MutationSaveTableArgs, 'name' | 'roomId'>>;
  setRoomEveryHand?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationSetRoomEveryHandArgs, 'on' | 'roomId'>
  >;
  setRoomFollow?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationSetRoomFollowArgs, 'on' | 'roomId'>>;
  setRoomInvite?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationSetRoomInviteArgs, 'on' | 'roomId'>>;
  shareRoomReplay?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationShareRoomReplayArgs, 'roomId' | 'shared'>
  >;
  signUp?: Resolver<ResolversTypes['SignUpStarted'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  transferGameOwnership?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationTransferGameOwnershipArgs, 'gameId' | 'userId'>
  >;
  transferRoomHost?: Resolver<
    ResolversTypes['Room'],
    ParentType,
    ContextType,
    RequireFields<MutationTransferRoomHostArgs, 'roomId' | 'userId'>
  >;
  updateGame?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationUpdateGameArgs, 'id' | 'input'>>;
  updateGamePage?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationUpdateGamePageArgs, 'id' | 'input'>>;
  updateGamePermissions?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateGamePermissionsArgs, 'id' | 'input'>
  >;
  updateGameProfile?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateGameProfileArgs, 'id' | 'input'>
  >;
  updatePart?: Resolver<
    ResolversTypes['PartEdit'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePartArgs, 'expectedVersion' | 'id' | 'kind' | 'patch' | 'revisionId'>
  >;
  updateParts?: Resolver<
    ResolversTypes['Revision'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePartsArgs, 'expectedVersion' | 'revisionId' | 'updates'>
  >;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type PartEditResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['PartEdit'] = ResolversParentTypes['PartEdit'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Revision'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAssetBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxOpenRooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPrivateGames?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxSeatsPerRoom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanUsageResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['PlanUsage'] = ResolversParentTypes['PlanUsage'],
> = {
  assetBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openRooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privateGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storageBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlayPermissionResolvers = EnumResolverSignature<{ ANYONE?: any; PLAYERS?: any; USERS?: any }, ResolversTypes['PlayPermission']>;

export type PlayerSourceResolvers = EnumResolverSignature<{ ADDED?: any; INVITE?: any; KEY?: any }, ResolversTypes['PlayerSource']>;

export type QueryResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  activationKey?: Resolver<
    Maybe<ResolversTypes['ActivationKeyPreview']>,
    ParentType,
    ContextType,
    RequireFields<QueryActivationKeyArgs, 'code'>
  >;
  asset?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<QueryAssetArgs, 'id'>>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryGameArgs, 'gameName' | 'userName'>>;
  gameTemplates?: Resolver<Array<ResolversTypes['GameTemplate']>, ParentType, ContextType>;
  guest?: Resolver<Maybe<ResolversTypes['Guest']>, ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['InvitePreview']>, ParentType, ContextType, RequireFields<QueryInviteArgs, 'code'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  publicGames?: Resolver<
    ResolversTypes['GamePage'],
    ParentType,
    ContextType,
    RequireFields<QueryPublicGamesArgs, 'first' | 'offset' | 'order'>
  >;
  room?: Resolver<Maybe<ResolversTypes['Room']>, ParentType, ContextType, RequireFields<QueryRoomArgs, 'code'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'userName'>>;
  userGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryUserGamesArgs, 'userName'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewerAssets?: Resolver<Array<ResolversTypes['Asset']>, ParentType, ContextType, Partial<QueryViewerAssetsArgs>>;
  viewerGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  viewerRooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
  viewerSessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  viewerSharedGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
};

export type RedeemedKeyResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RedeemedKey'] = ResolversParentTypes['RedeemedKey'],
> = {
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivationKeyKind'], ParentType, ContextType>;
  proUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RevisionResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Revision'] = ResolversParentTypes['Revision'],
> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<RevisionPartArgs, 'id' | 'kind'>>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runsScripts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seatCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variantsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<RevisionVariantsCsvArgs, 'componentId'>>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  closesWhenIdle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countsTowardLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  everyHandTable?: Resolver<Maybe<ResolversTypes['DelayedTable']>, ParentType, ContextType, Partial<RoomEveryHandTableArgs>>;
  fairness?: Resolver<Maybe<ResolversTypes['RoomFairness']>, ParentType, ContextType>;
  followTable?: Resolver<Maybe<ResolversTypes['FollowedTable']>, ParentType, ContextType, RequireFields<RoomFollowTableArgs, 'seatId'>>;
  following?: Resolver<ResolversTypes['RoomFollowing'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  guestsMaySit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['RoomPlayer']>, ParentType, ContextType>;
  removedPeople?: Resolver<Array<ResolversTypes['RoomRemoval']>, ParentType, ContextType>;
  replayShared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Revision'], ParentType, ContextType>;
  seatCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsTaken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RoomStatus'], ParentType, ContextType>;
  testPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMayShareReplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watching?: Resolver<ResolversTypes['RoomWatching'], ParentType, ContextType>;
};

export type RoomFairnessResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomFairness'] = ResolversParentTypes['RoomFairness'],
> = {
  initialState?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  ops?: Resolver<Array<ResolversTypes['RoomLoggedOp']>, ParentType, ContextType>;
  roomSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomFollowingResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomFollowing'] = ResolversParentTypes['RoomFollowing'],
> = {
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewerAllows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerSeat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoomInviteAnswerResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomInviteAnswer'] = ResolversParentTypes['RoomInviteAnswer'],
> = {
  admitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Room']>, ParentType, ContextType>;
  seatsFree?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomLoggedOpResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomLoggedOp'] = ResolversParentTypes['RoomLoggedOp'],
> = {
  commitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomPlayerResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomPlayer'] = ResolversParentTypes['RoomPlayer'],
> = {
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RoomRemovalResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomRemoval'] = ResolversParentTypes['RoomRemoval'],
> = {
  removedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RoomStatusResolvers = EnumResolverSignature<{ CLOSED?: any; OPEN?: any }, ResolversTypes['RoomStatus']>;

export type RoomWatchAnswerResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomWatchAnswer'] = ResolversParentTypes['RoomWatchAnswer'],
> = {
  agreed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RoomWatchingResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['RoomWatching'] = ResolversParentTypes['RoomWatching'],
> = {
  asked?: Resolver<Array<ResolversTypes['RoomWatchAnswer']>, ParentType, ContextType>;
  everyHand?: Resolver<Maybe<ResolversTypes['EveryHandDelay']>, ParentType, ContextType>;
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMayChoose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMayWatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMustAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watchers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignUpStartedResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['SignUpStarted'] = ResolversParentTypes['SignUpStarted'],
> = {
  mailWrittenToFolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription'],
> = {
  assetUpdated?: SubscriptionResolver<
    ResolversTypes['Asset'],
    'assetUpdated',
    ParentType,
    ContextType,
    RequireFields<SubscriptionAssetUpdatedArgs, 'id'>
  >;
};

export type TableSaveResolvers<
  ContextType = RequestContext,
  ParentType extends ResolversParentTypes['TableSave'] = ResolversParentTypes['TableSave'],
> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revisionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisibilityResolvers = EnumResolverSignature<{ PRIVATE?: any; PUBLIC?: any; UNLISTED?: any }, ResolversTypes['Visibility']>;

export type Resolvers<ContextType = RequestContext> = {
  AcceptedInvite?: AcceptedInviteResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  ActivationKeyKind?: ActivationKeyKindResolvers;
  ActivationKeyPreview?: ActivationKeyPreviewResolvers<ContextType>;
  ActivationKeyStatus?: ActivationKeyStatusResolvers;
  Asset?: AssetResolvers<ContextType>;
  AssetFrame?: AssetFrameResolvers<ContextType>;
  AssetRendition?: AssetRenditionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DelayedTable?: DelayedTableResolvers<ContextType>;
  EveryHandDelay?: EveryHandDelayResolvers<ContextType>;
  FollowedTable?: FollowedTableResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameCapabilities?: GameCapabilitiesResolvers<ContextType>;
  GameImage?: GameImageResolvers<ContextType>;
  GameMember?: GameMemberResolvers<ContextType>;
  GamePage?: GamePageResolvers<ContextType>;
  GamePageContent?: GamePageContentResolvers<ContextType>;
  GamePlayer?: GamePlayerResolvers<ContextType>;
  GameSummary?: GameSummaryResolvers<ContextType>;
  GameTemplate?: GameTemplateResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  Invite?: InviteResolvers<ContextType>;
  InviteKind?: InviteKindResolvers;
  InvitePreview?: InvitePreviewResolvers<ContextType>;
  InviteStatus?: InviteStatusResolvers;
  JSON?: GraphQLScalarType;
  MemberRole?: MemberRoleResolvers;
  Mutation?: MutationResolvers<ContextType>;
  PartEdit?: PartEditResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanUsage?: PlanUsageResolvers<ContextType>;
  PlayPermission?: PlayPermissionResolvers;
  PlayerSource?: PlayerSourceResolvers;
  Query?: QueryResolvers<ContextType>;
  RedeemedKey?: RedeemedKeyResolvers<ContextType>;
  Revision?: RevisionResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomFairness?: RoomFairnessResolvers<ContextType>;
  RoomFollowing?: RoomFollowingResolvers<ContextType>;
  RoomInviteAnswer?: RoomInviteAnswerResolvers<ContextType>;
  RoomLoggedOp?: RoomLoggedOpResolvers<ContextType>;
  RoomPlayer?: RoomPlayerResolvers<ContextType>;
  RoomRemoval?: RoomRemovalResolvers<ContextType>;
  RoomStatus?: RoomStatusResolvers;
  RoomWatchAnswer?: RoomWatchAnswerResolvers<ContextType>;
  RoomWatching?: RoomWatchingResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignUpStarted?: SignUpStartedResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TableSave?: TableSaveResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Visibility?: VisibilityResolvers;
};
