// The keyboard cursor: which square the arrow keys go to, as the board is seen on screen (Up is
// towards the top edge whichever side is at the bottom). Pure: reads the module's board description
// ({ files, ranks, squares: [{ square, file, rank }] }) and never assumes 8×8.

import { royalSquare } from './catalog.js';

const STEPS = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Whether a key moves the cursor. */
export function isCursorKey(key) {
  return key in STEPS;
}

/**
 * The square one step from `square` in the direction of the arrow `key`, seen from `orientation`'s
 * side; the same square at the board's edge.
 */
export function stepCursor(board, square, key, orientation) {
  const here = board.squares.find((s) => s.square === square);
  const step = STEPS[key];
  if (!here || !step) return square;
  const sign = orientation === 'black' ? -1 : 1;
  const file = here.file + step[0] * sign, rank = here.rank + step[1] * sign;
  return board.squares.find((s) => s.file === file && s.rank === rank)?.square ?? square;
}

/**
 * Where the cursor starts: the royal piece (the king) of the side to move, by the module's piece
 * catalogue (catalog.js), else the first square.
 */
export function homeSquare(board, turn, pieces) {
  return royalSquare(board, pieces, turn) ?? board.squares[0]?.square ?? null;
}
