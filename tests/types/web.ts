// pkg/web: the same objects, plus init() and initSync() for a plain <script type="module">.
import init, { initSync, Game } from '../../pkg/web/wasm_chess.js';
import type { MoveInfo, InitOutput } from '../../pkg/web/wasm_chess.js';

async function start(): Promise<MoveInfo> {
  const exports: InitOutput = await init();
  exports.memory.buffer;
  return new Game().play('Nf3');
}
initSync({ module: new Uint8Array() });
// @ts-expect-error initSync needs the module's bytes
initSync();

export { start };
