// The one place that loads the wasm module and knows where the bot's worker is. A page loads the
// module once; every board on it shares that instance (each board keeps its own Game handle and,
// against the bot, its own worker). The single-file build (scripts/dist.mjs) swaps this file for
// engine-inline.js, which reads the wasm embedded in the page and starts the worker from a Blob.

import init, * as wasm from './pkg/wasm_chess.js';

let loading = null;

/** { wasm, levels, createBot } — createBot() makes a BotClient, or is null in a build without the bot. */
export function loadEngine() {
  loading ??= (async () => {
    await init();
    const hasBot = typeof wasm.Bot === 'function';
    const BotClient = hasBot ? (await import('./bot-client.js')).BotClient : null;
    return {
      wasm,
      levels: hasBot ? wasm.Bot.levels() : [],
      createBot: BotClient ? () => new BotClient() : null,
    };
  })();
  return loading;
}
