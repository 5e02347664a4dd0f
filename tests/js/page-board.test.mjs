// The board's parts that need no browser: the referee client (the game as steps, from the module)
// and the state's queries (who may move, takebacks, the moves between two squares, check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Referee } from '../../www/board/referee.js';
import { configure, levelProblem } from '../../www/board/config.js';
import {
  liveStep, shownStep, movesOf, humanMayMove, whyNot, canTakeBack, botToMove, movesBetween, destinations, checkSquare, ownPiece,
} from '../../www/board/state.js';
import { catalogOf } from '../../www/board/catalog.js';
import { wasm } from './page-fixtures.mjs';

const { Game } = wasm;

/** A board's state over a module game, as board.js builds it (without DOM parts). */
function stateOf(game, options = {}) {
  return { ...configure(options), options, catalog: catalogOf(Game), referee: new Referee(game), review: null, promotion: null, thinking: false };
}

test('a game from a PGN becomes steps: the module\'s move objects and each position after them', () => {
  const s = stateOf(Game.fromPgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6'));
  assert.deepEqual(movesOf(s).map((m) => m.san), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  assert.deepEqual([movesOf(s).at(-1).from, movesOf(s).at(-1).to], ['a7', 'a6']);
  assert.equal(s.referee.steps[0].fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(liveStep(s).fen, s.referee.game.fen(), 'the game itself is where the PGN left it');
  assert.deepEqual(s.referee.game.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  s.review = 2;
  assert.equal(shownStep(s).fen, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  s.referee.free();
});

test('a PGN that plays on past an automatic end is shown as the module has it', () => {
  const pgn = '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/3b4/4K2N w - - 0 1"]\n\n1. Kxd2 Kd7 2. Kd3 *';
  const s = stateOf(Game.fromPgn(pgn));
  assert.deepEqual(movesOf(s).map((m) => m.san), ['Kxd2', 'Kd7', 'Kd3']);
  assert.equal(s.referee.steps[1].status.outcome.reason, 'insufficient-material');
  assert.equal(liveStep(s).fen, s.referee.game.fen());
  assert.deepEqual(s.referee.game.history(), ['Kxd2', 'Kd7', 'Kd3'], 'the game itself is untouched');
  s.referee.free();
});

test('the score starts where the module says: side to move and move number of the start', () => {
  const referee = new Referee(Game.fromFen('4k3/8/8/8/8/8/8/4K2R b K - 3 41'));
  assert.deepEqual(referee.scoreStart, { turn: 'black', fullmove: 41 });
  referee.free();
});

test('a refused move throws the module\'s Error and changes no step', () => {
  const s = stateOf(new Game());
  assert.throws(() => s.referee.play('Ke3'), /illegal move/);
  assert.equal(s.referee.steps.length, 1);
  s.referee.play('e4');
  s.referee.undo();
  assert.equal(liveStep(s).fen, new Game().fen());
  assert.equal(s.referee.legal.length, 20);
  s.referee.free();
});

test('a declared end (resignation) gives the live step its outcome', () => {
  const s = stateOf(new Game());
  s.referee.resign('white');
  assert.deepEqual(liveStep(s).status.outcome, { winner: 'black', reason: 'resignation' });
  assert.equal(whyNot(s), 'the game is over');
  assert.equal(humanMayMove(s), false);
  s.referee.free();
});

test('castling is found by the king\'s two-square move and by the king onto its rook', () => {
  const s = stateOf(Game.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'));
  assert.deepEqual(movesBetween(s, 'e1', 'g1').map((m) => m.san), ['O-O']);
  assert.deepEqual(movesBetween(s, 'e1', 'h1').map((m) => m.san), ['O-O']);
  assert.deepEqual(movesBetween(s, 'e1', 'e3'), []);
  assert.ok(destinations(s, 'a1').some((d) => d.square === 'a8' && d.capture));
  s.referee.free();
});

test('a promotion square has one move per promotion letter the module offers', () => {
  const s = stateOf(Game.fromFen('8/P6k/8/8/8/8/8/K7 w - - 0 1'));
  assert.deepEqual(movesBetween(s, 'a7', 'a8').map((m) => m.promotion).sort(), ['b', 'n', 'q', 'r']);
  s.referee.free();
});

test('only the side to move selects, and against the bot only on the player\'s turn', () => {
  const friends = stateOf(new Game());
  assert.ok(ownPiece(friends, 'e2'));
  assert.ok(!ownPiece(friends, 'e7'));
  assert.ok(!ownPiece(friends, 'e4'));
  const vsBot = stateOf(Game.fromFen('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1'), { mode: 'play-bot', you: 'white' });
  assert.ok(botToMove(vsBot));
  assert.ok(!humanMayMove(vsBot));
  assert.equal(whyNot(vsBot), 'it is the bot’s move');
  const view = stateOf(new Game(), { mode: 'view' });
  assert.equal(whyNot(view), 'this board only shows games');
  for (const s of [friends, vsBot, view]) s.referee.free();
});

test('takeback against the bot goes back to the player\'s move: none when the bot has not moved since', () => {
  const s = stateOf(Game.fromFen('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1'), { mode: 'play-bot', you: 'white' });
  s.referee.play('Kd7');
  assert.equal(canTakeBack(s), false, 'Black (the bot) moved first: the player has no move to take back');
  s.referee.play('e4');
  assert.equal(canTakeBack(s), true);
  s.referee.free();
});

test('check is shown on the royal piece of the side in check', () => {
  const s = stateOf(Game.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'));
  s.referee.play('Ra8+');
  assert.equal(checkSquare(s, liveStep(s)), 'e8');
  assert.equal(checkSquare(s, s.referee.steps[0]), null);
  s.referee.free();
});

test('options: unknown modes fall back to two players; a level outside the bot\'s is named', () => {
  assert.deepEqual(configure({ mode: 'chaos' }), { mode: 'two-players', level: 1, orientation: 'white', you: null, coordinates: true });
  assert.deepEqual(configure({ mode: 'play-bot', orientation: 'black', coordinates: false }).you, 'black');
  const levels = [{ level: 1 }, { level: 2 }];
  assert.equal(levelProblem(levels, 2), null);
  assert.equal(levelProblem(levels, 'x'), "unknown bot level: 'x' (the levels are the numbers 1 to 2)");
});
