// pkg/bundler: the objects, ready on import (the bundler instantiates the wasm); no init().
import { Game } from '../../pkg/bundler/wasm_chess.js';
import type { Status } from '../../pkg/bundler/wasm_chess.js';

const status: Status = new Game().status();
// @ts-expect-error the bundler flavour needs no initialisation: it has no initSync
import { initSync } from '../../pkg/bundler/wasm_chess.js';

export { status, initSync };
