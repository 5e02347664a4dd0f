// The single-file page's engine (dist/wasm-chess.html), in place of www/engine/chess.js: the chess
// module and its bot worker from the page itself (tools/dist/inline-engine.js).

import * as wasm from '../../www/pkg/wasm_chess.js';
import { WASM_BASE64, WORKER_SOURCE } from 'wasm-chess:inline';
import { inlineEngine } from './inline-engine.js';

export const loadEngine = inlineEngine(wasm, WASM_BASE64, WORKER_SOURCE);
