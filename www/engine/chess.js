// The one place that loads the chess module and starts its bot's workers (files.js says where they
// are). A page loads the
// module once; every board on it shares that instance (each board keeps its own Game handle and,
// against the bot, its own worker). The single-file build (tools/dist.mjs) swaps this file for
// tools/dist/engine-inline.js, which reads the wasm embedded in the page and starts the worker
// from a Blob.

import init, * as wasm from '../pkg/wasm_chess.js';
import { BotClient } from './bot-client.js';
import { withTopLevelBot } from './chess-bot.js';
import { CHESS_WORKER } from './files.js';
import { loadVariantsEngine } from './variants.js';

let loading = null;

/** { wasm, levels, createBot } — createBot() starts a ChessBot (chess-bot.js: the chess module's
 *  worker, and the variants module's for the top level, each its own wasm instance). */
export function loadEngine() {
  loading ??= init().then(() =>
    withTopLevelBot({ wasm, levels: wasm.Bot.levels(), createBot: () => new BotClient(CHESS_WORKER) }, loadVariantsEngine),
  );
  return loading;
}
