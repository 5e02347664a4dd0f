// Where the files that are not imported but fetched at run time are: the bot's two workers and
// the variants module, entry points at the top of www/. Named relative to this file; dist/ puts
// them beside its one bundle instead, so tools/dist.mjs swaps this file for
// tools/dist/files-flat.js (a bundle's import.meta.url is the bundle's own).

export const CHESS_WORKER = new URL('../bot-worker.js', import.meta.url);
export const VARIANTS_WORKER = new URL('../bot-worker-variants.js', import.meta.url);
export const VARIANTS_MODULE = new URL('../pkg-variants/wasm_chess.js', import.meta.url);
