/** A learn document: Markdown kept in the repository at web/public/learn/{name}.md. */
export interface LearnDocument {
  name: string;
  title: string;
  summary: string;
}

/** The documents, in reading order. Adding a guide: write the .md file and list it here. */
export const LEARN_DOCUMENTS: readonly LearnDocument[] = [
  {
    name: 'getting-started',
    title: 'Getting Started',
    summary: 'What Tablecraft is, making an account, and finding your way around.',
  },
  {
    name: 'creating-a-game',
    title: 'Creating a Game',
    summary: 'Build a game in the editor: components, variants, surfaces, seats and publishing.',
  },
  {
    name: 'the-editor',
    title: 'The Editor',
    summary: 'Find your way around the editor: the table it opens on, its bar and its panels, and laying out the table.',
  },
  {
    name: 'templates-sheets-and-csv',
    title: 'Templates, Sheets and CSV',
    summary: 'Start from a template, or make a deck from one sheet of card art and a spreadsheet in a few steps.',
  },
  {
    name: 'playing-in-a-room',
    title: 'Playing in a Room',
    summary: 'Open a room, invite friends, take a seat and move pieces together in real time.',
  },
  {
    name: 'play-controls',
    title: 'Play Controls',
    summary: 'Every action at the table with the mouse, the keys and touch: drawing, dealing, searching, showing and more.',
  },
  {
    name: 'scripting',
    title: 'Scripting',
    summary: 'Let your game deal, score and answer buttons by itself with short scripts that run fairly in the room.',
  },
];

/** The document with this name, or undefined (the page then shows Not Found). */
export function findLearnDocument(name: string | undefined): LearnDocument | undefined {
  return LEARN_DOCUMENTS.find((document) => document.name === name);
}

/** Where a document's Markdown is served from. */
export function learnDocumentUrl(name: string): string {
  return `/learn/${encodeURIComponent(name)}.md`;
}
