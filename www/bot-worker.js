// The bot's Web Worker for chess: its own wasm instance, so the page never runs a search. The
// protocol is in engine/bot-serve.js (shared with bot-worker-variants.js).

import init, { Game, Bot } from './pkg/wasm_chess.js';
import { serveBot } from './engine/bot-serve.js';

serveBot(init(), { Game, Bot });
