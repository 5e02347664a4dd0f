// The board contract (www/board/contract.js): every board, whatever the game, has the contract's
// methods and properties and sends its events with exactly the documented details. Whole boards
// run here on the release modules for Node, in a fake DOM (page-dom.mjs), with the real bot in
// this process instead of a worker: chess and Atomic on the chess board, Four-player chess on the
// board of more players.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { installFakeDom } from './page-dom.mjs';
import { BOARD_EVENTS, BOARD_METHODS, BOARD_PROPERTIES, MOVE_SOURCES, eventDetail, dispatch } from '../../www/board/contract.js';

const doc = installFakeDom();
const require = createRequire(import.meta.url);
const chessModule = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);
const variantsModule = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const { ChessBoard } = await import('../../www/board/chess-board.js');
const { CellsBoard } = await import('../../www/board/cells/board.js');

const BOT_MS = 30;

/**
 * The bot as the board's worker runs it (engine/bot-serve.js), in this process: the game replayed
 * from its start, the module's Bot thinking. It answers in a task of its own, as a worker does.
 */
function inProcessBot({ Game, Bot }) {
  return () => ({
    thinking: false,
    async think({ variant, startFen, moves, level, limits }) {
      this.thinking = true;
      await new Promise((resolve) => setTimeout(resolve, 0));
      const game = startFen ? Game.fromFen(startFen, { variant: variant ?? 'chess' }) : new Game();
      const bot = new Bot({ level });
      try {
        for (const move of moves) game.play(move);
        return bot.think(game, { ...limits, movetimeMs: BOT_MS }, undefined);
      } finally {
        this.thinking = false;
        bot.free();
        game.free();
      }
    },
    terminate() {},
  });
}

const engineOf = (wasm) => ({ wasm, levels: wasm.Bot.levels(), games: wasm.Game.variants?.() ?? null, createBot: inProcessBot(wasm) });
const chessEngine = engineOf(chessModule);
const variantsEngine = engineOf(variantsModule);

const boards = [];
after(() => boards.forEach((board) => board.destroy()));

/** A board on a new host, and every event it sends, in order. */
function mount(Board, engine, options) {
  const host = doc.createElement('div');
  const events = [];
  for (const type of Object.keys(BOARD_EVENTS)) host.addEventListener(type, (e) => events.push({ type, detail: e.detail }));
  const board = new Board(host, engine, options);
  boards.push(board);
  const heard = (type) => events.filter((e) => e.type === type).map((e) => e.detail);
  /** Resolves once `count` events of `type` have been heard (10 s at most). */
  const hear = (type, count) => new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const check = () => {
      if (heard(type).length >= count) resolve(heard(type));
      else if (Date.now() > deadline) reject(new Error(`only ${heard(type).length} ${type} events of ${count}`));
      else setTimeout(check, 5);
    };
    check();
  });
  return { board, host, events, heard, hear };
}

/** A detail has exactly the keys the contract lists for its event, in its order. */
function assertShape(type, detail) {
  assert.deepEqual(Object.keys(detail), [...BOARD_EVENTS[type]], `the ${type} event's detail`);
}

function assertMove(detail, { source, color, seat = null }) {
  assertShape('move', detail);
  assert.equal(detail.source, source);
  assert.equal(detail.color, color);
  assert.equal(detail.seat, seat);
  assert.equal(detail.hidden, false);
  for (const key of ['san', 'uci', 'from', 'to', 'fen']) assert.equal(typeof detail[key], 'string', key);
  for (const key of ['capture', 'check']) assert.equal(typeof detail[key], 'boolean', key);
}

