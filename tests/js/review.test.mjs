// The game review: its formulas (www/engine/review.js) against worked examples, and whole reviews
// run on the variants module's bot (www/engine/review-run.js, `make node-pkg-variants`): a real
// chess game with a hanging queen, a finished Fog of War game, an Atomic game ended by explosion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  winningChances, winPercent, scoreToCp, classify, moveAccuracy, gameAccuracy, positionEvaluation,
  buildReview, summaryLine, CP_CEILING,
} from '../../www/engine/review.js';
import { reviewGame, recordOf, analyserForGame } from '../../www/engine/review-run.js';

const require = createRequire(import.meta.url);
const { Game, Bot } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);

const close = (actual, expected, tolerance = 1e-6) => assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} ≠ ${expected}`);

test('winning chances: 2 / (1 + exp(-0.00368208 cp)) - 1, clamped at ±1000 cp', () => {
  // By hand: exp(-0.368208) = 0.691951; 2 / 1.691951 - 1 = 0.182052.
  close(winningChances(100), 0.1820518);
  close(winningChances(-100), -0.1820518);
  close(winningChances(0), 0);
  // exp(-1.104624) = 0.331352; 2 / 1.331352 - 1 = 0.502251.
  close(winningChances(300), 0.5022510);
  // exp(-3.68208) = 0.025176; 2 / 1.025176 - 1 = 0.950895.
  close(winningChances(1000), 0.9508949);
  assert.equal(winningChances(5000), winningChances(1000), 'the ceiling');
  close(winPercent(100), 59.1025897);
  close(winPercent(-300), 24.8874500);
});

test('scores: mates are the edge of the scale', () => {
  assert.equal(scoreToCp({ scoreCp: null, mate: 3 }), CP_CEILING);
  assert.equal(scoreToCp({ scoreCp: null, mate: -2 }), -CP_CEILING);
  assert.equal(scoreToCp({ scoreCp: 250, mate: null }), 250);
  assert.equal(scoreToCp({ scoreCp: -4000, mate: null }), -1000);
  assert.throws(() => scoreToCp({ scoreCp: null, mate: null }), /needs scoreCp or mate/);
});

test('classification by the drop of winning chances: 0.1, 0.2, 0.3', () => {
  const cases = [[-0.5, null], [0, null], [0.0999, null], [0.1, 'inaccuracy'], [0.15, 'inaccuracy'], [0.2, 'mistake'],
    [0.2999, 'mistake'], [0.3, 'blunder'], [1.9, 'blunder']];
  for (const [drop, expected] of cases) assert.equal(classify(drop), expected, `drop ${drop}`);
  // A worked move: +100 cp before (W 0.182), −150 cp after (W −0.269): a drop of 0.451, a blunder;
  // +50 → −20 (0.092 → −0.037): 0.129, an inaccuracy.
  assert.equal(classify(winningChances(100) - winningChances(-150)), 'blunder');
  close(winningChances(100) - winningChances(-150), 0.4514, 1e-4);
  assert.equal(classify(winningChances(50) - winningChances(-20)), 'inaccuracy');
});

test('move accuracy: 103.1668 exp(-0.04354 (before - after)) - 3.1669, within 0..100', () => {
  // By hand: a loss of 10 win%: exp(-0.4354) = 0.647 → 103.1668 × 0.647 − 3.1669 = 63.58.
  close(moveAccuracy(60, 50), 63.5826193);
  close(moveAccuracy(50, 40), 63.5826193);
  // 50 win% lost: exp(-2.177) = 0.1134 → 8.53.
  close(moveAccuracy(75, 25), 8.5302719);
  assert.equal(moveAccuracy(90, 5), 0, 'clamped at 0');
  assert.equal(moveAccuracy(40, 60), 100, 'a gain is 100');
  close(moveAccuracy(50, 50), 99.9999);
});

test('game accuracy: a four-move game worked by hand', () => {
  // Win% of White at each position: 50, 40, 45, 20, 30. Moves (mover's view): White 50→40,
  // Black 60→55, White 45→20, Black 80→70; accuracies 63.58, 79.82, 31.57, 63.58.
  // Window 2 (four moves / 10, at least 2): weights = |difference| / 2 within 0.5..12: 5, 2.5, 12, 5.
  // White: weighted (63.58×5 + 31.57×12) / 17 = 40.99; harmonic 2 / (1/63.58 + 1/31.57) = 42.19;
  // accuracy (40.99 + 42.19) / 2 = 41.59. Black: (79.82×2.5 + 63.58×5) / 7.5 = 68.99, harmonic
  // 70.78, accuracy 69.89.
  const wins = [50, 40, 45, 20, 30];
  const accuracies = [moveAccuracy(50, 40), moveAccuracy(60, 55), moveAccuracy(45, 20), moveAccuracy(80, 70)];
  const [white, black] = gameAccuracy(wins, accuracies);
  close(white, 41.5896, 1e-4);
  close(black, 69.8875, 1e-4);
});

test('game accuracy: the examples of tests/data/review (windows of 2 to 8, either player first)', () => {
  const cases = JSON.parse(readFileSync(new URL('../data/review/accuracy-examples.json', import.meta.url)));
  for (const c of cases) {
    const firstMoverView = (i, w) => ((i + c.firstMover) % 2 === 0 ? w : 100 - w);
    const accuracies = c.wins.slice(1).map((after, i) => moveAccuracy(firstMoverView(i, c.wins[i]), firstMoverView(i, after)));
    accuracies.forEach((a, i) => close(a, c.accuracies[i], 1e-9));
    const result = gameAccuracy(c.wins, accuracies, c.firstMover);
    for (const k of [0, 1]) {
      if (c.expected[k] === null) assert.equal(result[k], null, c.name);
      else close(result[k], c.expected[k], 1e-9);
    }
  }
  assert.throws(() => gameAccuracy([50, 50], [100, 100]), /2 moves need 3 win percentages/);
});

test('the evaluation of a position, from the first player\'s view', () => {
  const black = positionEvaluation({ ply: 1, turn: 'black', lines: [{ scoreCp: 120, mate: null, pv: ['e7e5'], san: ['e5'] }] });
  assert.deepEqual({ cp: black.cp, mate: black.mate, best: black.best, over: black.over }, { cp: -120, mate: null, best: { uci: 'e7e5', san: 'e5' }, over: false });
  close(black.win, winPercent(-120));
  const mating = positionEvaluation({ ply: 3, turn: 'black', lines: [{ scoreCp: null, mate: 2, pv: ['d8h4'], san: ['Qh4#'] }] });
  assert.equal(mating.cp, -1000);
  assert.equal(mating.mate, -2);
  const mated = positionEvaluation({ ply: 4, turn: 'white', lines: [] }, { winner: 'black', reason: 'checkmate' });
  assert.deepEqual({ cp: mated.cp, best: mated.best, over: mated.over }, { cp: -1000, best: null, over: true });
  // A repetition ends the game on the board: a draw, whatever the engine thinks of the position.
  const repeated = positionEvaluation({ ply: 9, turn: 'white', lines: [{ scoreCp: 300, mate: null, pv: ['a1a2'], san: ['Ra2'] }] }, { winner: null, reason: 'fivefold' });
  assert.equal(repeated.cp, 0);
  // A resignation does not change the position: the engine's word stands.
  const resigned = positionEvaluation({ ply: 9, turn: 'white', lines: [{ scoreCp: 300, mate: null, pv: ['a1a2'], san: ['Ra2'] }] }, { winner: 'white', reason: 'resignation' });
  assert.equal(resigned.cp, 300);
  assert.throws(() => positionEvaluation({ ply: 7, turn: 'white', lines: [] }), /after ply 7 has no move to analyse/);
});

test('a review built from evaluations: marks, better moves, players', () => {
  const at = (turn, scoreCp, best) => positionEvaluation({ turn, lines: [{ scoreCp, mate: null, pv: [best], san: [best] }] });
  // White: +30, then after 1.a3 still +20 (no mark); Black answers 1...h6?? to −250 for Black
  // (+250 White): Black's winning chances fall from W(−20) = −0.037 to W(−250) = −0.430, a drop
  // of 0.393, a blunder, the better move being the engine's e7e5. White then drops to +60:
  // W(250) − W(60) = 0.430 − 0.110 = 0.32, also a blunder, better d2d4.
  const evaluations = [at('white', 30, 'e2e4'), at('black', -20, 'e7e5'), at('white', 250, 'd2d4'), at('black', -60, 'g8f6')];
  const moves = [{ uci: 'a2a3', san: 'a3' }, { uci: 'h7h6', san: 'h6' }, { uci: 'b2b3', san: 'b3' }];
  const review = buildReview(moves, evaluations);
  assert.deepEqual(review.moves.map((m) => m.classification), [null, 'blunder', 'blunder']);
  assert.deepEqual(review.moves.map((m) => m.better?.uci ?? null), [null, 'e7e5', 'd2d4']);
  assert.deepEqual(review.moves.map((m) => m.color), ['white', 'black', 'white']);
  close(review.moves[1].drop, 0.3935, 1e-4);
  close(review.moves[1].cpLoss, 230);
  assert.equal(review.players.white.blunders, 1);
  assert.equal(review.players.black.blunders, 1);
  assert.equal(review.players.white.moves, 2);
  close(review.players.white.acpl, (10 + 190) / 2);
  const [white, black] = gameAccuracy(evaluations.map((e) => e.win), review.moves.map((m) => m.accuracy));
  close(review.players.white.accuracy, white);
  close(review.players.black.accuracy, black);
  assert.match(summaryLine('White', review.players.white), /^White: accuracy \d+%, no inaccuracies, no mistakes, 1 blunder, average centipawn loss 100$/);
  assert.throws(() => buildReview(moves, evaluations.slice(1)), /3 moves needs 4 evaluations/);
});

test('each move\'s mover is the side to move before it, even twice in a row', () => {
  const at = (turn, scoreCp) => positionEvaluation({ turn, lines: [{ scoreCp, mate: null, pv: ['a1a2'], san: ['Ra2'] }] });
  // White moves twice (a game where a side may), then Black: W 0 → W(−400) is a blunder (0.63);
  // −400 → −50 a gain; Black's +50 → −80, W(50) − W(−80) = 0.092 + 0.147 = 0.238, a mistake.
  const evaluations = [at('white', 0), at('white', -400), at('black', 50), at('white', 80)];
  const review = buildReview([{ uci: 'a', san: 'A' }, { uci: 'b', san: 'B' }, { uci: 'c', san: 'C' }], evaluations);
  assert.deepEqual(review.moves.map((m) => m.color), ['white', 'white', 'black']);
  assert.deepEqual(review.moves.map((m) => m.classification), ['blunder', null, 'mistake']);
  assert.equal(review.players.white.moves, 2);
  const [white, black] = gameAccuracy(evaluations.map((e) => e.win), review.moves.map((m) => m.accuracy), [0, 0, 1]);
  close(review.players.white.accuracy, white);
  close(review.players.black.accuracy, black);
});

test('a real chess game: the hanging queen is a blunder, with a better move', async () => {
  // 3...Qg5?? puts the queen where the f3 knight takes it for nothing.
  const game = new Game();
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Qg5', 'Nxg5', 'Nf6', 'd3', 'Bc5', 'O-O', 'O-O']) game.play(m);
  const bot = new Bot();
  const progress = [];
  const review = await reviewGame(recordOf(game), analyserForGame(bot, game), { limits: { nodes: 60000 }, onProgress: (p) => progress.push(p.done) });
  assert.deepEqual(progress, Array.from({ length: 13 }, (_, i) => i + 1), 'one report per position');
  assert.equal(review.moves.length, 12);
  const queen = review.moves[5];
  assert.equal(queen.san, 'Qg5');
  assert.equal(queen.color, 'black');
  assert.equal(queen.classification, 'blunder', JSON.stringify(queen));
  assert.ok(queen.better && queen.better.uci !== 'd8g5' && queen.better.san, JSON.stringify(queen.better));
  assert.notEqual(review.moves[6].classification, 'blunder', 'taking the queen is no blunder');
  assert.ok(review.players.black.blunders >= 1);
  assert.ok(review.players.white.accuracy > review.players.black.accuracy, JSON.stringify(review.players));
  for (const color of ['white', 'black']) {
    const { accuracy } = review.players[color];
    assert.ok(accuracy >= 0 && accuracy <= 100, `${color} ${accuracy}`);
  }
  assert.deepEqual(review.limits, { nodes: 60000 });
  assert.equal(review.evaluations.length, 13);
  assert.equal(game.history().length, 12, 'the game is unchanged');
});

test('a finished Fog of War game and an Atomic game ended by an explosion', async () => {
  const bot = new Bot();
  const fog = Game.create('fog-of-war');
  for (const m of ['e2e4', 'e7e5', 'd1h5', 'b8c6']) fog.play(m);
  await assert.rejects(reviewGame({ moves: [], variant: 'fog-of-war' }, analyserForGame(bot, fog)), /hidden until it ends/);
  fog.resign('white');
  const fogReview = await reviewGame(recordOf(fog), analyserForGame(bot, fog), { limits: { depth: 2 } });
  assert.equal(fogReview.moves.length, 4);
  const atomic = Game.create('atomic');
  for (const m of ['e2e4', 'd7d5', 'd1h5', 'b8c6', 'h5f7']) atomic.play(m);
  assert.equal(atomic.status().outcome?.reason, 'king-exploded');
  const review = await reviewGame(recordOf(atomic), analyserForGame(bot, atomic), { limits: { depth: 3 } });
  const last = review.evaluations.at(-1);
  assert.deepEqual({ cp: last.cp, over: last.over }, { cp: 1000, over: true }, 'White has won');
  assert.equal(review.moves[3].classification, 'blunder', 'Nc6 allows the explosion on f7');
});

test('bad records and analysers are refused', async () => {
  await assert.rejects(reviewGame(null, () => null), /needs its moves/);
  await assert.rejects(reviewGame({ moves: [] }, 'bot'), /analyse must be a function/);
  const controller = new AbortController();
  controller.abort(new Error('stopped by the page'));
  await assert.rejects(reviewGame({ moves: [] }, () => ({ turn: 'white', lines: [] }), { signal: controller.signal }), /stopped by the page/);
});
