// The board's options and their defaults (chessground's config): what a page or the element may
// set, read once into the state, and the few constants of its behaviour.

export const MODES = ['play-bot', 'two-players', 'view'];

export const BOT_MOVETIME_MS = 1000; // the bot's time per move without a clock
export const MIN_REPLY_MS = 350; // an instant reply feels abrupt: the player first sees their own move land
export const DRAW_PROBE_MS = 300; // how long the bot looks before answering a draw offer
export const DRAW_ACCEPT_CP = 25; // the bot accepts a draw when it is at most this much better
export const NOTICE_MS = 4000;

/**
 * The promotion chooser's order, by the role names of the module's catalogue: the queen, then the
 * knight (the usual under-promotion). A display preference only: which roles are offered comes
 * from the legal moves, and roles not named here follow in the module's order.
 */
export const CHOOSER_ORDER = ['queen', 'knight', 'rook', 'bishop'];

/**
 * @typedef {object} BoardOptions
 * @property {'play-bot'|'two-players'|'view'} [mode]  default 'two-players'
 * @property {string} [fen]          start position (else `setup`, else the standard start)
 * @property {string} [setup]        a named setup or Handicap ('knight', 'chess960:518', …)
 * @property {'white'|'black'} [orientation]  the side at the bottom (default: `you`, else white)
 * @property {'white'|'black'} [you] the player's colour in play-bot mode (default: orientation)
 * @property {number} [level]        the bot's level (default 1)
 * @property {boolean} [coordinates] draw file letters and rank digits (default true)
 * @property {boolean} [moveBox]     show the box for typing moves (default: not in view mode)
 * @property {boolean} [statusLine]  show the status line under the board (default true)
 * @property {string} [label]        the board's accessible name (default 'Chess board')
 * @property {'western'|null} [pieceStyle]  the chess family's written pieces drawn as Staunton shapes
 * @property {() => object|null} [botLimits]  the bot's search limits for its next move (a clock)
 */

/** The settings a board starts with, from its options. */
export function configure(options) {
  const mode = MODES.includes(options.mode) ? options.mode : 'two-players';
  const orientation = options.orientation ?? options.you ?? 'white';
  return {
    mode,
    level: options.level ?? 1,
    orientation,
    you: mode === 'play-bot' ? options.you ?? orientation : null,
    coordinates: options.coordinates !== false,
  };
}

/** Why `level` is not one of the bot's `levels` (from Bot.levels()), or null when it is. */
export function levelProblem(levels, level) {
  if (levels.some((l) => l.level === level)) return null;
  const shown = typeof level === 'string' ? `'${level}'` : String(level);
  return `unknown bot level: ${shown} (the levels are the numbers ${levels[0].level} to ${levels.at(-1).level})`;
}
