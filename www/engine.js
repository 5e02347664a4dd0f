// The one place that loads the wasm module and knows where the bot's worker is. A page loads the
// module once; every board on it shares that instance (each board keeps its own Game handle and,
// against the bot, its own worker). The single-file build (tools/dist.mjs) swaps this file for
// tools/dist/engine-inline.js, which reads the wasm embedded in the page and starts the worker
// from a Blob.

import init, * as wasm from './pkg/wasm_chess.js';
import { BotClient } from './bot-client.js';

let loading = null;

/** { wasm, levels, createBot } — createBot() starts a BotClient (its own worker and wasm instance). */
export function loadEngine() {
  loading ??= init().then(() => ({
    wasm,
    levels: wasm.Bot.levels(),
    createBot: () => new BotClient(),
  }));
  return loading;
}
