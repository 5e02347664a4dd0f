// The analysis board's panel (www/analysis/panel.js) beside a board of the contract, in the fake
// DOM of page-dom.mjs, with the variants module's bot as its engine: the lines, the evaluation
// bar (role meter) and the best move's arrow; moves played on the board growing the tree into
// variations; the keys, promote and delete; the PGN with variations and [%eval]; the engine
// started again at every change of position; the words of the scores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { installFakeDom } from './page-dom.mjs';
import { AnalysisPanel, lineScore, evaluationText, evaluationValue, nodeEval, moveLabel } from '../../www/analysis/panel.js';
import { treeFromPgn, moveResolver, parsePgn } from '../../www/analysis/pgn.js';
import { winPercent, scoreToCp } from '../../www/engine/review.js';

const require = createRequire(import.meta.url);
const wasm = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const { Game, Bot } = wasm;
const doc = installFakeDom();

/** A board of the contract as far as the panel drives it, over the module Game it is given. */
function fakeBoard() {
  return {
    host: new EventTarget(),
    game: null,
    arrows: null,
    loads: 0,
    variant: 'chess',
    scoreStart: { turn: 'white', fullmove: 1 },
    load(game) {
      this.game?.free();
      this.game = game;
      this.loads++;
    },
    get status() { return this.game.status(); },
    get legalMoves() { return this.game.legalMoves(); },
    setArrows(arrows) { this.arrows = arrows; },
    /** A move by a player on the board: played, then told as the board tells it. */
    play(move) {
      const played = this.game.play(move);
      this.host.dispatchEvent(new CustomEvent('move', { detail: { uci: played.uci, san: played.san, fen: this.game.fen(), hidden: false } }));
    },
  };
}

/** The engine: the module's bot on the position asked, as the worker plays it, within a node budget;
 *  it counts the requests and the stops. */
function moduleEngine(nodes = 20000) {
  const bot = new Bot();
  const engine = {
    requests: [],
    stops: 0,
    analyse(request, onLines) {
      engine.requests.push(request);
      const game = Game.fromFen(request.startFen, { variant: request.variant });
      try {
        for (const uci of request.moves) game.play(uci);
        return Promise.resolve(bot.analyse(game, { multiPv: request.multiPv, nodes }, onLines));
      } finally {
        game.free();
      }
    },
    stop() { engine.stops++; },
    destroy() { bot.free(); },
  };
  return engine;
}

const gameEngine = { wasm, games: Game.variants() };
const all = (node, predicate) => [node, ...node.children.flatMap((c) => all(c, predicate))].filter(predicate);
const treeMoves = (panel) => all(panel.treeBox, (n) => n.className === 'tree-move');

test('the scores in words: lines as players write them, the bar from the side to move’s view', () => {
  assert.equal(lineScore({ scoreCp: 35, mate: null }), '+0.35');
  assert.equal(lineScore({ scoreCp: -120, mate: null }), '-1.20');
  assert.equal(lineScore({ scoreCp: null, mate: -2 }), '#-2');
  assert.equal(evaluationText({ scoreCp: 34, mate: null }), '+0.3');
  assert.equal(evaluationText({ scoreCp: 0, mate: null }), '0.0');
  assert.equal(evaluationText({ scoreCp: null, mate: 3 }), 'mate in 3');
  assert.equal(evaluationText({ scoreCp: null, mate: -1 }), 'mated in 1');
  assert.equal(evaluationValue({ scoreCp: 2500, mate: null }), 10);
  assert.equal(evaluationValue({ scoreCp: -47, mate: null }), -0.5);
  assert.deepEqual(nodeEval({ scoreCp: 40, mate: null }, 'black'), { cp: -40 }, 'a tree keeps the first side’s view');
  assert.deepEqual(nodeEval({ scoreCp: null, mate: 2 }, 'white'), { mate: 2 });
  assert.equal(moveLabel(1, 'e4'), '1. e4');
  assert.equal(moveLabel(2, 'e5'), 'e5');
  assert.equal(moveLabel(2, 'e5', undefined, true), '1… e5');
  assert.equal(moveLabel(1, 'Nf6', { turn: 'black', fullmove: 12 }, true), '12… Nf6');
});

