// The script API as authors read it: one list, shown beside the editor's code and in the learn guide, and
// checked against what the sandbox really offers (socket/test/scripts/api-reference.test.ts).

export interface ApiEntry {
  /** How it is called, as an author writes it. */
  signature: string;
  /** What it does, in one or two sentences. */
  summary: string;
}

export interface ApiSection {
  title: string;
  intro: string;
  entries: ApiEntry[];
}

/** The functions a script may export: the room calls each on its event, with the state as it is then. */
export const SCRIPT_HANDLERS = ['onSetup', 'beforeOp', 'onOp', 'onButton', 'onTimer'] as const;
export type ScriptHandler = (typeof SCRIPT_HANDLERS)[number];

export const SCRIPT_API: ReadonlyArray<ApiSection> = [
  {
    title: 'Events: export these',
    intro:
      'A script is a JavaScript module. The room calls what it exports, on the server, once per event; several scripts answer in the order of the Scripts list.',
    entries: [
      {
        signature: 'export function onSetup(state)',
        summary: 'Once, when a room of this revision opens, before anyone plays: deal, shuffle, set counters.',
      },
      {
        signature: 'export function beforeOp(op, actor)',
        summary:
          "Before a player's move is applied. Return a string to refuse it with that message; return nothing to let it go ahead. Reads only: it cannot act.",
      },
      { signature: 'export function onOp(op, actor)', summary: "After a player's move was applied: answer it with the game's own moves." },
      {
        signature: 'export function onButton(pieceId, buttonId, actor)',
        summary: "A player pressed one of the buttons you put on a component (the component's Buttons field).",
      },
      { signature: 'export function onTimer(name, data)', summary: 'A timer set with game.after went off.' },
    ],
  },
  {
    title: 'Reading the table',
    intro:
      "Scripts see everything, hidden cards included; players only ever receive what their seat may see. Wherever an id is asked for, the name you gave the part in the editor works too: a piece by its name (or its component's, when the game has one piece of it), a pile by its dropzone's or deck's name, a seat, a table area or a dropzone by its name. A name that fits several parts is an error that lists them.",
    entries: [
      { signature: 'game.state()', summary: 'The whole room: pieces, piles, hands, seats, labels and variables (read-only).' },
      {
        signature: 'game.piece(pieceId)',
        summary: "One piece (its component, variant, place, side, value), or null: game.piece('Score').",
      },
      {
        signature: 'game.piecesOf(componentId)',
        summary: "The ids of every piece of one component, by its id or name: game.piecesOf('Card').",
      },
      {
        signature: 'game.pile(pileId)',
        summary: "The piece ids in a deck, bag or stack dropzone, bottom first (the top is last): game.pile('Draw pile').",
      },
      { signature: 'game.hand(seatId)', summary: "The piece ids in a seat's hand." },
      { signature: 'game.seats()', summary: 'The seats, with who sits in each (userId, or null).' },
    ],
  },
  {
    title: "Acting with the game's authority",
    intro:
      'Each action is one of the moves players make, checked the same way, and returns { ok: true } or { ok: false, code, reason }. In beforeOp they throw.',
    entries: [
      {
        signature: 'game.move(pieceId, to)',
        summary:
          "Moves a piece. to is { type: 'surface', surfaceId, x, y }, { type: 'zone', dropzoneId, x, y } or { type: 'pile', pileId, position: 'top' | 'bottom' }.",
      },
      { signature: 'game.flip(pieceId)', summary: 'Turns a card or tile over.' },
      { signature: 'game.rotate(pieceId, direction = 1)', summary: 'Turns a piece a step clockwise (-1: anticlockwise).' },
      { signature: 'game.shuffle(pileId)', summary: "Shuffles a pile with the room's fair generator." },
      {
        signature: 'game.deal(pileId, count = 1, seatIds?)',
        summary: 'Deals count cards from the top of a pile to each seat (or to the seats named), face down.',
      },
      { signature: 'game.take(pileId, to, faceUp?)', summary: 'Takes the top card of a pile to a place.' },
      { signature: 'game.roll(pieceId)', summary: 'Rolls a die.' },
      { signature: 'game.counter(pieceId, delta)', summary: 'Adds delta to a counter (within its bounds).' },
      { signature: 'game.gather(pileId)', summary: 'Brings every piece that belongs in a pile back into it.' },
      { signature: 'game.moveAll(pileId, to, shuffle?)', summary: 'Moves all of one pile onto another place.' },
      {
        signature: 'game.flipStack(pileId) · game.cut(pileId) · game.bringToFront(pieceId)',
        summary: 'As the same moves in the play menu.',
      },
      {
        signature: 'game.moveMany(moves) · game.flipMany(pieceIds) · game.rotateMany(pieceIds, direction)',
        summary: 'Several pieces at once.',
      },
      { signature: 'game.label(pieceId, text)', summary: 'Shows a short text on a piece for whoever sees the piece (null removes it).' },
    ],
  },
  {
    title: 'Memory, time and the log',
    intro:
      "Math.random is the room's fair generator, seeded by the move's secret seed; Date is the move's time. The same moves always give the same results.",
    entries: [
      {
        signature: 'game.get(name) · game.set(name, value)',
        summary: "The room's variables: any JSON value, kept with the room, read by scripts only (players never receive them).",
      },
      {
        signature: 'game.after(ms, name, data?)',
        summary:
          'Sets a timer: onTimer(name, data) is called once, ms milliseconds from now (at least 100). Returns { ok: true, timerId } for game.cancel.',
      },
      { signature: 'game.cancel(timerId)', summary: 'Cancels a timer that has not gone off.' },
      {
        signature: 'game.log(...values) · console.log(...values)',
        summary: "Writes a line to the room's script log, which the game's members see (not the players).",
      },
    ],
  },
];
