// What the single-file page's engines share (dist/wasm-chess.html, engine-inline.js for chess,
// variants-inline.js for the other games): the wasm from base64 embedded in the page, the bot's
// worker from a Blob holding its bundled script and the same base64 — nothing is fetched, so the
// page works from file:// with the network shut. The worker is a classic one: Chromium refuses
// module workers from blob: URLs on file://.

import { BotClient } from '../../www/engine/bot-client.js';

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * A loader of `wasm` (a module's glue) from `base64`, its bot worker running `workerSource`; the
 * engine is { wasm, levels, createBot } plus what `more(wasm)` adds, made (and the bytes decoded)
 * on the first call only.
 */
export function inlineEngine(wasm, base64, workerSource, more = () => ({})) {
  let engine = null;
  let workerUrl = null;
  // The worker's script: the base64 first (its glue reads it), then the bundled worker.
  const botWorkerUrl = () => {
    workerUrl ??= URL.createObjectURL(
      new Blob([`self.WASM_CHESS_BASE64 = ${JSON.stringify(base64)};\n`, workerSource], { type: 'text/javascript' }),
    );
    return workerUrl;
  };
  return async () => {
    if (!engine) {
      wasm.initSync({ module: bytesOf(base64) });
      engine = {
        wasm,
        levels: wasm.Bot.levels(),
        createBot: () => new BotClient(botWorkerUrl(), { type: 'classic' }),
        ...more(wasm),
      };
    }
    return engine;
  };
}
