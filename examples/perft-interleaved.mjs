// Perft of our wasm build against cozy-chess's wasm build and against our own native builds,
// timed interleaved, best of N per position: on a machine whose timings swing by 10-40% from run
// to run, the ratios of interleaved runs are steadier than separate tables.
//
//   node examples/perft-interleaved.mjs [--full] [ROUNDS] [LABEL=NATIVE_PERFT ...]
//
// Bulk counting by default; --full plays every leaf move, one ply shallower than the peers'
// depths (timing.mjs's fullModeDepth).
//
// The wasm modules run in this process (ours from target/pkg-node, cozy-chess's from
// $PEERS_BUILD_DIR, built by ../shared/bench/peers/run.sh). Each NATIVE_PERFT is a build of
// examples/perft.rs (e.g. `native=target/release/examples/perft`), run as a child process; it
// times itself, so process start-up is not counted.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { PEER_POSITIONS as positions, fullModeDepth, geomean, labelledPaths, perftMnps } from './timing.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const full = args[0] === '--full';
const [roundsArg, ...natives] = full ? args.slice(1) : args;
const rounds = Number(roundsArg ?? 5);
const peers = process.env.PEERS_BUILD_DIR ?? '/tmp/perft-peers-build';
const ours = require('../target/pkg-node/wasm_chess.js');
const cozy = require(`${peers}/wasm/cozy/peers_cozy.js`);

/** Each runner returns million nodes per second for one perft. */
const inProcess = (perft) => (fen, depth) => perftMnps(perft, fen, depth);
const native = (binary) => (fen, depth) => {
  // examples/perft.rs prints "nodes N  time Ss  M Mnps".
  const out = execFileSync(binary, [fen, String(depth), ...(full ? ['--full'] : [])], { encoding: 'utf8' });
  const [, nodes, seconds] = out.match(/nodes (\d+)\s+time ([\d.]+)s/) ?? [];
  if (!nodes) throw new Error(`${binary}: unexpected output ${out}`);
  return Number(nodes) / Number(seconds) / 1e6;
};

const runners = {
  'wasm-chess': inProcess((fen, depth) => (full ? ours.perftFull(fen, depth) : ours.perft(fen, depth))),
  'cozy-chess': inProcess((fen, depth) => Number(full ? cozy.cozy_perft_full(fen, depth) : cozy.cozy_perft_bulk(fen, depth))),
};
const labels = labelledPaths(natives).map(([label, binary]) => {
  runners[label] = native(binary);
  return label;
});

const best = new Map();
for (let round = 0; round < rounds; round++) {
  for (const [label, fen, peerDepth] of positions) {
    const depth = full ? fullModeDepth(peerDepth) : peerDepth;
    for (const [name, run] of Object.entries(runners)) {
      const key = `${name} ${label}`;
      best.set(key, Math.max(best.get(key) ?? 0, run(fen, depth)));
    }
  }
}

const mnps = (name) => positions.map(([label]) => best.get(`${name} ${label}`));
const ratio = (a, b) => {
  const ratios = mnps(a).map((x, i) => x / mnps(b)[i]);
  console.log(`${a} / ${b}`.padEnd(26), ratios.map((x) => x.toFixed(2)).join(' '), geomean(ratios).toFixed(3));
};
console.log(`perft ${full ? 'full (one ply shallower)' : 'bulk'}, Mnps, best of ${rounds} interleaved: ${positions.map(([label]) => label).join(' ')} geomean`);
for (const name of Object.keys(runners)) {
  console.log(name.padEnd(26), mnps(name).map((x) => x.toFixed(1)).join(' '), geomean(mnps(name)).toFixed(1));
}
ratio('wasm-chess', 'cozy-chess');
labels.forEach((label) => ratio('wasm-chess', label));
