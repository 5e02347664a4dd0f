// Perft of one game in the variants module under Node, for scripts/bench-variants.py:
//
//     node scripts/variant-perft-wasm.mjs atomic 'FEN' 4 [reps]
//
// Prints the node count and the best time in seconds of `reps` runs (default 1), after 0.3 s of
// runs one ply shallower that let the engine compile the hot code with its optimizing tier (the
// module's load left out, as for the native side).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { variantPerft } = createRequire(import.meta.url)(path.join(root, 'target/pkg-node-variants/wasm_chess.js'));

const [id, fen, depth, reps = '1'] = process.argv.slice(2);
const warmUp = performance.now();
do variantPerft(id, fen, Math.max(0, Number(depth) - 1));
while (performance.now() - warmUp < 300);
let best = Infinity;
let nodes = 0;
for (let i = 0; i < Number(reps); i++) {
  const start = performance.now();
  nodes = variantPerft(id, fen, Number(depth));
  best = Math.min(best, (performance.now() - start) / 1000);
}
console.log(`${nodes} ${best}`);
