// Moves and positions in words for screen readers, over move objects and boards from the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeMove, checkWords, describeSquare, describePosition, pieceName } from '../../www/board/speech.js';
import { wasm, modulePieces } from './page-fixtures.mjs';

const { Game } = wasm;
const pieces = modulePieces();

/** The words for `move` played in `fen`, with the check/mate suffix, as the board announces it. */
function say(fen, move) {
  const game = fen ? Game.fromFen(fen) : new Game();
  try {
    const before = game.board();
    const info = game.play(move);
    return describeMove(info, before, game.board(), pieces) + checkWords(game.status());
  } finally {
    game.free();
  }
}

test('a quiet move names the piece and both squares', () => {
  assert.equal(say(null, 'Nf3'), 'Knight from g1 to f3');
  assert.equal(say(null, 'e4'), 'Pawn from e2 to e4');
});

test('a capture names the piece taken', () => {
  assert.equal(say('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'exd5'), 'Pawn from e4 takes pawn on d5');
  assert.equal(say('4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1', 'Bxc6+'), 'Bishop from b5 takes knight on c6, check');
});

test('en passant names the pawn taken on its own square, and says so', () => {
  assert.equal(say('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'exd6'), 'Pawn from e5 to d6, takes pawn on d5 en passant');
});

test('castling in words, on either side', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  assert.equal(say(fen, 'O-O'), 'Castles kingside');
  assert.equal(say(fen, 'O-O-O'), 'Castles queenside');
});

test('promotion, with and without a capture', () => {
  assert.equal(say('7k/P7/8/8/8/8/8/4K3 w - - 0 1', 'a8=N'), 'Pawn from a7 to a8, promotes to knight');
  assert.equal(say('1r5k/P7/8/8/8/8/8/4K3 w - - 0 1', 'axb8=Q+'), 'Pawn from a7 takes rook on b8, promotes to queen, check');
});

test('check and checkmate', () => {
  assert.equal(say('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', 'Qh4#'), 'Queen from d8 to h4, checkmate');
  assert.equal(say('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8+'), 'Rook from a1 to a8, check');
});

test('a square and the position in words', () => {
  const game = new Game();
  const board = game.board();
  game.free();
  assert.equal(describeSquare(board, 'g1', pieces), 'g1, white knight');
  assert.equal(describeSquare(board, 'e4', pieces), 'e4, empty');
  assert.equal(pieceName(pieces, 'bQ'), 'black queen');
  const words = describePosition(board, pieces);
  assert.match(words, /^White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1, knights b1 and g1, pawns a2, b2, c2, d2, e2, f2, g2 and h2\. Black: king e8,/);
  const lone = Game.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(describePosition(lone.board(), pieces), 'White: king e1. Black: king e8.');
  lone.free();
});
