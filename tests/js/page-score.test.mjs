// The game score: move numbers from the start position's FEN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreRows, scoreText } from '../../www/page/score.js';
import { Referee } from '../../www/board/referee.js';
import { wasm } from './page-fixtures.mjs';

/** Who moves first and the first move's number, as the board reads them from the module. */
function startOf(fen) {
  const referee = new Referee(wasm.Game.fromFen(fen));
  try {
    return referee.scoreStart;
  } finally {
    referee.free();
  }
}

test('a game from the start reads "1. e4 e5 2. Nf3 Nc6"', () => {
  assert.equal(scoreText(['e4', 'e5', 'Nf3', 'Nc6']), '1. e4 e5 2. Nf3 Nc6');
  assert.equal(scoreText(['e4', 'e5', 'Nf3']), '1. e4 e5 2. Nf3');
  assert.equal(scoreText([]), '');
});

test('a game starting with Black to move begins with an ellipsis', () => {
  const start = startOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.deepEqual(start, { turn: 'black', fullmove: 1 });
  assert.equal(scoreText(['e5', 'Nf3', 'Nc6'], start), '1... e5 2. Nf3 Nc6');
});

test('move numbers continue from the FEN', () => {
  const start = startOf('4k3/8/8/8/8/8/8/4K2R w K - 3 41');
  assert.equal(scoreText(['O-O', 'Kd7'], start), '41. O-O Kd7');
});

test('rows carry each ply, counted from 1, for review clicks', () => {
  const rows = scoreRows(['e5', 'Nf3'], { turn: 'black', fullmove: 1 });
  assert.deepEqual(rows, [
    { number: 1, white: null, black: { san: 'e5', ply: 1 } },
    { number: 2, white: { san: 'Nf3', ply: 2 }, black: null },
  ]);
});
