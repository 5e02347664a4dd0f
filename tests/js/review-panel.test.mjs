// The review panel (www/review/panel.js, graph.js) beside a board, in the fake DOM of
// page-dom.mjs, with the variants module's bot as its engine: the Review button once the game is
// over, progress, the evaluation graph (role img, named 'Evaluation graph…', a click jumps), the
// marks and the summary, and a new game forgetting the review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { installFakeDom } from './page-dom.mjs';
import { ReviewPanel } from '../../www/review/panel.js';
import { analyserForGame } from '../../www/engine/review-run.js';

const require = createRequire(import.meta.url);
const { Game, Bot } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const doc = installFakeDom();

/** A board of the contract as far as the panel reads it, over a module Game. */
function fakeBoard(game) {
  return {
    host: new EventTarget(),
    game,
    shown: null,
    get over() { return Boolean(game.status().outcome); },
    get status() { return game.status(); },
    get moves() { return game.history().map((san, i) => ({ san, uci: game.historyUci()[i] })); },
    get startFen() { return game.startFen(); },
    get variant() { return game.variant(); },
    gameInfo: null,
    showPly(ply) { this.shown = ply; },
    update() { this.host.dispatchEvent(new Event('update')); },
  };
}

/** The engine: the module's bot over a Game rebuilt from the record, as the worker does it. */
function moduleEngine() {
  const bot = new Bot();
  return {
    analyserFor(record) {
      const game = Game.fromFen(record.startFen, { variant: record.variant });
      for (const m of record.moves) game.play(m.uci);
      if (record.outcome?.reason === 'resignation') game.resign(record.outcome.winner === 'white' ? 'black' : 'white');
      return analyserForGame(bot, game);
    },
    destroy() { bot.free(); },
  };
}

const all = (node, predicate) => [node, ...node.children.flatMap((c) => all(c, predicate))].filter(predicate);

test('the review of a finished game: button, progress, graph, marks, summary', async () => {
  const game = new Game();
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Qg5', 'Nxg5']) game.play(m);
  const board = fakeBoard(game);
  const panel = new ReviewPanel(board, { document: doc, limits: { nodes: 40000 }, engine: moduleEngine() });
  assert.equal(panel.element.hidden, true, 'nothing to review while the game is played');
  await assert.rejects(panel.review(), /not over/);
  game.resign('black');
  board.update();
  assert.equal(panel.element.hidden, false);
  assert.equal(panel.button.hidden, false);
  assert.equal(panel.button.textContent, 'Review');
  const progress = [];
  panel.element.addEventListener('reviewprogress', ({ detail }) => progress.push(detail.done));
  let announced = null;
  panel.element.addEventListener('review', ({ detail }) => { announced = detail.review; });
  const review = await panel.review();
  assert.equal(announced, review);
  assert.deepEqual(progress, [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(panel.progress.hidden, true);
  assert.equal(panel.button.hidden, true, 'reviewed');
  assert.equal(panel.statusLine.getAttribute('role'), 'status');

  const [graph] = all(panel.result, (n) => n.localName === 'svg');
  assert.equal(graph.getAttribute('role'), 'img');
  assert.match(graph.getAttribute('aria-label'), /^Evaluation graph: White's winning chances over 7 moves, 5\d% at the start, .*marked: .*3… Qg5 blunder/);
  const columns = all(graph, (n) => n.getAttribute('class') === 'review-column');
  assert.equal(columns.length, 8, 'one column per position');
  columns[6].click();
  assert.equal(board.shown, 6, 'a click on the graph shows that position');
  assert.ok(all(graph, (n) => n.getAttribute('class') === 'review-mark blunder').length >= 1);

  const moves = all(panel.result, (n) => n.localName === 'button');
  assert.equal(moves.length, 7);
  const queen = moves[5];
  assert.match(queen.textContent, /^3… Qg5\?\? blunder, best was \S+$/);
  queen.click();
  assert.equal(board.shown, 6);
  const summary = all(panel.result, (n) => n.localName === 'p').map((p) => p.textContent);
  assert.equal(summary.length, 2);
  assert.match(summary[0], /^White: accuracy \d+%/);
  assert.match(summary[1], /^Black: accuracy \d+%, .*1 blunder/);
  panel.destroy();
});

test('another game forgets the review shown', async () => {
  const game = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) game.play(m);
  const board = fakeBoard(game);
  const panel = new ReviewPanel(board, { document: doc, limits: { depth: 2 }, engine: moduleEngine() });
  const review = await panel.review();
  assert.equal(review.evaluations.at(-1).cp, -1000, 'mated');
  assert.equal(panel.result.hidden, false);
  game.undo();
  board.update();
  assert.equal(panel.result.hidden, true);
  assert.equal(panel.element.hidden, true, 'the game goes on: nothing to review');
  panel.destroy();
});
