// The second module: every game of the registry (`Game.create`, `Game.variants()`, `view()`), in
// www/pkg-variants. Loaded only when a board plays a game other than chess, so the page that plays
// chess loads nothing more. Its Game is the same class as chess's; its bot worker is
// bot-worker-variants.js.

import { loadEngine } from './chess.js';
import { BotClient } from './bot-client.js';
import { VARIANTS_MODULE, VARIANTS_WORKER } from './files.js';

let loading = null;

/** { wasm, levels, createBot, games } — games: Game.variants(), the registry. */
export function loadVariantsEngine() {
  loading ??= (async () => {
    // A URL, not a literal: bundlers leave the module where it is instead of inlining it.
    const wasm = await import(VARIANTS_MODULE.href);
    await wasm.default();
    return {
      wasm,
      levels: wasm.Bot.levels(),
      createBot: () => new BotClient(VARIANTS_WORKER),
      games: wasm.Game.variants(),
    };
  })().catch((error) => {
    loading = null;
    throw new Error(`the other games could not be loaded: ${error.message ?? error}`);
  });
  return loading;
}

/** Whether the chess module plays `variant` ('chess', 'chess960' or nothing). */
export function chessModulePlays(variant) {
  return !variant || variant === 'chess' || variant === 'chess960';
}

/** The engine that plays `variant`: the chess module for chess and Chess960, else the variants module. */
export function engineFor(variant) {
  return chessModulePlays(variant) ? loadEngine() : loadVariantsEngine();
}
