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
