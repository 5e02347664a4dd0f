// The game score: SAN moves with move numbers ("1. e4 e5 2. Nf3"), as rows for the move list. The
// start (who moved first, and the first move's number) comes from the module: the board's
// `scoreStart`.

import { other } from '../board/sides.js';

/**
 * Rows of the score: { number, white: {san, ply} | null, black: {san, ply} | null }; `ply` counts
 * from 1 for the first move played after the start position.
 */
export function scoreRows(sans, { turn = 'white', fullmove = 1 } = {}) {
  const rows = [];
  let number = fullmove;
  let side = turn;
  let row = null;
  sans.forEach((san, i) => {
    if (!row || side === 'white') {
      row = { number, white: null, black: null };
      rows.push(row);
    }
    row[side] = { san, ply: i + 1 };
    if (side === 'black') number += 1;
    side = other(side);
  });
  return rows;
}

/** The score as one line of text: "1. e4 e5 2. Nf3", or "5... Kd7 6. Re1" after a Black start. */
export function scoreText(sans, start) {
  return scoreRows(sans, start)
    .map((r) => (r.white ? `${r.number}. ${r.white.san}` : `${r.number}...`) + (r.black ? ` ${r.black.san}` : ''))
    .join(' ');
}