test('the contract builds each detail from exactly its keys and refuses anything else', () => {
  const move = {
    san: 'e4', uci: 'e2e4', from: 'e2', to: 'e4', color: 'white', seat: null, promotion: null, capture: false, check: false,
    fen: 'f', ply: 1, source: 'human', drop: null, duck: null, hidden: false,
  };
  assert.deepEqual(eventDetail('move', move), move);
  assert.deepEqual(Object.keys(eventDetail('move', { ...move, hidden: true })), [...BOARD_EVENTS.move]);
  assert.throws(() => eventDetail('move', { ...move, words: 'e4' }), /the move event has no words/);
  const { seat, ...withoutSeat } = move;
  assert.equal(seat, null);
  assert.throws(() => eventDetail('move', withoutSeat), /the move event needs seat/);
  assert.throws(() => eventDetail('move', { ...move, source: 'user' }), /a move's source is human, bot, api, not 'user'/);
  assert.throws(() => eventDetail('end', {}), /unknown board event 'end'/);
  assert.throws(() => eventDetail('toString', {}), /unknown board event 'toString'/);
  assert.deepEqual(eventDetail('update'), {});
  assert.deepEqual(MOVE_SOURCES, ['human', 'bot', 'api']);

  const host = new EventTarget();
  let heard = null;
  host.addEventListener('takeback', (e) => { heard = e; });
  const detail = dispatch(host, 'takeback', { plies: 2, fen: 'f' });
  assert.deepEqual(heard.detail, { plies: 2, fen: 'f' });
  assert.equal(heard.detail, detail);
  assert.equal(heard.bubbles && heard.composed, true, 'it reaches the page through shadow roots');
});

for (const [name, Board] of [['ChessBoard', ChessBoard], ['CellsBoard', CellsBoard]]) {
  test(`${name} has every method and property of the contract`, () => {
    for (const method of BOARD_METHODS) assert.equal(typeof Board.prototype[method], 'function', `${name}.${method}()`);
    for (const property of BOARD_PROPERTIES) {
      assert.equal(typeof Object.getOwnPropertyDescriptor(Board.prototype, property)?.get, 'function', `${name}.${property}`);
    }
  });
}

test('chess: a move through the API, the bot\'s reply, a takeback, a refused move and a resignation, each as documented', async () => {
  const { board, heard, hear } = mount(ChessBoard, chessEngine, { mode: 'play-bot', you: 'white', level: 1 });
  const played = board.play('e4');
  assertMove(played, { source: 'api', color: 'white' });
  assert.deepEqual([played.san, played.uci, played.ply, played.fen], ['e4', 'e2e4', 1, board.fen]);
  const [, reply] = await hear('move', 2);
  assertMove(reply, { source: 'bot', color: 'black' });
  assert.equal(reply.ply, 2);
  assert.equal(reply.fen, board.fen);
  assert.equal(reply.uci, board.moves[1].uci);
  assert.ok(heard('update').length > 0, 'update told the page');
  heard('update').forEach((detail) => assertShape('update', detail));

  assert.equal(board.takeback(), 2, 'back to the player\'s move: the bot\'s reply too');
  const [takeback] = heard('takeback');
  assertShape('takeback', takeback);
  assert.deepEqual(takeback, { plies: 2, fen: board.startFen });

  assert.throws(() => board.play('Ke3'), /illegal move/);
  const [illegal] = heard('illegal');
  assertShape('illegal', illegal);
  assert.deepEqual([illegal.move, illegal.from, illegal.to, illegal.fen], ['Ke3', null, null, board.startFen]);
  assert.match(illegal.reason, /illegal move/);

  board.resign();
  const [over] = heard('gameover');
  assertShape('gameover', over);
  assert.deepEqual(over.outcome, { winner: 'black', reason: 'resignation' });
  assert.deepEqual([over.result, over.ranking, over.fen], ['0-1', null, board.fen]);
  assert.match(over.pgn, /\[Result "0-1"\]/);
});

test('atomic on the chess board: the same events, its explosion a capture', async () => {
  const { board, heard } = mount(ChessBoard, variantsEngine, { variant: 'atomic', mode: 'two-players', fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' });
  assert.equal(board.variant, 'atomic');
  const capture = board.play('exd5');
  assertMove(capture, { source: 'api', color: 'white' });
  assert.equal(capture.capture, true);
  assert.deepEqual(heard('move'), [capture]);
  assert.throws(() => board.play('Ke3'), /Ke3 is not a legal move/);
  assertShape('illegal', heard('illegal')[0]);
  assert.match(heard('illegal')[0].reason, /Ke3 is not a legal move/);
  board.resign('black');
  const [over] = heard('gameover');
  assertShape('gameover', over);
  assert.deepEqual([over.outcome.winner, over.result, over.ranking], ['white', '1-0', null]);
  assert.match(over.pgn, /\[Variant "Atomic"\]/);
});

test('four-player on the board of more players: your move, the bots\' with their seats, a takeback, refusals', async () => {
  const { board, events, heard, hear } = mount(CellsBoard, variantsEngine, { variant: 'four-player:ffa', mode: 'play-bot', level: 1, movetimeMs: BOT_MS });
  assert.equal(board.you, 'red');
  const ids = board.players.map((p) => p.id);
  const knight = board.legal.find((m) => m.piece === 'knight');
  board.choose(knight.from);
  board.choose(knight.to);
  const moves = await hear('move', 4);
  assertMove(moves[0], { source: 'human', color: 'red', seat: 0 });
  assert.deepEqual([moves[0].uci, moves[0].from, moves[0].to, moves[0].ply], [knight.uci, knight.from, knight.to, 1]);
  moves.slice(1).forEach((detail, i) => assertMove(detail, { source: 'bot', color: ids[i + 1], seat: i + 1 }));
  assert.deepEqual(moves.map((m) => m.ply), [1, 2, 3, 4]);
  assert.equal(moves[3].fen, board.fen);
  assert.deepEqual(board.moves.map((m) => m.uci), moves.map((m) => m.uci), 'moves: the module\'s move objects, in order');

  assert.equal(board.takeback(), 4, 'back to your move, the bots\' replies too');
  const [takeback] = heard('takeback');
  assertShape('takeback', takeback);
  assert.deepEqual(takeback, { plies: 4, fen: board.startFen });
  assert.equal(board.fen, board.startFen);

  // A click on a cell the piece picked cannot reach: refused, said, nothing played.
  board.choose(knight.from);
  board.choose('h8');
  const [clicked] = heard('illegal');
  assertShape('illegal', clicked);
  assert.deepEqual(clicked, { move: `${knight.from}-h8`, from: knight.from, to: 'h8', reason: `no legal move from ${knight.from} to h8`, fen: board.startFen });
  assert.equal(board.noticeText, clicked.reason);
  assert.throws(() => board.play('a1-a2'), Error);
  const typed = heard('illegal')[1];
  assertShape('illegal', typed);
  assert.equal(typed.move, 'a1-a2');
  assert.ok(typed.reason.length > 0);
  assert.equal(board.moves.length, 0, 'nothing was played');

  // No resignation or clock in these games: an Error naming the game, nothing sent, nothing changed.
  const before = events.length;
  assert.throws(() => board.resign(), /Four-player chess \(Free-for-all[^)]*\): red cannot resign/);
  assert.throws(() => board.flag('blue'), /Four-player chess .*: no flag falls for blue/);
  assert.equal(board.claimDraw(), false);
  assert.equal(board.canOfferDraw(), false);
  assert.equal(await board.offerDraw(), null);
  assert.equal(events.length, before);
  assert.equal(heard('gameover').length, 0);
  assert.equal(board.over, false);
});

test('four-player played to its end: gameover with the outcome and the ranking of every seat', () => {
  const start = variantsModule.Game.create('four-player:ffa');
  const fields = start.fen().split(' ');
  start.free();
  fields[6] = String(50 * 4 - 1); // one turn short of the move limit (rules.md C9)
  const { board, heard } = mount(CellsBoard, variantsEngine, { variant: 'four-player:ffa', mode: 'two-players', fen: fields.join(' ') });
  const knight = board.legal.find((m) => m.piece === 'knight');
  const last = board.play(knight.uci);
  assertMove(last, { source: 'api', color: 'red', seat: 0 });
  const [over] = heard('gameover');
  assertShape('gameover', over);
  assert.deepEqual(over.outcome, board.status.outcome);
  assert.equal(over.result, null, 'no two-sided result in a game of more players');
  assert.deepEqual(over.ranking, board.status.outcome.ranking);
  assert.deepEqual(over.ranking.flat().sort(), board.players.map((p) => p.id).sort(), 'every seat is ranked');
  assert.equal(over.fen, board.fen);
  assert.match(over.pgn, /\[Ranking "/);
  assert.deepEqual(heard('move').at(-1), last, 'the move first, then the end');
  assert.throws(() => board.play('h2-h3'), /the game is over/);
  assert.equal(heard('illegal')[0].reason, 'the game is over');
});

test('the board of more players takes the contract\'s settings: position text, mode, level, the seat at the bottom', async () => {
  const { board, heard } = mount(CellsBoard, variantsEngine, { variant: 'four-player:teams', mode: 'two-players' });
  board.play('h2-h3');
  const fen = board.fen;
  board.setFen(fen);
  assert.deepEqual([board.variant, board.fen, board.moves.length, board.mode], ['four-player:teams', fen, 0, 'two-players'], 'the game and its mode kept');
  assert.throws(() => board.setFen('not a position'), Error);
  assert.equal(board.fen, fen, 'a bad text changes nothing');
  board.setOrientation('yellow');
  assert.equal(board.orientation, 'yellow');
  board.flip();
  assert.equal(board.orientation, 'green');
  assert.throws(() => board.setOrientation('white'), /unknown seat: white \(expected red, blue, yellow, green\)/);
  assert.throws(() => board.setLevel(99), /unknown bot level: 99/);
  board.setMode('view');
  assert.deepEqual([board.mode, board.you, board.who('red')], ['view', null, 'viewer']);
  assert.throws(() => board.setMode('solo'), /unknown mode: solo/);
  board.showPly(0);
  assert.deepEqual([board.isLive, board.shownPly, board.shownFen()], [true, 0, fen], 'a new game is at its start');
  await assert.rejects(board.setVariant('atomic'), /atomic is not a game of more players/);
  await board.setVariant('three-player');
  assert.deepEqual([board.variant, board.orientation], ['three-player', 'white']);
  assert.ok(heard('update').length > 0);
  assert.equal(heard('move').length, 1);
});
