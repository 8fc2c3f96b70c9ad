import { effectivePlan, listPlans } from '../../plans/index.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { RequestContext } from '../context.ts';
import { can } from '../../policies/index.ts';
import { clearGuestCookie, clearSessionCookie, setSessionCookie } from '../../common/index.ts';
import * as accounts from '../../accounts/index.ts';
import { completeSignUp, signUp } from '../../accounts/index.ts';
import { listSessions } from '../../accounts/index.ts';
import { roomsLeftByAccount, tellRooms, type RoomLine } from '../../rooms/index.ts';
import { deleteAccountAssets } from '../../uploads/index.ts';

export const accountsTypeDefs = /* GraphQL */ `
  "A person with an account, as anyone may see them."
  type User {
    id: ID!
    userName: String!
    name: String!
    "Image URL; empty when the user has none (clients show a default icon)."
    image: String!
    createdAt: DateTime!
    "Private details; null unless the viewer is this user."
    account: Account
  }

  "What only the account's owner sees."
  type Account {
    email: String!
    plan: Plan!
    "When a key-granted Pro plan ends; null otherwise."
    proUntil: DateTime
  }

  "A plan and its limits; a null limit means unlimited."
  type Plan {
    id: ID!
    name: String!
    maxPrivateGames: Int
    maxOpenRooms: Int
    maxAssetBytes: Float
    maxSeatsPerRoom: Int
  }

  "A logged-in browser or device of the viewer's account."
  type Session {
    id: ID!
    "The browser's description of itself when it logged in."
    userAgent: String!
    createdAt: DateTime!
    lastSeenAt: DateTime!
    "When it ends unless used again (30 idle days), or at the latest (90 days after logging in)."
    expiresAt: DateTime!
    "True for the session making this request."
    current: Boolean!
  }

  extend type Query {
    "The viewer's live sessions, most recently used first; empty for visitors."
    viewerSessions: [Session!]!
    "The logged-in user, or null for visitors."
    viewer: User
    "A user's public profile by userName (case-insensitive); null when there is none."
    user(userName: String!): User
    "Every plan, for the plan page."
    plans: [Plan!]!
  }

  input SignUpInput {
    userName: String!
    name: String!
    email: String!
    password: String!
    "A path of this site to open once signed up (an invite, a key); it travels in the mailed link."
    next: String
  }

  "The answer to a sign-up: byte for byte the same for every address, whether or not it already has an account."
  type SignUpStarted {
    "What to tell the person: a link to finish signing up is in their inbox for 24 hours."
    message: String!
    "True when this server has no mail transport and writes each mail as an .eml file into the mail folder of its data directory (DATA_DIR/mail) instead."
    mailWrittenToFolder: Boolean!
  }

  input LogInInput {
    "Email address or userName."
    email: String!
    password: String!
  }

  input UpdateProfileInput {
    userName: String
    name: String
    image: String
  }

  extend type Mutation {
    "Starts a sign-up: mails a link that creates the account (or, when the address already has one, a notice to its owner). Creates nothing yet and sets no cookie."
    signUp(input: SignUpInput!): SignUpStarted!
    "Finishes a sign-up from the mailed link's token and the password chosen when signing up (once, within 24 hours): creates the account and logs it in (sets the session cookie). A wrong password is a field error on password, leaves the link usable and counts towards the log-in throttle."
    completeSignUp(token: String!, password: String!): User!
    "Logs in and sets the session cookie."
    logIn(input: LogInInput!): User!
    "Ends this session."
    logOut: Boolean!
    "Mails a reset link when the email has an account; answers true either way."
    requestPasswordReset(email: String!): Boolean!
    "Sets a new password from a mailed token and ends every session of the account."
    resetPassword(token: String!, password: String!): Boolean!
    updateProfile(input: UpdateProfileInput!): User!
    "Asks to change the e-mail address: a link goes to the new one (nothing changes until it is opened), a notice to the current one."
    changeEmail(email: String!, password: String!): User!
    "Switches to the new address from the mailed link's token."
    confirmEmailChange(token: String!): Boolean!
    "Changes the password and ends every other session."
    changePassword(currentPassword: String!, newPassword: String!): User!
    "Deletes the account, its sessions, games and rooms."
    deleteAccount(password: String!): Boolean!
    "Logs out one of the viewer's sessions (another device, or this one)."
    endSession(id: ID!): Boolean!
    "Logs out every session but this one; answers how many ended."
    endOtherSessions: Int!
  }
`;

