// The release builds (wasm-opt applied) load and work: the web build through initSync, as the
// page loads it, and the Node build through require. A broken wasm-opt fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sharedDir } from './differential.mjs';

const root = new URL('../../', import.meta.url);
const require = createRequire(import.meta.url);

test('web build initialises and plays', async () => {
  const web = await import(new URL('www/pkg/wasm_chess.js', root));
  web.initSync({ module: readFileSync(new URL('www/pkg/wasm_chess_bg.wasm', root)) });
  const game = new web.Game();
  assert.equal(game.legalMoves().length, 20);
  assert.equal(game.play('e4').san, 'e4');
  assert.equal(web.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3), 8902);
});

test('node build throws Error objects and keeps state', () => {
  const { Game } = require(new URL('target/pkg-node/wasm_chess.js', root).pathname);
  const game = new Game();
  const before = game.fen();
  assert.throws(() => game.play('e5'), (e) => e instanceof Error && /illegal move/.test(e.message));
  assert.throws(() => Game.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'), /invalid FEN: board field/);
  assert.equal(game.fen(), before);
});

test('node build counts the quick perft suite, bulk and playing every leaf', () => {
  const { perft, perftFull } = require(new URL('target/pkg-node/wasm_chess.js', root).pathname);
  const rows = readFileSync(`${sharedDir()}/data/perft/quick.tsv`, 'utf8').trim().split('\n');
  assert.ok(rows.length > 400);
  for (const row of rows) {
    const [fen, depth, nodes] = row.split('\t');
    assert.equal(perft(fen, Number(depth)), Number(nodes), `perft ${fen} ${depth}`);
    assert.equal(perftFull(fen, Number(depth)), Number(nodes), `perftFull ${fen} ${depth}`);
  }
});
