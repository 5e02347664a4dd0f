// The page's parts for the chess family, over the variants module (`make node-pkg-variants`): the
// board a game describes (its size, its pieces' names, palaces and river, the count), the pieces
// a promotion makes (promoting or not), and moves in the game's own names. Games not yet in the
// registry are skipped; their boards are read from the module, never from a list here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { previewBoard } from '../../www/board/state.js';
import { describeMove, describePosition } from '../../www/board/speech.js';
import { promotionPiece } from '../../www/board/catalog.js';
import { pieceLook } from '../../www/board/pieces.js';

const { Game } = createRequire(import.meta.url)(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const ids = new Set(Game.variants().map((g) => g.id));
const piecesOf = (board) => new Map(board.pieces.map((p) => [p.code, p]));
const when = (id) => ({ skip: !ids.has(id) && `${id} is not in the registry yet` });

/** The move `uci` played in `game`, with the boards before and after it. */
function played(game, uci) {
  const before = game.board();
  const move = game.play(uci);
  return { move, before, after: game.board() };
}

test('every game of the family describes its board: size, style, its own pieces, one royal piece a side', () => {
  for (const { id } of Game.variants().filter((g) => g.family === 'family')) {
    const board = Game.create(id).board();
    assert.equal(board.squares.length, board.files * board.ranks, id);
    assert.ok(['squares', 'points'].includes(board.style), id);
    const pieces = piecesOf(board);
    for (const cell of board.squares) if (cell.piece) assert.ok(pieces.has(cell.piece), `${id}: ${cell.piece} on ${cell.square} is named`);
    for (const color of ['white', 'black']) assert.equal(board.pieces.filter((p) => p.color === color && p.royal).length, 1, `${id}: ${color}'s royal piece`);
  }
});

test('makruk: the met and the khon by name, no palace, the count while it runs', when('makruk'), () => {
  const board = Game.create('makruk').board();
  assert.deepEqual([board.files, board.ranks, board.style, board.overlays, board.count], [8, 8, 'squares', [], undefined]);
  const pieces = piecesOf(board);
  assert.equal(pieces.get(board.squares.find((c) => c.square === 'd1').piece).role, 'king');
  assert.equal(pieces.get('bM').role, 'met');
  assert.equal(pieces.get('wS').role, 'khon');
  const count = Game.fromFen('8/8/8/4k3/8/8/3K4/R7 b - 32 13 40', { variant: 'makruk' }).board().count;
  assert.deepEqual(count, { count: 7, limit: 16 });
  // Promotion to a met is said with the game's name.
  const game = Game.fromFen('4k3/8/8/1P6/8/8/8/4K3 w - - 0 1', { variant: 'makruk' });
  const { move, before, after } = played(game, 'b5b6m');
  assert.equal(describeMove(move, before, after, piecesOf(before)), 'Pawn from b5 to b6, promotes to met');
});

test('xiangqi: 9×10 points with both palaces and the river, cannons by name', when('xiangqi'), () => {
  const game = Game.create('xiangqi');
  const board = game.board();
  assert.deepEqual([board.files, board.ranks, board.style], [9, 10, 'points']);
  assert.deepEqual(board.overlays, [{ kind: 'palace', from: 'd1', to: 'f3' }, { kind: 'palace', from: 'd8', to: 'f10' }, { kind: 'river', rank: 5 }]);
  const { move, before, after } = played(game, 'h3e3');
  assert.equal(describeMove(move, before, after, piecesOf(before)), 'Cannon from h3 to e3');
  assert.match(describePosition(after, piecesOf(after)), /general e1/);
  assert.equal(pieceLook('xiangqi'), 'disc');
});

test('janggi: palaces without a river; a pass is a move with from = to, said "Passes"', when('janggi'), () => {
  const game = Game.create('janggi');
  const board = game.board();
  assert.equal(board.style, 'points');
  assert.ok(!board.overlays.some((o) => o.kind === 'river'));
  const pass = game.legalMoves().find((m) => m.pass);
  assert.ok(pass && pass.from === pass.to, 'a pass is offered');
  const { move, before, after } = played(game, pass.uci);
  assert.equal(describeMove(move, before, after, piecesOf(before)), 'Passes');
});

test('shogi: promoting or not is offered as two moves; the chooser shows the piece and its promoted form', when('shogi'), () => {
  const game = Game.fromFen('4k4/9/9/2P6/9/9/9/9/4K4[] w - - 0 1', { variant: 'shogi' });
  const board = game.board();
  const pieces = piecesOf(board);
  const promotions = game.legalMoves().filter((m) => m.from === 'c6' && m.to === 'c7');
  assert.deepEqual(promotions.map((m) => m.promotion).sort(), ['+', null].sort());
  const mover = board.squares.find((c) => c.square === 'c6').piece;
  assert.equal(promotionPiece(pieces, 'white', null, mover).role, 'pawn');
  assert.equal(promotionPiece(pieces, 'white', '+', mover).role, 'tokin');
  const preview = previewBoard(board, promotions.find((m) => m.promotion === '+'), pieces, 'white');
  assert.equal(preview.squares.find((c) => c.square === 'c7').piece, 'w+P');
  assert.equal(pieceLook('shogi'), 'shogi');
});

test('shogi: captured pieces go to the hand and are dropped back, said with the game\'s names', when('shogi'), () => {
  const game = Game.fromFen('4k4/9/9/9/4p4/4R4/9/9/4K4[] w - - 0 1', { variant: 'shogi' });
  played(game, 'e4e5');
  game.play('e9d9');
  assert.equal(game.board().hands.find((h) => h.owner === 'white').pieces.p, 1);
  const { move, before, after } = played(game, 'P@c5');
  assert.equal(describeMove(move, before, after, piecesOf(before)), 'Pawn dropped on c5');
});

test('sittuyin: the placement phase, then play', when('sittuyin'), () => {
  const game = Game.create('sittuyin');
  assert.equal(game.board().phase, 'placement');
  assert.ok(game.legalMoves().every((m) => m.drop), 'only placements while pieces are in hand');
});
