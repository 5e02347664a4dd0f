// The contract of every board, whatever the game: the chess board of the games of two sides
// (chess-board.js) and the board of the games of more players (cells/board.js) have the methods
// and properties listed here, and tell their host what happened by the events below, whose details
// are built here and nowhere else. A host (the page, <wasm-chess-board>, any other page) can then
// listen and call the same way for every game; a board that sends a key too many or too few fails
// here, in the tests, instead of in a host.
//
// Events (DOM CustomEvents on the host element; they bubble and cross shadow roots):
//   move      MoveDetail       a move was played (the live position changed)
//   gameover  GameoverDetail   the game has an outcome (by a move or by a declaration)
//   illegal   IllegalDetail    a move was refused; nothing changed
//   takeback  TakebackDetail   moves were taken back (before any bot is asked again)
//   update    {}               anything a host's panels show may have changed (status, review,
//                              thinking, seats, orientation)

/**
 * Who asked for a move: a player on this device (pointer, keyboard, move box, or the board
 * playing a forced pass of a human's seat), the bot (a bot's seat, its forced passes too), or a
 * program through `play()`.
 * @typedef {'human' | 'bot' | 'api'} MoveSource
 */

/**
 * The `move` event's detail, also what `play()` returns. Every key is always there (null when it
 * does not apply).
 * @typedef {object} MoveDetail
 * @property {string|null} san        the move as the game writes it (null when hidden from the viewer)
 * @property {string|null} uci        the move as `play()` takes it back (null when hidden)
 * @property {string|null} from       the square or cell it left (null for a drop, a pass, a hidden move)
 * @property {string|null} to         the square or cell it reached
 * @property {string} color           who moved, as `status.turn` names it: 'white' | 'black' (or the
 *                                    game's own ids), or a seat's id ('red', 'blue', …) in games of more players
 * @property {number|null} seat       games of more players: the mover's seat number (board().players[].seat,
 *                                    0 = the first seat); null in games of two sides
 * @property {string|null} promotion  the promotion's key as the module gives it, else null
 * @property {boolean} capture        the move took (or recruited) a piece
 * @property {boolean} check          the move gives check to someone else
 * @property {string|null} fen        the position after it (null when hidden)
 * @property {number} ply             how many moves the game has now
 * @property {MoveSource} source
 * @property {string|null} drop       the letter of a piece dropped from the hand, else null
 * @property {string|null} duck       the duck's square (Duck chess), else null
 * @property {boolean} hidden         the move is hidden from the viewer (Fog of War): only `color`,
 *                                    `capture` (one of the viewer's pieces was taken), `ply` and `source` say anything
 */

/**
 * The `gameover` event's detail.
 * @typedef {object} GameoverDetail
 * @property {object} outcome                 `status().outcome` as the module gives it: `{ winner, reason }`, and in
 *                                            games of more players also `ranking` and `scores`
 * @property {'1-0'|'0-1'|'1/2-1/2'|null} result  the PGN result of a game of two sides; null in games of more players
 * @property {string[][]|null} ranking        games of more players: the places, best first, each a list of seat ids
 *                                            (tied seats share a place); null in games of two sides
 * @property {string|null} fen                the final position (null while it is hidden)
 * @property {string|null} pgn                the game record (null when the game cannot write one yet)
 */

/**
 * The `illegal` event's detail: a move that was refused (click, drag, keyboard, move box or
 * `play()`); the game is unchanged.
 * @typedef {object} IllegalDetail
 * @property {string|null} move    what was asked for (the text given, or from and to joined), if anything
 * @property {string|null} from
 * @property {string|null} to
 * @property {string} reason       why, in one line
 * @property {string|null} fen     the position it was refused in
 */

/**
 * The `takeback` event's detail.
 * @typedef {object} TakebackDetail
 * @property {number} plies        how many moves were taken back
 * @property {string|null} fen     the position now
 */

/** The events, each with the keys of its detail in order. */
export const BOARD_EVENTS = Object.freeze({
  move: Object.freeze(['san', 'uci', 'from', 'to', 'color', 'seat', 'promotion', 'capture', 'check', 'fen', 'ply', 'source', 'drop', 'duck', 'hidden']),
  gameover: Object.freeze(['outcome', 'result', 'ranking', 'fen', 'pgn']),
  illegal: Object.freeze(['move', 'from', 'to', 'reason', 'fen']),
  takeback: Object.freeze(['plies', 'fen']),
  update: Object.freeze([]),
});

export const MOVE_SOURCES = Object.freeze(['human', 'bot', 'api']);

