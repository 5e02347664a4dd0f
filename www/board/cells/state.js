// The one state object of the board of more players: its settings (who plays each seat, the seat
// at the bottom, the bots' level), the game as its referee read it (referee.js), and what the
// player is doing (a picked piece, a drag, the keyboard cursor, an earlier position shown). The
// other parts read and write it; the queries below are pure, so they are tested in Node.

import { takebackLength } from './record.js';

export const BOT_MOVETIME_MS = 400; // per bot move: several bots answer in turn, the page stays lively
export const PASS_DELAY_MS = 250;

/** A board's state; `parts` are its surroundings: host, engine ({ wasm, levels, createBot, games }), ui (ui.js). */
export function createCellsState(options, parts) {
  return {
    ...parts,
    referee: null, // the CellsReferee of the game shown
    mode: 'play-bot',
    you: null, // the seat played against the bots (play-bot), else null
    humans: new Set(), // the seats played by a human on this device
    bottom: null, // the seat at the bottom of the board
    level: options.level ?? 1,
    movetimeMs: options.movetimeMs ?? BOT_MOVETIME_MS,
    selected: null, // the cell of the piece picked
    cursor: null, // the keyboard cursor's cell
    keyboard: false, // the cursor shows once the keyboard is used, not after a click
    drag: null, // { from, x, y, startX, startY, moved, size } while a piece is pressed or dragged
    chooser: null, // the promotion's buttons while they wait for a choice
    review: null, // while an earlier position is shown: { ply, board, status, fen, lastMove }
    thinking: false, // a bot is choosing a move
    token: 0, // bumps whenever a pending bot answer must be ignored
    bot: null, // the BotClient, created when a bot first has to think
    timer: null, // a forced pass waiting to be played
  };
}

/**
 * Who plays each seat in `mode`: play-bot, `you` (default the first seat) against bots on every
 * other seat; two-players, every seat a human here; view, nobody.
 */
export function seatsFor(mode, ids, you = null) {
  const yours = mode === 'play-bot' ? (ids.includes(you) ? you : ids[0]) : null;
  return { you: yours, humans: new Set(mode === 'two-players' ? ids : yours ? [yours] : []) };
}

export const playersOf = (s) => s.referee.board.players;
export const turnOf = (s) => s.referee.status.turn;
export const isOver = (s) => Boolean(s.referee.status.outcome);

/** 'you', 'human', 'viewer' or 'bot': who plays seat `id`. */
export function whoPlays(s, id) {
  if (id === s.you) return 'you';
  return s.humans.has(id) ? 'human' : s.mode === 'view' ? 'viewer' : 'bot';
}

/** A seat's number (board().players[].seat), or null for an id the game does not have. */
export function seatNumber(s, id) {
  return playersOf(s).find((p) => p.id === id)?.seat ?? null;
}

/** Whether the seat to move has only a pass: the board plays it by itself. */
export const forcedPass = (s) => s.referee.legal.length === 1 && Boolean(s.referee.legal[0].pass);

/** Whether a human on this device may move now (on the live position). */
export function mayMove(s) {
  return Boolean(s.referee?.game) && !s.review && !isOver(s) && s.mode !== 'view' && s.humans.has(turnOf(s)) && !forcedPass(s);
}

/** Whether a bot is to move. */
export const botToMove = (s) => !isOver(s) && s.mode !== 'view' && !s.humans.has(turnOf(s));

/** How many moves a takeback undoes: back to the last move of a human on this device. */
export const takebackPlies = (s) => takebackLength(s.referee.history, (id) => s.humans.has(id));

/** Whether a takeback is possible: a human on this device has moved, and the game goes on. */
export function canTakeBack(s) {
  return Boolean(s.referee?.game) && !isOver(s) && s.mode !== 'view' && takebackPlies(s) > 0;
}

/** The position shown: an earlier one while reviewing, else the live one ({ board, status, lastMove }). */
export function shownPosition(s) {
  return s.review ?? { board: s.referee.board, status: s.referee.status, lastMove: s.referee.history.at(-1) ?? null };
}

/** The legal moves of the piece picked, by target cell (none while reviewing). */
export function targetsOf(s) {
  if (!s.selected || s.review) return new Map();
  return new Map(s.referee.legal.filter((m) => m.from === s.selected).map((m) => [m.to, m]));
}

/** The `move` event's fields (contract.js) for `move` just played by the referee, asked by `source`. */
export function moveFields(s, move, source) {
  const { referee } = s;
  return {
    san: move.san, uci: move.uci, from: move.from ?? null, to: move.to ?? null, color: move.mover, seat: seatNumber(s, move.mover),
    promotion: move.promotion ?? null, capture: Boolean(move.capture),
    check: (referee.status.checks ?? []).some((id) => id !== move.mover), // check given to another seat
    fen: referee.fen, ply: referee.history.length, source, drop: null, duck: null, hidden: false,
  };
}

/** The `gameover` event's fields (contract.js) once the game has an outcome; `pgn` is its record. */
export function gameoverFields(s, pgn) {
  const { outcome } = s.referee.status;
  return { outcome, result: null, ranking: outcome.ranking ?? null, fen: s.referee.fen, pgn };
}