const caller = (context: RequestContext): accounts.Caller => ({
  viewer: context.viewer,
  sessionId: context.sessionId,
  ip: context.req.ip ?? 'unknown',
  userAgent: context.req.get('user-agent') ?? '',
  guest: context.guest,
});

export const accountsResolvers: Resolvers = {
  Query: {
    viewerSessions: async (_parent, _args, context) =>
      context.viewer
        ? (await listSessions(context.services.pool, context.viewer.id)).map((session) => ({
            ...session,
            current: session.id === context.sessionId,
          }))
        : [],
    viewer: (_parent, _args, context) => context.viewer,
    // User names are at most 30 characters: a longer one names nobody and is not looked up.
    user: (_parent, args, context) => (args.userName.length > 100 ? null : accounts.userByUserName(context.services, args.userName)),
    plans: (_parent, _args, context) => listPlans(context.services.pool),
  },
  User: {
    account: (user, _args, context) => (can(context.viewer, 'account.read', user) ? user : null),
  },
  Account: {
    // The plan in force (planInForce: a key-granted Pro counts only until it ends), read as the limits read it.
    plan: (user, _args, context) => effectivePlan(context.services.pool, user.id),
  },
  Mutation: {
    signUp: async (_parent, args, context) => {
      const { answer, afterAnswer } = await signUp(context.services, caller(context), args.input);
      // Whatever differs between known and unknown addresses runs once the response is out ('close'
      // also fires when the client went away), so it cannot show in the answer's timing.
      context.res.once('close', () => void afterAnswer());
      return answer;
    },
    completeSignUp: async (_parent, args, context) => {
      const { user, token } = await completeSignUp(context.services, caller(context), args);
      setSessionCookie(context.req, context.res, token);
      // A guest who signed up is the account now (same id, same seats): the guest cookie has done its work.
      if (context.guest?.id === user.id) clearGuestCookie(context.req, context.res);
      return user;
    },
    logIn: async (_parent, args, context) => {
      const { user, token } = await accounts.logIn(context.services, caller(context), args.input);
      setSessionCookie(context.req, context.res, token);
      return user;
    },
    logOut: async (_parent, _args, context) => {
      await accounts.logOut(context.services, caller(context));
      clearSessionCookie(context.req, context.res);
      return true;
    },
    requestPasswordReset: async (_parent, args, context) => {
      await accounts.requestPasswordReset(context.services, caller(context), args);
      return true;
    },
    resetPassword: async (_parent, args, context) => {
      await accounts.resetPassword(context.services, caller(context), args);
      return true;
    },
    updateProfile: (_parent, args, context) => accounts.updateProfile(context.services, caller(context), args.input),
    changeEmail: (_parent, args, context) => accounts.changeEmail(context.services, caller(context), args),
    confirmEmailChange: async (_parent, args, context) => {
      await accounts.confirmEmailChange(context.services, args);
      return true;
    },
    changePassword: (_parent, args, context) => accounts.changePassword(context.services, caller(context), args),
    endSession: async (_parent, args, context) => {
      await accounts.endSession(context.services, caller(context), args.id);
      if (args.id === context.sessionId) clearSessionCookie(context.req, context.res);
      return true;
    },
    endOtherSessions: (_parent, _args, context) => accounts.endOtherSessions(context.services, caller(context)),
    deleteAccount: async (_parent, args, context) => {
      // The rooms it hosted that passed to another host say so in their log, once the deletion has committed.
      const told: RoomLine[] = [];
      await accounts.deleteAccount(
        context.services,
        caller(context),
        args,
        (db, userId) => roomsLeftByAccount(db, userId, told),
        deleteAccountAssets,
      );
      await tellRooms(context.services, told);
      clearSessionCookie(context.req, context.res);
      return true;
    },
  },
};
