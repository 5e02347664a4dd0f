// The one state object of a board (chessground's state): its settings, the game as the module
// described it (steps: the start, then each move with the position after it), and what the player
// is doing. The other parts read and write it; the queries below are pure, so they are tested in
// Node with plain objects in the module's shapes.

import { configure } from './config.js';
import { royalSquare, promotionPiece } from './catalog.js';

/**
 * A board's state. `parts` are its surroundings: host, options, engine ({ wasm, levels,
 * createBot }), catalog (catalog.js), ui (ui.js), view (view.js), interaction (input.js).
 */
export function createState(options, parts) {
  return {
    ...parts,
    options,
    ...configure(options), // mode, level, orientation, you, coordinates
    referee: null, // the Referee of the game shown (referee.js): its steps and legal moves
    review: null, // the ply shown while reviewing; null shows the live position
    promotion: null, // { from, to, moves } while the chooser is open
    drag: null, // { from, x, y } while a piece is dragged
    cursor: null, // the keyboard cursor's square while the board has keyboard focus
    drop: null, // { role, code, moves } while a piece picked from the hand waits for its square
    duck: null, // { moves, preview, squares } while a move waits for the duck's square (Duck chess)
    handover: false, // two players, a hidden position: the board is covered until the next player is ready
    thinking: false, // the bot is choosing a move
    drawOfferPending: false,
    token: 0, // bumps whenever a pending bot answer must be ignored
    bot: null, // a BotClient, created when the bot first has to think
    noticeTimer: null,
  };
}

/** The `Game.variants()` entry of the game shown (its name, modes, sides, help), or null. */
export const gameInfoOf = (s) => s.engine?.games?.find((g) => g.id === s.referee?.variant.split(':')[0]) ?? null;

/**
 * What players call the two sides of the game shown (its `Game.variants()` entry's `sides`:
 * Xiangqi ['Red', 'Black']); null when the module names none (the chess module: White and Black).
 */
export const sidesOf = (s) => gameInfoOf(s)?.sides ?? null;

/**
 * Refuses anything but a whole number of plies (or ±Infinity) for a board's `showPly`: an Error
 * saying what was given.
 */
export function checkPly(ply) {
  if (typeof ply !== 'number' || Number.isNaN(ply) || (Number.isFinite(ply) && !Number.isInteger(ply))) {
    throw new Error(`invalid ply: ${typeof ply === 'string' ? `'${ply}'` : String(ply)} (expected a whole number; 0 is the start)`);
  }
}

/** The live position: { move, board, status, fen } after the last move (move null at the start). */
export const liveStep = (s) => s.referee.steps.at(-1);

/** The position shown: the live one, or the one after `review` moves. */
export const shownStep = (s) => s.referee.steps[s.review ?? s.referee.steps.length - 1];

/** The moves played, as the module described them. */
export const movesOf = (s) => s.referee.steps.slice(1).map((step) => step.move);

/**
 * Whether a step's move is hidden from whoever the position is shown to: in a game that hides the
 * position (Fog of War), every move but the viewer's own.
 */
export const isSecret = (s, step) => Boolean(step.hidden && step.move && step.mover !== step.viewer);

/**
 * The moves as the viewer may know them: each the module's move object, or, for a move hidden
 * from the viewer (isSecret of the live position's view), { hidden: true, san: '?', color } and nothing else.
 */
export function visibleMoves(s) {
  const live = liveStep(s);
  return s.referee.steps.slice(1).map((step) =>
    live.hidden && step.mover !== live.viewer ? { hidden: true, san: '?', uci: null, from: null, to: null, color: step.mover } : step.move,
  );
}

export const plies = (s) => s.referee.steps.length - 1;

export const isOver = (s) => Boolean(liveStep(s).status.outcome);

export const isLive = (s) => s.review === null;

/** The square of the piece in check in a step, or null. */
export function checkSquare(s, step) {
  return step.status.check ? royalSquare(step.board, s.catalog.pieces, step.status.turn) : null;
}

/** The piece code on a square of a board description, or null. */
export function pieceAt(board, square) {
  return board.squares.find((c) => c.square === square)?.piece ?? null;
}

/** Whether the live position has a piece of the side to move on `square`. */
export function ownPiece(s, square) {
  const step = liveStep(s);
  const code = pieceAt(step.board, square);
  return code !== null && s.catalog.pieces.get(code)?.color === step.status.turn;
}

/** Whether the player may move now (a human's turn on a live board). */
export function humanMayMove(s) {
  return s.mode !== 'view' && isLive(s) && !isOver(s) && !s.thinking && !s.promotion && !s.handover &&
    (s.you === null || liveStep(s).status.turn === s.you);
}

/** Why the player may not move now, in words (for the move box). */
export function whyNot(s) {
  if (s.mode === 'view') return 'this board only shows games';
  if (isOver(s)) return 'the game is over';
  if (s.thinking) return 'the bot is thinking';
  if (s.handover) return 'the next player has not taken the board yet';
  if (s.you !== null && liveStep(s).status.turn !== s.you) return 'it is the bot’s move';
  return 'moves cannot be played now';
}

/** Whether a takeback is possible now (against the bot: back to the player's own move). */
export function canTakeBack(s) {
  if (!isLive(s) || isOver(s) || plies(s) === 0 || s.promotion) return false;
  if (s.you === null) return true;
  return plies(s) >= (s.referee.steps[0].status.turn === s.you ? 1 : 2);
}

/** Whether it is the bot's turn to move. */
export function botToMove(s) {
  return s.mode === 'play-bot' && s.you !== null && !isOver(s) && liveStep(s).status.turn !== s.you;
}

/**
 * The legal moves from `from` to `to` (castling also onto its rook): one, several promotions, or
 * none. A pass (Janggi) is no move of a piece: the Pass button plays it.
 */
export function movesBetween(s, from, to) {
  return s.referee.legal.filter((m) => m.from === from && (m.to === to || m.castleRook === to) && !m.pass);
}

/** Where the piece on `from` may go: [{ square, capture }], one per square. */
export function destinations(s, from) {
  const seen = new Map();
  for (const m of s.referee.legal) if (m.from === from && !m.pass && !seen.has(m.to)) seen.set(m.to, { square: m.to, capture: m.capture });
  return [...seen.values()];
}

/**
 * The board as it will look once `move` is made, before its last part is chosen (the duck's
 * square), as the module describes the move: the mover set on its destination (as the promotion
 * makes it), the piece it takes gone from where it stood (en passant: beside the target), a
 * castling rook on its new square. Only for showing the player their own move: the module plays
 * the real one.
 */
export function previewBoard(board, move, pieces, color) {
  const moving = pieceAt(board, move.from);
  const promoted = move.promotion ? promotionPiece(pieces, color, move.promotion, moving)?.code : null;
  const placed = new Map([[move.from, null]]);
  if (move.captured) placed.set(move.captured.square, null);
  if (move.castleRook && move.rookTo) {
    placed.set(move.castleRook, null);
    placed.set(move.rookTo, pieceAt(board, move.castleRook));
  }
  placed.set(move.to, promoted ?? moving);
  const squares = board.squares.map((cell) => (placed.has(cell.square) ? { ...cell, piece: placed.get(cell.square) } : cell));
  return { ...board, squares };
}
