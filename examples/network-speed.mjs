// The top chess level's search speed with the evaluation network, in wasm against the native
// UCI engine: the same positions searched to the same depth from an empty table, interleaved, best
// of N passes each. Both must visit the same tree (the node counts are compared), so the ratio of
// nodes per second is the ratio of the builds' speed alone.
//
//   node examples/network-speed.mjs [ROUNDS] [--pkg DIR] [--uci PATH] [--browser]   (DEPTH=N: another depth)
//
// Defaults: 3 rounds, the variants module's Node build (target/pkg-node-variants: the wasm build
// with the network) and target/release/uci. `--browser`: the wasm searches in Debian's Chromium
// instead, in a page of the e2e harness's server importing www/pkg-variants (make web-variants),
// where the page's top level plays; Chromium's V8 is not Node's, and compiles wasm its own way.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { variantsModuleInChromium } from './support/chromium.mjs';
import { PEER_POSITIONS } from './timing.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const uci = resolve(option('--uci', 'target/release/uci'));

const DEPTH = Number(process.env.DEPTH ?? 18);
// One table size for both (the page's): another size replaces other entries, and the trees differ.
const HASH_MB = 8;

/** The top level's search of `fen` to `depth` with the module `{ Game, Bot }`. Self-contained:
 *  the browser runs it from its source text. */
function searchWith({ Game, Bot }, fen, depth, hashMb) {
  const game = Game.fromFen(fen);
  const bot = new Bot({ level: Bot.levels().length, seed: 1, hashMb });
  const started = performance.now();
  const { nodes } = bot.think(game, { depth });
  const ms = performance.now() - started;
  bot.free();
  game.free();
  return { nodes, ms };
}

/** { where, search(fen) → Promise<{ nodes, ms }>, close() }: the wasm build in this Node process. */
function inNode(pkg) {
  const wasm = createRequire(import.meta.url)(`${resolve(pkg)}/wasm_chess.js`);
  return { where: `Node ${process.version}`, search: async (fen) => searchWith(wasm, fen, DEPTH, HASH_MB), close() {} };
}

/** The same in a Chromium page (on its main thread: a search is one synchronous call either way). */
async function inChromium() {
  const { page, version, close } = await variantsModuleInChromium();
  const search = (fen) => page.evaluate(`(${searchWith})(window.wasmChess, ${JSON.stringify(fen)}, ${DEPTH}, ${HASH_MB})`);
  return { where: version, search, close };
}

/** The native engine's search of `fen`; its input stays open until `bestmove` (at end of input
 *  the engine stops searching). */
function nativeSearch(fen) {
  const engine = spawn(uci, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  engine.stdin.write(`uci\nsetoption name Hash value ${HASH_MB}\nisready\nposition fen ${fen}\ngo depth ${DEPTH}\n`);
  let out = '';
  return new Promise((resolve, reject) => {
    engine.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('bestmove')) return;
      engine.stdin.end('quit\n');
      const last = out.split('\n').filter((l) => l.startsWith(`info depth ${DEPTH} `)).at(-1);
      const field = (name) => Number(last?.match(new RegExp(` ${name} (\\d+)`))?.[1]);
      if (last) resolve({ nodes: field('nodes'), ms: field('time') });
      else reject(new Error(`${uci}: no depth-${DEPTH} result:\n${out}`));
    });
    engine.on('error', reject);
  });
}

const wasmBuild = args.includes('--browser') ? await inChromium() : inNode(option('--pkg', 'target/pkg-node-variants'));
const best = { wasm: {}, native: {} };
for (let round = 0; round < rounds; round++) {
  for (const [label, fen] of PEER_POSITIONS) {
    const runs = { wasm: await wasmBuild.search(fen), native: await nativeSearch(fen) };
    if (runs.wasm.nodes !== runs.native.nodes) throw new Error(`${label}: ${runs.wasm.nodes} nodes in wasm, ${runs.native.nodes} natively`);
    for (const [build, run] of Object.entries(runs)) {
      const kept = best[build][label];
      if (!kept || run.ms < kept.ms) best[build][label] = run;
    }
  }
}
const nps = (build) => {
  const runs = Object.values(best[build]);
  return runs.reduce((n, r) => n + r.nodes, 0) / runs.reduce((t, r) => t + r.ms, 0) * 1000;
};
for (const [label] of PEER_POSITIONS) {
  const [w, n] = [best.wasm[label], best.native[label]];
  console.log(`${label.padEnd(9)} ${String(w.nodes).padStart(9)} nodes  wasm ${Math.round(w.nodes / w.ms)}k/s  native ${Math.round(n.nodes / n.ms)}k/s  (${(n.ms / w.ms * 100).toFixed(0)}%)`);
}
await wasmBuild.close();
const [wasm, native] = [nps('wasm'), nps('native')];
console.log(`depth ${DEPTH}, best of ${rounds}: wasm (${wasmBuild.where}) ${Math.round(wasm / 1000)}k nodes/s, native ${Math.round(native / 1000)}k nodes/s: wasm at ${(wasm / native * 100).toFixed(0)}%`);
