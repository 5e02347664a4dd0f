// The search benchmark in WebAssembly (Node, the release build in target/pkg-node): the same
// positions and depth as examples/bench.rs, so the signature must match the native one.
//
//     make node-pkg && node examples/bench-wasm.mjs [DEPTH]

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const BENCH_DEPTH = 11; // as in examples/bench.rs
const root = new URL('../', import.meta.url);
const require = createRequire(import.meta.url);
const { Game, Bot } = require(new URL('target/pkg-node/wasm_chess.js', root).pathname);

const depth = Number(process.argv[2] ?? BENCH_DEPTH);
const fens = readFileSync(new URL('tests/data/bench.fen', root), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'));
let total = 0;
const start = performance.now();
for (const fen of fens) {
  const bot = new Bot({ level: Bot.levels().length, hashMb: 8 });
  const game = Game.fromFen(fen);
  const t = performance.now();
  const result = bot.think(game, { depth });
  const ms = performance.now() - t;
  console.log(`${String(result.nodes).padStart(10)} nodes ${ms.toFixed(1).padStart(8)} ms  ${fen}`);
  total += result.nodes;
  game.free();
  bot.free();
}
const secs = (performance.now() - start) / 1000;
console.log(`bench depth ${depth}: ${fens.length} positions (wasm)`);
console.log(`signature ${total}`);
console.log(`nps ${Math.round(total / secs)} (${total} nodes in ${secs.toFixed(2)} s)`);
