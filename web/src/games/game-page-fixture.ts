/** The game page's GraphQL answer for a game, as the page tests mock it; override what a test is about. */
export function gamePageGame(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Game',
    id: 'g1',
    gameName: 'chess',
    title: 'Chess',
    description: 'Two armies.',
    visibility: 'PUBLIC',
    viewerCanEdit: false,
    viewerCan: { __typename: 'GameCapabilities', viewDraft: false },
    owner: { __typename: 'User', id: 'u1', userName: 'ada', name: 'Ada', image: '' },
    latestPublished: { __typename: 'Revision', id: 'r2', name: 'v1', seatCount: 2, runsScripts: false },
    thumbnail: null,
    page: { __typename: 'GamePageContent', minPlayers: null, maxPlayers: null, playMinutes: null, images: [] },
    viewerOpenRooms: [],
    ...overrides,
  };
}
