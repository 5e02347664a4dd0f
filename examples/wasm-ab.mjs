// Two builds of our wasm module, A and B, timed in one Node process with their passes
// alternating: perft (bulk and full) on the peers' positions and the search benchmark. This is
// how a change to the code or to the build flags is judged on a machine whose timings swing
// by more than the change: both builds see the same swings.
//
//   node examples/wasm-ab.mjs DIR_A DIR_B [ROUNDS]     (each DIR a `wasm-pack --target nodejs` build)
//
// Prints, for each measure, the best and the median of the rounds and B/A of both. Every search
// pass must give the same node-count signature in both builds.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { BENCH_DEPTH, searchBench } from './bench-wasm.mjs';
import { PEER_POSITIONS, fullModeDepth, geomean, perftMnps } from './timing.mjs';

const require = createRequire(import.meta.url);
const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (!dirB) throw new Error('usage: node examples/wasm-ab.mjs DIR_A DIR_B [ROUNDS]');
const rounds = Number(roundsArg ?? 7);
const builds = { A: require(resolve(dirA, 'wasm_chess.js')), B: require(resolve(dirB, 'wasm_chess.js')) };

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const samples = { A: { bulk: [], full: [], search: [] }, B: { bulk: [], full: [], search: [] } };
const signatures = new Set();
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
    const wasm = builds[name];
    samples[name].bulk.push(geomean(PEER_POSITIONS.map(([, fen, depth]) => perftMnps(wasm.perft, fen, depth))));
    samples[name].full.push(geomean(PEER_POSITIONS.map(([, fen, depth]) => perftMnps(wasm.perftFull, fen, fullModeDepth(depth)))));
    const { signature, nps } = searchBench(BENCH_DEPTH, undefined, wasm);
    signatures.add(signature);
    samples[name].search.push(nps / 1000);
  }
}
if (signatures.size !== 1) throw new Error(`search signatures differ: ${[...signatures].join(', ')}`);

console.log(`A = ${dirA}\nB = ${dirB}\n${rounds} rounds, passes alternating; search signature ${[...signatures][0]}`);
console.log('measure'.padEnd(22), 'A best', 'B best', ' B/A ', ' A med', ' B med', ' B/A');
for (const [measure, unit] of [['bulk', 'Mnps'], ['full', 'Mnps'], ['search', 'knps']]) {
  const [a, b] = [samples.A[measure], samples.B[measure]];
  const cells = [Math.max(...a), Math.max(...b), Math.max(...b) / Math.max(...a), median(a), median(b), median(b) / median(a)];
  console.log(`${measure} (${unit})`.padEnd(22), cells.map((x, i) => x.toFixed(i % 3 === 2 ? 3 : 1).padStart(6)).join(' '));
}
