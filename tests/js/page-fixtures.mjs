import { createRequire } from 'node:module';
import { catalogOf } from '../../www/board/catalog.js';

/** The module for Node (`make node-pkg`). */
export const wasm = createRequire(import.meta.url)(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

/** The module's piece catalogue (code → { color, role, letter, royal }), as the page reads it. */
export const modulePieces = () => catalogOf(wasm.Game).pieces;

// Board descriptions in the module's shape ({ files, ranks, squares }), for any size.
export function boardOf(files, ranks, pieces = {}) {
  const squares = [];
  for (let rank = 0; rank < ranks; rank++) {
    for (let file = 0; file < files; file++) {
      const square = String.fromCharCode(97 + file) + (rank + 1);
      squares.push({ square, file, rank, light: (file + rank) % 2 === 1, piece: pieces[square] ?? null });
    }
  }
  return { files, ranks, squares };
}
