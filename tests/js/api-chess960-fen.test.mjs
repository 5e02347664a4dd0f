// Which FENs are Chess960: file letters make a FEN Chess960 by themselves; KQkq is
// X-FEN (the outermost rooks) only when the caller asks for Chess960; KQkq that does not fit
// standard chess is refused otherwise, and the refusal changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game } = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

// Chess960 start 518 is the standard array; this one (number 0) has its king on g1 and rooks on f1/h1.
const START_0 = 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1';

test('KQkq that does not fit standard chess is refused, naming the right', () => {
  assert.throws(() => Game.fromFen('r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1'), /invalid FEN: .*castling right/);
  assert.throws(() => Game.fromFen(START_0), /castling right/);
});

test("{ variant: 'chess960' } reads KQkq as the outermost rooks, wherever the king stands", () => {
  const game = Game.fromFen(START_0, { variant: 'chess960' });
  assert.equal(game.variant(), 'chess960');
  assert.equal(game.fen(), START_0);
  assert.match(game.pgn(), /\[Variant "Chess960"\]/);
});

test('file letters make a FEN Chess960 without asking', () => {
  const game = Game.fromFen('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');
  assert.equal(game.variant(), 'chess960');
  assert.equal(new Game().variant(), 'chess');
});

test('bad options say what is wrong', () => {
  assert.throws(() => Game.fromFen(START_0, { variant: 'xiangqi' }), /unknown game 'xiangqi'/);
  assert.throws(() => Game.fromFen(START_0, 'chess960'), /options must be an object/);
  assert.throws(() => Game.fromFen(START_0, { variant: true }), /options.variant must be a string/);
  assert.throws(() => Game.fromFen(START_0, { variants: 'chess960' }), /unknown option 'variants'/);
});
