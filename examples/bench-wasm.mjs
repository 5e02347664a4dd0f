// The search benchmark in WebAssembly (Node, the release build in target/pkg-node): the same
// positions and depth as examples/bench.rs, so the signature must match the native one.
//
//     make node-pkg && node examples/bench-wasm.mjs [DEPTH]
//
// Also a module: examples/search-interleaved.mjs and examples/wasm-ab.mjs run `searchBench` passes.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const BENCH_DEPTH = 11; // as in examples/bench.rs
const root = new URL('../', import.meta.url);
const require = createRequire(import.meta.url);
/** The release build in target/pkg-node, loaded on first use. */
const ours = () => require(new URL('target/pkg-node/wasm_chess.js', root).pathname);

const fens = readFileSync(new URL('tests/data/bench.fen', root), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'));

/** One pass: a fresh strongest bot searches each position to `depth`; timed like
 *  examples/bench.rs (engines included). `onPosition(fen, nodes, ms)` sees each search;
 *  `wasm` is the module to run (a Node build's exports). */
export function searchBench(depth = BENCH_DEPTH, onPosition = () => {}, wasm = ours()) {
  const { Game, Bot } = wasm;
  let signature = 0;
  const start = performance.now();
  for (const fen of fens) {
    const bot = new Bot({ level: Bot.levels().length, hashMb: 8 });
    const game = Game.fromFen(fen);
    const t = performance.now();
    const { nodes } = bot.think(game, { depth });
    onPosition(fen, nodes, performance.now() - t);
    signature += nodes;
    game.free();
    bot.free();
  }
  const secs = (performance.now() - start) / 1000;
  return { positions: fens.length, signature, secs, nps: signature / secs };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const depth = Number(process.argv[2] ?? BENCH_DEPTH);
  const { positions, signature, secs, nps } = searchBench(depth, (fen, nodes, ms) =>
    console.log(`${String(nodes).padStart(10)} nodes ${ms.toFixed(1).padStart(8)} ms  ${fen}`),
  );
  console.log(`bench depth ${depth}: ${positions} positions (wasm)`);
  console.log(`signature ${signature}`);
  console.log(`nps ${Math.round(nps)} (${signature} nodes in ${secs.toFixed(2)} s)`);
}