/**
 * The methods every board has. Where a game has no such thing, the method says so the same way
 * on every board: `resign` and `flag` throw an Error naming the game (nothing changes),
 * `claimDraw` answers false, `canOfferDraw` false and `offerDraw` null.
 *   play(move) → MoveDetail            a move (the game's notation or UCI) for whoever is to move; throws when refused
 *   load(game, settings?)              takes over a module Game (its moves kept); settings: mode, you, level,
 *                                      orientation, moves (the moves, UCI, played into a game that hides them)
 *   setFen(fen)                        a new game of the game played, from a position text
 *   setVariant(variant, { fen }?)      a new game of another game of the board's kind (a Promise)
 *   setMode(mode, you?)                'play-bot' | 'two-players' | 'view'; `you`: the side or seat played against the bots
 *   setLevel(level)                    the bots' level from their next move on
 *   setOrientation(side)               the side or seat at the bottom
 *   flip()                             the next side or seat to the bottom
 *   showPly(ply)                       shows the position after `ply` moves (0 = the start), the game unchanged
 *   shownFen() → string|null           the position text of the position shown
 *   playedUci() → string[]             every move in UCI, hidden ones included: what a host keeps
 *                                      on this device to resume the game (`load(game, { moves })`)
 *   canTakeBack() → boolean
 *   takeback() → number                back to the last move of a human on this device; how many moves
 *   resign(side?), flag(side)          a declared end
 *   claimDraw() → boolean
 *   canOfferDraw() → boolean
 *   offerDraw() → Promise<boolean|null>
 *   pgn(tags?) → string                the game record
 *   cancelSelection()                  drops a picked piece or an open chooser
 *   showNotice(text), hideNotice()     a message over the board
 *   submitMove(text) → MoveDetail      a move of a player on this device; throws (and sends `illegal`) when it is
 *                                      not theirs to play or is refused
 *   setBlindMode(on, options?)         blind mode (blind/panel.js) on or off; options: reading, clock, onReading
 *   setArrows([[from, to]…])           arrows over the position shown (the engine's best move), until it changes;
 *                                      the board of more players throws an Error naming the game (analysis is for games of two)
 *   destroy()                          stops its bots, frees its game, empties its shadow root
 */
export const BOARD_METHODS = Object.freeze([
  'play', 'load', 'setFen', 'setVariant', 'setMode', 'setLevel', 'setOrientation', 'flip', 'showPly', 'shownFen', 'playedUci',
  'canTakeBack', 'takeback', 'resign', 'flag', 'claimDraw', 'canOfferDraw', 'offerDraw', 'pgn', 'cancelSelection',
  'showNotice', 'hideNotice', 'submitMove', 'setBlindMode', 'setArrows', 'destroy',
]);

/**
 * The properties every board has (read-only):
 *   host, game (the module's Game, null once destroyed), variant (with its mode: 'four-player:ffa'),
 *   gameInfo (its `Game.variants()` entry, null in the chess module), mode, you (null when no
 *   side is played against the bots), level, orientation (the side or seat at the bottom),
 *   status (`Game.status()`), fen (the live position), startFen, moves (the module's move
 *   objects, in order), over, thinking, isLive (no earlier position shown), shownPly,
 *   announcement (the live region's last words), noticeText (null when no notice shows),
 *   shownBoard (board() of the position shown), legalMoves (the live position's, none while
 *   reviewing or once over), statusText (the status line's words), blindMode (null when off).
 */
export const BOARD_PROPERTIES = Object.freeze([
  'host', 'game', 'variant', 'gameInfo', 'mode', 'you', 'level', 'orientation', 'status', 'fen', 'startFen', 'moves',
  'over', 'thinking', 'isLive', 'shownPly', 'announcement', 'noticeText', 'shownBoard', 'legalMoves', 'statusText', 'blindMode',
]);

/**
 * The detail of a `type` event from `fields`, which must give every key of the contract and no
 * other (undefined is not a value: a forgotten key fails here). Throws an Error naming the event
 * and the key otherwise.
 */
export function eventDetail(type, fields = {}) {
  if (!Object.hasOwn(BOARD_EVENTS, type)) throw new Error(`unknown board event '${type}' (expected ${Object.keys(BOARD_EVENTS).join(', ')})`);
  const keys = BOARD_EVENTS[type];
  const extra = Object.keys(fields).filter((key) => !keys.includes(key));
  if (extra.length) throw new Error(`the ${type} event has no ${extra.join(', ')}`);
  const missing = keys.filter((key) => fields[key] === undefined);
  if (missing.length) throw new Error(`the ${type} event needs ${missing.join(', ')}`);
  if (type === 'move' && !MOVE_SOURCES.includes(fields.source)) {
    throw new Error(`a move's source is ${MOVE_SOURCES.join(', ')}, not '${fields.source}'`);
  }
  return Object.fromEntries(keys.map((key) => [key, fields[key]]));
}

/** Tells `host` a `type` event (the contract's detail of `fields`); returns the detail. */
export function dispatch(host, type, fields = {}) {
  const detail = eventDetail(type, fields);
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  return detail;
}
