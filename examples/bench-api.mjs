// What each call of the JavaScript API costs, beside chess.js 1.4.0 and chessops 0.15.1 doing the
// same (chessops only where it has the call), in one Node process on the release build in
// target/pkg-node. Per call, best of 5 rounds; the peers' timings interleave with ours in each round
// so that all see the same machine. Prints a table with the ratios and whether each call meets its
// target (the rows below). A benchmark, not a test: it always exits 0.
//
//     make node-pkg && node examples/bench-api.mjs [PKG_DIR]
//
// PKG_DIR: another Node build of ours to time instead of target/pkg-node (an older commit's, say).

import { createRequire } from 'node:module';

const root = new URL('../', import.meta.url);
const require = createRequire(import.meta.url);
const ours = require(process.argv[2] ? `${process.argv[2]}/wasm_chess.js` : new URL('target/pkg-node/wasm_chess.js', root).pathname);
const objects = await import(new URL('src/wasm/objects.js', root));
const tools = (file) => new URL(`tools/node_modules/${file}`, root).pathname;
const { Chess } = require(tools('chess.js'));
// chessops's CommonJS build does not load in Node (its package is "type": "module"): its ES modules.
const chessops = await import(tools('chessops/dist/esm/index.js'));
const { parseFen, makeFen } = await import(tools('chessops/dist/esm/fen.js'));
const { makeSan, parseSan } = await import(tools('chessops/dist/esm/san.js'));

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
/** For `history` and `pgn`, which need moves behind them: Morphy's Opera game (33 plies, mate). */
const OPERA = ('e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ ' +
  'Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#').split(' ');
/** The move played and taken back. */
const PLAY = 'Qxf6';

// ---------------------------------------------------------------- the contestants

const game = ours.Game.fromFen(KIWIPETE);
const opera = new ours.Game();
for (const san of OPERA) opera.play(san);

const chessjs = new Chess(KIWIPETE);
const chessjsOpera = new Chess();
for (const san of OPERA) chessjsOpera.move(san);

const position = chessops.Chess.fromSetup(parseFen(KIWIPETE).unwrap()).unwrap();

/** chessops has no "moves with SAN" call: its legal moves (`allDests`), each written with `makeSan`. */
function chessopsMovesWithSan(pos) {
  const list = [];
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.get(from)?.role === 'pawn';
    for (const to of dests) {
      const lastRank = pawn && (to >> 3 === 0 || to >> 3 === 7);
      for (const promotion of lastRank ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
        list.push(makeSan(pos, { from, to, promotion }));
      }
    }
  }
  return list;
}

/** Each row: what is timed for each library (null: no such call), and the target as a test of the
 *  three timings in µs. `size` folds a result into a number so that no call can be optimised away. */
const rows = [
  {
    call: 'board()',
    ours: () => game.board().squares.length,
    chessjs: () => chessjs.board().length,
    chessops: null,
    target: ['≤ 4× chess.js', (us, js) => us <= 4 * js],
  },
  {
    call: 'legalMoves() (48, with SAN)',
    ours: () => game.legalMoves().length,
    chessjs: () => chessjs.moves({ verbose: true }).length,
    chessops: () => chessopsMovesWithSan(position).length,
    target: ['≥ 50× faster than chess.js', (us, js) => us * 50 <= js],
  },
  {
    call: 'legalMoves({ san: false })',
    ours: () => game.legalMoves({ san: false }).length,
    chessjs: () => chessjs.moves({ verbose: true }).length,
    chessops: () => position.allDests().size,
    target: ['≤ 10 µs', (us) => us <= 10],
  },
  {
    call: 'status()',
    ours: () => game.status().claimable.length,
    chessjs: () => Number(chessjs.isGameOver()) + Number(chessjs.inCheck()),
    chessops: () => Number(position.isEnd()) + Number(position.isCheck()),
    target: ['faster than chess.js', (us, js) => us < js],
  },
  {
    call: `play('${PLAY}') + undo()`,
    ours: () => game.play(PLAY).san.length + game.undo().uci.length,
    chessjs: () => chessjs.move(PLAY).san.length + chessjs.undo().san.length,
    // chessops's positions have no undo: a copy plays the move.
    chessops: () => {
      const next = position.clone();
      next.play(parseSan(next, PLAY));
      return next.fullmoves;
    },
    target: ['faster than chess.js', (us, js) => us < js],
  },
  {
    call: 'fen()',
    ours: () => game.fen().length,
    chessjs: () => chessjs.fen().length,
    chessops: () => makeFen(position.toSetup()).length,
    target: ['faster than chess.js', (us, js) => us < js],
  },
  {
    call: 'fromFen(kiwipete)',
    ours: () => {
      const g = ours.Game.fromFen(KIWIPETE);
      g.free(); // chess.js's and chessops's objects are freed by the garbage collector
      return 1;
    },
    chessjs: () => new Chess(KIWIPETE).turn().length,
    chessops: () => chessops.Chess.fromSetup(parseFen(KIWIPETE).unwrap()).unwrap().fullmoves,
    target: ['faster than chess.js', (us, js) => us < js],
  },
  {
    call: 'history() (33 plies)',
    ours: () => opera.history().length,
    chessjs: () => chessjsOpera.history().length,
    chessops: null,
    target: ['faster than chess.js', (us, js) => us < js],
  },
  {
    call: 'pgn() (33 plies)',
    ours: () => opera.pgn().length,
    chessjs: () => chessjsOpera.pgn().length,
    chessops: null,
    target: ['faster than chess.js', (us, js) => us < js],
  },
];

