/**
 * The editor: a revision's parts, art, scripts and test play, under /@{userName}/{gameName}/edit/. Nothing
 * but the root uses it, and only to load it: no room or other page ever downloads the editor.
 */

/** The editor's own routes, loaded on the first visit to one of them. */
export const lazyEditorRoutes = async () => ({ Component: (await import('./EditorRoutes.tsx')).EditorRoutes });