test('three lines, the bar and the best move’s arrow; a move starting a variation; the PGN keeps it', async () => {
  const board = fakeBoard();
  const engine = moduleEngine();
  const { tree } = treeFromPgn('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *', moveResolver(Game, 'chess'));
  const panel = new AnalysisPanel(board, { document: doc, gameEngine, tree, engine });
  await panel.ready;
  assert.equal(panel.current.move.san, 'Nf3', 'the end of the main line is shown first');
  assert.deepEqual(board.game.history(), ['e4', 'e5', 'Nf3'], 'the board holds the moves to the node shown');
  assert.equal(engine.requests.length, 1);
  assert.deepEqual(engine.requests[0].moves, ['e2e4', 'e7e5', 'g1f3']);
  assert.equal(engine.requests[0].multiPv, 3);

  const lines = panel.linesList.children;
  assert.equal(lines.length, 3, 'three lines by default');
  assert.match(lines[0].textContent, /^[+-]?\d+\.\d\d 2… \S+/, 'score, then the moves numbered from black’s move 2');
  assert.equal(panel.bar.getAttribute('role'), 'meter');
  assert.equal(panel.bar.getAttribute('aria-label'), 'Evaluation');
  const best = panel.analysis.lines[0];
  assert.equal(panel.bar.getAttribute('aria-valuetext'), evaluationText(best));
  assert.equal(Number(panel.bar.getAttribute('aria-valuenow')), evaluationValue(best));
  const moverWin = winPercent(scoreToCp(best));
  assert.equal(panel.barFill.style['--white'], `${(100 - moverWin).toFixed(1)}%`, 'the bar fills White’s winning chances (Black to move)');
  const bestMove = board.game.legalMoves().find((m) => m.uci === best.pv[0]);
  assert.deepEqual(board.arrows, [[bestMove.from, bestMove.to]], 'the best move is drawn as an arrow');
  assert.deepEqual(panel.current.eval, nodeEval(best, 'black'), 'the node keeps its evaluation');

  // the tree drawn: main line inline, the variation indented, the current move marked
  const variations = all(panel.treeBox, (n) => n.className === 'variation');
  assert.equal(variations.length, 1);
  assert.deepEqual(all(variations[0], (n) => n.className === 'tree-move').map((b) => b.textContent), ['1… c5', '2. Nf3']);
  assert.deepEqual(treeMoves(panel).filter((b) => b.getAttribute('aria-current') === 'true').map((b) => b.textContent), ['2. Nf3']);

  // back one move, then a move other than Nf3: a variation, and the engine asked there
  assert.equal(panel.key('ArrowLeft'), true);
  assert.equal(panel.current.move.san, 'e5');
  await panel.ready;
  board.play('Bc4');
  await panel.ready;
  assert.equal(panel.current.move.san, 'Bc4');
  assert.equal(panel.tree.isMainline(panel.current), false);
  assert.deepEqual(engine.requests.at(-1).moves, ['e2e4', 'e7e5', 'f1c4']);
  const pgn = panel.pgn();
  assert.match(pgn, /2\. Nf3 .*\(2\. Bc4 \{\s\[%eval -?\d/s, 'the variation in parentheses, with its evaluation');
  assert.match(pgn, /\(1\.\.\. c5 2\. Nf3\)/);
  const read = parsePgn(pgn);
  assert.equal(read.moves[1].variations[0][0].san, 'c5', 'the PGN reads back with its variations');

  // promote, then delete
  panel.promote();
  assert.equal(panel.tree.isMainline(panel.current), true, 'promoted to the main line');
  assert.equal(panel.promoteButton.disabled, true);
  panel.deleteCurrent();
  assert.equal(panel.current.move.san, 'e5', 'the parent is shown after a delete');
  assert.deepEqual(panel.current.children.map((n) => n.move.san), ['Nf3']);
  await panel.ready;
  panel.destroy();
  board.game.free();
});

test('Up and Down switch variation, a click goes to a move, the number of lines can change', async () => {
  const board = fakeBoard();
  const engine = moduleEngine(5000);
  const { tree } = treeFromPgn('1. e4 (1. d4 d5) (1. c4) e5 *', moveResolver(Game, 'chess'));
  const panel = new AnalysisPanel(board, { document: doc, gameEngine, tree, engine });
  panel.goto(tree.root.children[0]);
  panel.key('ArrowDown');
  assert.equal(panel.current.move.san, 'd4');
  panel.key('ArrowDown');
  assert.equal(panel.current.move.san, 'c4');
  panel.key('ArrowDown');
  assert.equal(panel.current.move.san, 'c4', 'no variation below the last one');
  panel.key('ArrowUp');
  panel.key('ArrowRight');
  assert.equal(panel.current.move.san, 'd5');
  assert.equal(panel.key('x'), false, 'other keys are not the tree’s');
  treeMoves(panel).find((b) => b.textContent === '1… e5').click();
  assert.equal(panel.current.move.san, 'e5');
  assert.deepEqual(board.game.history(), ['e4', 'e5']);
  await panel.ready;
  panel.linesChoice.value = '1';
  panel.linesChoice.dispatchEvent(new Event('change'));
  await panel.ready;
  assert.equal(engine.requests.at(-1).multiPv, 1);
  assert.equal(panel.linesList.children.length, 1);
  assert.throws(() => panel.setLines(6), /1 to 5 lines/);
  panel.destroy();
  board.game.free();
});

test('a change of position while the engine thinks stops it, and only the last position is shown', async () => {
  const board = fakeBoard();
  const bot = moduleEngine(5000);
  let release;
  const engine = {
    ...bot,
    requests: bot.requests,
    analyse(request, onLines) {
      bot.requests.push(request);
      // the first search answers only once stopped, as the worker's does
      if (bot.requests.length === 1) return new Promise((resolve) => { release = () => resolve({ ply: 0, turn: 'white', depth: 0, lines: [] }); });
      return moduleEngine(5000).analyse(request, onLines);
    },
    stop() { release?.(); },
  };
  const panel = new AnalysisPanel(board, { document: doc, gameEngine, engine, startFen: null });
  assert.equal(panel.bar.getAttribute('aria-valuetext'), 'not yet evaluated');
  board.play('d4');
  board.play('Nf6');
  await panel.ready;
  assert.equal(engine.requests.length, 2, 'the first search stopped; the positions in between never asked');
  assert.deepEqual(engine.requests[1].moves, ['d2d4', 'g8f6']);
  assert.equal(panel.analysis.node, panel.current);
  panel.destroy();
  board.game.free();
});

test('a board of more players refuses the arrows, so the panel is not made', () => {
  const board = Object.assign(fakeBoard(), { setArrows() { throw new Error('Four-player chess: no arrows, the analysis is for games of two sides'); } });
  assert.throws(() => new AnalysisPanel(board, { document: doc, gameEngine, engine: moduleEngine() }), /Four-player chess/);
});

test('another game of two: Atomic from its start, its moves and lines in its own notation', async () => {
  const board = Object.assign(fakeBoard(), { variant: 'atomic' });
  const engine = moduleEngine(5000);
  const panel = new AnalysisPanel(board, { document: doc, gameEngine, engine });
  assert.equal(panel.tree.variant, 'atomic');
  assert.equal(board.game.variant(), 'atomic', 'the board holds a game of Atomic');
  board.play('Nf3');
  await panel.ready;
  assert.equal(engine.requests.at(-1).variant, 'atomic');
  assert.equal(panel.linesList.children.length, 3);
  const line = panel.analysis.lines[0];
  const replay = Game.fromFen(board.game.fen(), { variant: 'atomic' });
  for (const uci of line.pv) replay.play(uci);
  assert.deepEqual(replay.history(), line.san, 'the line’s moves as the module writes them');
  replay.free();
  const pgn = panel.pgn();
  assert.match(pgn, /^\[Variant "Atomic"\]$/m);
  assert.match(pgn, /^\{ \[%eval -?[\d.]+\] \} 1\. Nf3 \{ \[%eval -?[\d.]+\] \} \*$/m, 'the start and the move analysed');
  const { tree } = treeFromPgn(pgn, moveResolver(Game, 'atomic'));
  assert.equal(tree.root.children[0].move.uci, 'g1f3', 'read back');
  panel.destroy();
  board.game.free();
});
