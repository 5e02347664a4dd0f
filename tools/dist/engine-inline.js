// The single-file page's engine (dist/wasm-chess.html), in place of www/engine.js: the wasm comes
// from base64 embedded in the page, and the bot's worker from a Blob holding its bundled script and
// the same base64 — nothing is fetched, so the page works from file:// with the network shut.
// The worker is a classic one: Chromium refuses module workers from blob: URLs on file://.

import * as wasm from '../../www/pkg/wasm_chess.js';
import { BotClient } from '../../www/bot-client.js';
import { WASM_BASE64, WORKER_SOURCE } from 'wasm-chess:inline';

let engine = null;
let workerUrl = null;

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The worker's script: the base64 first (its glue reads it), then the bundled bot-worker.js. */
function botWorkerUrl() {
  workerUrl ??= URL.createObjectURL(
    new Blob([`self.WASM_CHESS_BASE64 = ${JSON.stringify(WASM_BASE64)};\n`, WORKER_SOURCE], { type: 'text/javascript' }),
  );
  return workerUrl;
}

export async function loadEngine() {
  if (!engine) {
    wasm.initSync({ module: bytesOf(WASM_BASE64) });
    engine = {
      wasm,
      levels: wasm.Bot.levels(),
      createBot: () => new BotClient(botWorkerUrl(), { type: 'classic' }),
    };
  }
  return engine;
}
