// dist/'s www/engine/files.js: the workers and the variants module beside the bundle that imports
// this (dist/wasm-chess-board.js), where tools/dist.mjs writes them.

export const CHESS_WORKER = new URL('./bot-worker.js', import.meta.url);
export const VARIANTS_WORKER = new URL('./bot-worker-variants.js', import.meta.url);
export const VARIANTS_MODULE = new URL('./pkg-variants/wasm_chess.js', import.meta.url);
