// The single-file page's engine (dist/wasm-chess.html), in place of www/engine/chess.js: the chess
// module and its bot worker from the page itself (tools/dist/inline-engine.js); the top level's
// bot from the variants module, as www/engine/chess.js does it (www/engine/chess-bot.js).

import * as wasm from '../../www/pkg/wasm_chess.js';
import { WASM_BASE64, WORKER_SOURCE } from 'wasm-chess:inline';
import { inlineEngine } from './inline-engine.js';
import { withTopLevelBot } from '../../www/engine/chess-bot.js';
import { loadVariantsEngine } from '../../www/engine/variants.js';

const loadChessModule = inlineEngine(wasm, WASM_BASE64, WORKER_SOURCE);
let loading = null;

export function loadEngine() {
  loading ??= loadChessModule().then((engine) => withTopLevelBot(engine, loadVariantsEngine));
  return loading;
}
