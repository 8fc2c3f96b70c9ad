import { graphql } from '../graphql/generated/index.ts';

/** A plan's limits (null: unlimited), as the account pages and the plan table show them. */
export const PLAN_LIMITS = graphql(`
  fragment PlanLimits on Plan {
    id
    name
    maxPrivateGames
    maxOpenRooms
    maxAssetBytes
    maxSeatsPerRoom
  }
`);

// The API gives a visitor's SignUp, CompleteSignUp, LogIn, RequestPasswordReset and ResetPassword a pace of
// their own, by these names (api/src/common/operation-classes.ts): renamed, one waits among other requests.

// The same answer for every address (whether or not it has an account): nothing to show but the message.
export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
      mailWrittenToFolder
    }
  }
`);

// The mailed link's token and the password chosen when signing up create the account and log it in, as logIn does.
export const COMPLETE_SIGN_UP = graphql(`
  mutation CompleteSignUp($token: String!, $password: String!) {
    completeSignUp(token: $token, password: $password) {
      ...UserCardFields
    }
  }
`);

export const LOG_IN = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      ...UserCardFields
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const VIEWER_ACCOUNT = graphql(`
  query ViewerAccount {
    viewer {
      ...UserCardFields
      account {
        email
        proUntil
        plan {
          ...PlanLimits
        }
      }
    }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...UserCardFields
    }
  }
`);

export const CHANGE_EMAIL = graphql(`
  mutation ChangeEmail($email: String!, $password: String!) {
    changeEmail(email: $email, password: $password) {
      id
      account {
        email
      }
    }
  }
`);

// Only the mailed link's token is needed: the link itself proves the new address, so no session is required.
export const CONFIRM_EMAIL_CHANGE = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      id
    }
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

export const USER_PROFILE = graphql(`
  query UserProfile($userName: String!) {
    user(userName: $userName) {
      ...UserCardFields
      createdAt
    }
    userGames(userName: $userName) {
      id
      gameName
      title
      description
      visibility
    }
  }
`);

export const PLANS = graphql(`
  query Plans {
    plans {
      ...PlanLimits
    }
  }
`);

/** The guest this browser sits as, if any: signing up from a room keeps the name it chose at the table. */
export const SIGN_UP_GUEST = graphql(`
  query SignUpGuest {
    guest {
      id
      name
    }
  }
`);
