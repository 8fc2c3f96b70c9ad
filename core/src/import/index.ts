// Importers from other table-game formats into a Tablecraft game document. Pure: the caller reads the
// upload (unzips it) and uploads the pictures an importer hands back.
export * from './playingcards-io/index.ts';
export * from './json-depth.ts';
