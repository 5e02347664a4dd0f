// Our wasm perft against cozy-chess's wasm perft (bulk counting), timed interleaved in one Node
// process, best of N per position: steadier than separate runs on a noisy machine.
//
//   node examples/perft-vs-cozy.mjs [ROUNDS]     (after ../shared/bench/peers/run.sh has built
//                                                 the peers into $PEERS_BUILD_DIR)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rounds = Number(process.argv[2] ?? 5);
const peers = process.env.PEERS_BUILD_DIR ?? '/tmp/perft-peers-build';
const ours = require('../target/pkg-node/wasm_chess.js');
const cozy = require(`${peers}/wasm/cozy/peers_cozy.js`);

const runners = {
  'wasm-chess': (fen, depth) => ours.perft(fen, depth),
  'cozy-chess': (fen, depth) => Number(cozy.cozy_perft_bulk(fen, depth)),
};
// The peers' five positions and depths (../shared/bench/peers).
const positions = [
  ['startpos', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5],
  ['pos3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 7],
  ['pos4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 5],
  ['pos5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 5],
];

const best = new Map();
for (let round = 0; round < rounds; round++) {
  for (const [name, run] of Object.entries(runners)) {
    for (const [label, fen, depth] of positions) {
      const start = performance.now();
      const nodes = run(fen, depth);
      const mnps = nodes / (performance.now() - start) / 1000;
      const key = `${name} ${label}`;
      best.set(key, Math.max(best.get(key) ?? 0, mnps));
    }
  }
}

const geomean = (xs) => Math.exp(xs.reduce((sum, x) => sum + Math.log(x), 0) / xs.length);
const mnps = (name) => positions.map(([label]) => best.get(`${name} ${label}`));
console.log(`perft bulk, Mnps, best of ${rounds} interleaved: ${positions.map(([label]) => label).join(' ')} geomean`);
for (const name of Object.keys(runners)) {
  console.log(name.padEnd(11), mnps(name).map((x) => x.toFixed(1)).join(' '), geomean(mnps(name)).toFixed(1));
}
const ratios = mnps('wasm-chess').map((x, i) => x / mnps('cozy-chess')[i]);
console.log('ratio      ', ratios.map((x) => x.toFixed(2)).join(' '), geomean(ratios).toFixed(3));
