// What the page reads from the module instead of knowing it (Game.catalog(), www/board/catalog.js):
// each entry checked against what the module itself does with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, promotedPiece, royalSquare } from '../../www/board/catalog.js';
import { wasm } from './page-fixtures.mjs';

const { Game } = wasm;
const catalog = catalogOf(Game);

/** The number of pieces of `color` on a board description. */
const count = (board, color) => board.squares.filter((s) => s.piece && catalog.pieces.get(s.piece).color === color).length;

test('every setup is one Game.fromSetup makes, and its giver is the side that starts without material', () => {
  assert.deepEqual(catalog.setups.map((s) => s.id), [
    'standard', 'pawn-and-move', 'pawn-and-two-moves', 'knight', 'rook', 'two-knights', 'rook-and-knight', 'queen',
  ]);
  const full = count(new Game().board(), 'white');
  for (const { id, giver } of catalog.setups) {
    const game = Game.fromSetup(id);
    const board = game.board();
    game.free();
    if (giver === null) {
      assert.deepEqual([count(board, 'white'), count(board, 'black')], [full, full], id);
    } else {
      const receiver = giver === 'white' ? 'black' : 'white';
      assert.ok(count(board, giver) < full, `${id}: ${giver} gives`);
      assert.equal(count(board, receiver), full, `${id}: ${receiver} keeps everything`);
    }
  }
  // DESIGN.md §5: the giver plays White, except in the two pawn odds.
  assert.deepEqual(catalog.setups.filter((s) => s.giver === 'black').map((s) => s.id), ['pawn-and-move', 'pawn-and-two-moves']);
});

test('the Chess960 count is what Game.fromSetup accepts', () => {
  assert.equal(catalog.chess960Count, 960);
  Game.fromSetup(`chess960:${catalog.chess960Count - 1}`).free();
  assert.throws(() => Game.fromSetup(`chess960:${catalog.chess960Count}`), /chess960/);
});

test('every piece board() shows is in the catalogue, with its colour', () => {
  const game = Game.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const board = game.board();
  game.free();
  for (const { square, rank, piece } of board.squares) {
    if (!piece) continue;
    assert.ok(catalog.pieces.has(piece), piece);
    assert.equal(catalog.pieces.get(piece).color, rank < 4 ? 'white' : 'black', square);
  }
  assert.equal(catalog.pieces.size, 12);
});

test('each promotion letter of the legal moves names a piece, and that piece is what lands', () => {
  for (const [fen, color] of [['8/P6k/8/8/8/8/8/K7 w - - 0 1', 'white'], ['k7/8/8/8/8/8/p7/7K b - - 0 1', 'black']]) {
    const game = Game.fromFen(fen);
    for (const move of game.legalMoves().filter((m) => m.promotion)) {
      const piece = promotedPiece(catalog.pieces, color, move.promotion);
      game.play(move.uci);
      assert.equal(game.board().squares.find((s) => s.square === move.to).piece, piece.code, move.san);
      game.undo();
    }
    game.free();
  }
});

test('the royal piece is the one check is about', () => {
  const game = Game.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  game.play('Ra8+');
  assert.equal(game.status().check, true);
  assert.equal(royalSquare(game.board(), catalog.pieces, 'black'), 'e8');
  assert.deepEqual([...catalog.pieces.values()].filter((p) => p.royal).map((p) => p.role), ['king', 'king']);
  game.free();
});

test('Game#startMoveNumber reads the start\'s move number', () => {
  for (const [fen, number] of [['4k3/8/8/8/8/8/8/4K2R w K - 3 41', 41], ['4k3/8/8/8/8/8/8/4K2R b K - 0 1', 1]]) {
    const game = Game.fromFen(fen);
    game.play(game.legalMoves()[0].uci);
    assert.equal(game.startMoveNumber(), number);
    game.free();
  }
});
