// The bot's Web Worker for the other games: the variants module (pkg-variants), same protocol
// (engine/bot-serve.js). Started only by boards that play one of those games.

import init, { Game, Bot } from './pkg-variants/wasm_chess.js';
import { serveBot } from './engine/bot-serve.js';

serveBot(init(), { Game, Bot });
