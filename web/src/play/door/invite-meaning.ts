// What a room's invite link means, said the same way on every kind of game: it lets in the people the room
// would not let in by itself (its plain address), in this room only, and turning it off puts out exactly
// those, their seats freed. What differs between games is who the plain address lets in; the dialog says it.

export type Visibility = 'PUBLIC' | 'UNLISTED' | 'PRIVATE';
export type PlayPermission = 'ANYONE' | 'USERS' | 'PLAYERS';

export interface InviteMeaning {
  /** Who comes in by the room's plain address, without the link. */
  withoutLink: string;
  /** What turning the link off does here. */
  turnOff: string;
  /** The toast once it is off. */
  turnedOff: string;
}

const PUT_OUT = 'Turned off, everyone it let in leaves the room and their seats are freed, their cards face down on the table.';

/** The link's meaning for a room of a game with this visibility and play permission. */
export function inviteMeaning(visibility: Visibility, playPermission: PlayPermission): InviteMeaning {
  if (visibility === 'PUBLIC' && playPermission === 'ANYONE')
    return {
      withoutLink: "This game is public: anyone can play here from the room's address, without the link.",
      turnOff: 'So the link lets in nobody the address does not, and turning it off puts nobody out.',
      turnedOff: "The invite link is off. Anyone can still play here from the room's address.",
    };
  const others = 'The invite link is off. Everyone it let in has left the room, and their seats are free.';
  if (visibility === 'PUBLIC' && playPermission === 'USERS')
    return {
      withoutLink: "Anyone logged in can play here from the room's address; the link also lets in people without an account.",
      turnOff: PUT_OUT.replace('everyone it let in', 'everyone it let in without an account'),
      turnedOff: others,
    };
  if (visibility === 'PUBLIC')
    return {
      withoutLink:
        "Only the game's members and listed players can play here from the room's address; the link lets anyone who has it play.",
      turnOff: PUT_OUT,
      turnedOff: others,
    };
  return {
    withoutLink: `This game is ${visibility === 'UNLISTED' ? 'unlisted' : 'private'}: the room's address lets in only its host and the game's members and players. Everyone else comes in by this link.`,
    turnOff: PUT_OUT,
    turnedOff: others,
  };
}
