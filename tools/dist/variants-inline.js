// The single-file page's variants engine (dist/wasm-chess.html), in place of www/variants-engine.js:
// the variants module comes from base64 embedded in the page, its bot worker from a Blob holding its
// bundled script and the same base64 — as tools/dist/engine-inline.js does for chess. The bytes are
// decoded only when a game other than chess is first chosen.

import * as wasm from '../../www/pkg-variants/wasm_chess.js';
import { loadEngine } from '../../www/engine.js';
import { BotClient } from '../../www/bot-client.js';
import { VARIANTS_BASE64, VARIANTS_WORKER_SOURCE } from 'wasm-chess:inline';

let engine = null;
let workerUrl = null;

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function botWorkerUrl() {
  workerUrl ??= URL.createObjectURL(
    new Blob([`self.WASM_CHESS_BASE64 = ${JSON.stringify(VARIANTS_BASE64)};\n`, VARIANTS_WORKER_SOURCE], { type: 'text/javascript' }),
  );
  return workerUrl;
}

/** { wasm, levels, createBot, games }, as www/variants-engine.js gives it. */
export async function loadVariantsEngine() {
  if (!engine) {
    wasm.initSync({ module: bytesOf(VARIANTS_BASE64) });
    engine = {
      wasm,
      levels: wasm.Bot.levels(),
      createBot: () => new BotClient(botWorkerUrl(), { type: 'classic' }),
      games: wasm.Game.variants(),
    };
  }
  return engine;
}

export function chessModulePlays(variant) {
  return !variant || variant === 'chess' || variant === 'chess960';
}

export function engineFor(variant) {
  return chessModulePlays(variant) ? loadEngine() : loadVariantsEngine();
}
