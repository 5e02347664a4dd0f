// The single-file page's variants engine (dist/wasm-chess.html), in place of www/engine/variants.js:
// the variants module comes from base64 embedded in the page, its bot worker from a Blob holding its
// bundled script and the same base64 (tools/dist/inline-engine.js, as for chess). The bytes are
// decoded only when a game other than chess is first chosen.

import * as wasm from '../../www/pkg-variants/wasm_chess.js';
import { loadEngine } from '../../www/engine/chess.js';
import { VARIANTS_BASE64, VARIANTS_WORKER_SOURCE } from 'wasm-chess:inline';
import { inlineEngine } from './inline-engine.js';

/** { wasm, levels, createBot, games }, as www/engine/variants.js gives it. */
export const loadVariantsEngine = inlineEngine(wasm, VARIANTS_BASE64, VARIANTS_WORKER_SOURCE, (m) => ({ games: m.Game.variants() }));

export function chessModulePlays(variant) {
  return !variant || variant === 'chess' || variant === 'chess960';
}

export function engineFor(variant) {
  return chessModulePlays(variant) ? loadEngine() : loadVariantsEngine();
}
