// The search benchmark (the positions and depth of examples/bench.rs) in our wasm build and in
// our native builds, run interleaved, best of N passes each. One pass takes a third of a second,
// so single runs swing with the machine; the best of interleaved passes is steadier, and it
// leaves out V8's warm-up (the first pass runs partly in V8's baseline compiler).
//
//   node examples/search-interleaved.mjs [ROUNDS] [LABEL=NATIVE_BENCH ...]
//
// Each NATIVE_BENCH is a build of examples/bench.rs (e.g. `native=target/release/examples/bench`),
// run as a child process; it times itself. Every pass must give the same node-count signature.
import { execFileSync } from 'node:child_process';
import { BENCH_DEPTH, searchBench } from './bench-wasm.mjs';
import { labelledPaths } from './timing.mjs';

const [roundsArg, ...natives] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);

const nativePass = (binary) => () => {
  const out = execFileSync(binary, [String(BENCH_DEPTH)], { encoding: 'utf8' });
  const signature = Number(out.match(/^signature (\d+)$/m)?.[1]);
  const nps = Number(out.match(/^nps (\d+)/m)?.[1]);
  if (!signature || !nps) throw new Error(`${binary}: unexpected output ${out}`);
  return { signature, nps };
};

const runners = { wasm: () => searchBench(BENCH_DEPTH) };
for (const [label, binary] of labelledPaths(natives)) {
  runners[label] = nativePass(binary);
}

const best = {};
const signatures = new Set();
for (let round = 0; round < rounds; round++) {
  for (const [label, pass] of Object.entries(runners)) {
    const { signature, nps } = pass();
    signatures.add(signature);
    best[label] = Math.max(best[label] ?? 0, nps);
  }
}
if (signatures.size !== 1) throw new Error(`the passes searched different trees: signatures ${[...signatures]}`);

console.log(`search bench, depth ${BENCH_DEPTH}, signature ${[...signatures][0]}, best of ${rounds} interleaved passes:`);
for (const [label, nps] of Object.entries(best)) {
  const ratio = label === 'wasm' ? '' : `  wasm at ${((best.wasm / nps) * 100).toFixed(0)}% of this`;
  console.log(`${label.padEnd(12)} ${Math.round(nps).toString().padStart(8)} nodes/s${ratio}`);
}
