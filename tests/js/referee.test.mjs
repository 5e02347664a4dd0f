// The referee API through the release Node build, as a page or tool calls it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game, splitPgn } = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

test('claims, PGN and explanations work from JavaScript', () => {
  const g = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) g.play(m);
  assert.deepEqual(g.status().claimable, []);
  assert.throws(() => g.claimDraw('threefold'), /cannot claim a draw by threefold: the position has 2 of the 3 occurrences a claim needs/);
  assert.deepEqual(g.claimDraw('threefold', 'Ng8'), { winner: null, reason: 'threefold' });
  assert.throws(() => g.play('e4'), /the game is over \(threefold\)/);
  const pgn = g.pgn();
  assert.match(pgn, /\[Result "1\/2-1\/2"\]/);
  assert.match(pgn, /1\. Nf3 Nf6 2\. Ng1 Ng8 3\. Nf3 Nf6 4\. Ng1 Ng8 1\/2-1\/2\n$/);
  assert.deepEqual(Game.fromPgn(pgn).historyUci(), g.historyUci());
  assert.equal(splitPgn(pgn + '\n' + pgn).length, 2);

  const h = Game.fromSetup('pawn-and-move');
  assert.equal(h.startFen(), 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(h.explainMove('e2', 'e4'), null);
  assert.equal(h.explainMove('e1', 'g1'), 'you cannot castle: there is a piece in the way on f1');
  assert.throws(() => h.explainMove('e9', 'e4'), /invalid square 'e9'/);
});

test('fenAt gives the position after any ply without replaying the game, and refuses a ply past the end', () => {
  const g = new Game();
  const fens = [g.fen()];
  for (const m of ['e4', 'c5', 'Nf3']) {
    g.play(m);
    fens.push(g.fen());
  }
  fens.forEach((fen, ply) => assert.equal(g.fenAt(ply), fen));
  assert.throws(() => g.fenAt(4), /there is no position after ply 4: the game has 3 moves/);
  assert.equal(g.fen(), fens[3], 'asking changes nothing');
});

test('a blank line inside the tag section does not split the game; two after the tags end one without moves', () => {
  // ChessBase writes a blank line after Event, then the other tags and the moves.
  const chessbase = '[Event "A"]\n\n[Round "1"]\n\n1. e4 e5 *';
  assert.deepEqual(splitPgn(chessbase), [chessbase]);
  const game = Game.fromPgn(chessbase);
  assert.deepEqual(game.historyUci(), ['e2e4', 'e7e5']);
  assert.match(game.pgn(), /\[Event "A"\]\n[^]*\[Round "1"\]/);
  assert.deepEqual(splitPgn('[Event "A"]\n\n\n[Event "B"]\n'), ['[Event "A"]', '[Event "B"]']);
  assert.deepEqual(Game.fromPgn('[Event "A"]\n\n\n1. e4 *').historyUci(), []);
});

test('coordinates with a check sign or glyphs read like the plain move, in play() and in PGN', () => {
  const g = Game.fromFen('4k3/8/8/8/6q1/8/7K/8 b - - 0 1');
  assert.equal(g.play('g4g3+').uci, 'g4g3');
  g.play('h2h1');
  assert.equal(g.play('g3h3+!').uci, 'g3h3');
  for (const m of ['e7e8q#', 'e7e8=Q', 'e7e8=Q+', 'e7-e8=Q#']) {
    assert.equal(Game.fromFen('k7/4P3/1K6/8/8/8/8/8 w - - 0 1').play(m).uci, 'e7e8q', m);
  }
  assert.deepEqual(Game.fromPgn('1. e2e4+ e7e5! 2. g1f3?! b8c6?? *').historyUci(), ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  const before = new Game();
  assert.throws(() => before.play('e2e5+'), /illegal move: e2e5\+ is not a legal move here/);
  assert.deepEqual(before.historyUci(), [], 'a refused move changes nothing');
});
