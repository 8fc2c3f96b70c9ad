/**
 * The editor: a revision's parts, art, scripts and test play, under /@{userName}/{gameName}/edit/. No
 * other folder uses it: the root loads its routes (EditorRoutes.tsx) with import(), so no room or other
 * page ever downloads the editor. Anything the editor comes to offer others is exported here.
 */
export {};