// ---------------------------------------------------------------- timing

const ROUNDS = 5;
const ROUND_MS = 40;
let sink = 0;

/** Calls per timed batch so that a batch takes about `ROUND_MS`. */
function calibrate(fn) {
  let n = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) sink += fn();
    if (performance.now() - t >= ROUND_MS / 4 || n >= 1 << 24) return Math.max(1, Math.round((n * ROUND_MS) / Math.max(performance.now() - t, 0.001)));
    n *= 2;
  }
}

/** µs per call of one batch of `n`. */
function time(fn, n) {
  const t = performance.now();
  for (let i = 0; i < n; i++) sink += fn();
  return ((performance.now() - t) * 1000) / n;
}

const LIBS = ['ours', 'chessjs', 'chessops'];
const jobs = rows.flatMap((row) => LIBS.filter((lib) => row[lib]).map((lib) => ({ row, lib, fn: row[lib] })));
for (const job of jobs) {
  job.n = calibrate(job.fn); // also the warm-up
  job.best = Infinity;
}
for (let round = 0; round < ROUNDS; round++) {
  for (const job of jobs) job.best = Math.min(job.best, time(job.fn, job.n));
}
const best = (row, lib) => jobs.find((j) => j.row === row && j.lib === lib)?.best;

// ---------------------------------------------------------------- the table

const us = (x) => (x === undefined ? '—' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const ratio = (a, b) => (a === undefined || b === undefined ? '—' : `${(b / a).toFixed(b / a >= 10 ? 0 : 1)}×`);
console.log(`API calls, kiwipete (history and pgn: the Opera game), µs per call, best of ${ROUNDS} (Node ${process.version})`);
console.log('');
console.log('| call | wasm-chess | chess.js 1.4.0 | chessops 0.15.1 | chess.js ÷ wasm-chess | target | met |');
console.log('|---|---|---|---|---|---|---|');
let missed = 0;
for (const row of rows) {
  const [o, j, c] = LIBS.map((lib) => best(row, lib));
  const [text, holds] = row.target;
  const met = holds(o, j);
  if (!met) missed++;
  console.log(`| \`${row.call}\` | ${us(o)} | ${us(j)} | ${us(c)} | ${ratio(o, j)} | ${text} | ${met ? 'yes' : '**no**'} |`);
}

// board() on larger boards: the JavaScript half (src/wasm/objects.js) per cell, 8×8 against 24×24.
const perCell = [8, 24].map((side) => {
  const pieces = new Uint8Array(side * side).map((_, i) => (i * 7) % 13);
  const fn = () => objects.board(side, side, pieces).squares.length;
  const n = calibrate(fn);
  let fastest = Infinity;
  for (let round = 0; round < ROUNDS; round++) fastest = Math.min(fastest, time(fn, n));
  return { side, us: fastest, ns: (fastest * 1000) / (side * side) };
});
console.log('');
console.log(`board objects built in JavaScript: ${perCell.map((b) => `${b.side}×${b.side} ${us(b.us)} µs (${b.ns.toFixed(1)} ns a cell)`).join(', ')}`);
console.log(missed === 0 ? 'every target is met' : `${missed} target(s) not met in this run`);
if (sink === 0.5) console.log(sink); // keeps the results alive
