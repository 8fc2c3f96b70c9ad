/**
 * A game's settings, /@{userName}/{gameName}/settings/*: its profile, page, permissions, members, players,
 * revisions. Nothing but the root uses them, through this file.
 */
export { settingsRoute } from './routes.tsx';
