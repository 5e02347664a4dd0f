// The npm package in its three flavours, used as each kind of user would: pkg/web from a plain
// <script type="module"> in Chromium, pkg/bundler bundled by esbuild (with esbuild-plugin-wasm) and
// run in Chromium, pkg/nodejs through require() in Node; and tsc checks that the TypeScript types
// describe the game objects (tests/types/).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, launch, openPage, assertNoProblems, root } from './harness.mjs';

const tools = createRequire(path.join(root, 'tools', 'package.json'));
const server = await serve();
const browser = await launch();
after(async () => {
  await browser.close();
  await server.close();
});

const EXPECTED = { san: 'e4', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', legal: 20, perft: 8902 };

async function runIn(where) {
  const { page, problems } = await openPage(browser, server.origin, {
    path: where,
    clearStorage: false,
    ready: () => document.getElementById('out')?.textContent !== '',
  });
  try {
    const result = JSON.parse(await page.textContent('#out'));
    assertNoProblems(problems);
    return result;
  } finally {
    await page.close();
  }
}

test('pkg/web: a plain <script type="module"> in Chromium', async () => {
  assert.deepEqual(await runIn('/fixtures/web.html'), EXPECTED);
});

test('pkg/bundler: bundled by esbuild, run in Chromium', async () => {
  const { build } = tools('esbuild');
  const { wasmLoader } = tools('esbuild-plugin-wasm');
  await build({
    entryPoints: [path.join(root, 'tests/e2e/fixtures/bundler-app.js')],
    outdir: path.join(root, 'target/bundler-app'),
    bundle: true,
    format: 'esm',
    alias: { 'wasm-chess': path.join(root, 'pkg/bundler') },
    plugins: [wasmLoader()],
    logLevel: 'warning',
  });
  assert.deepEqual(await runIn('/fixtures/bundler.html'), EXPECTED);
});

test('pkg/nodejs: require() in Node, errors as Error objects', () => {
  const script = `
    const { Game, perft } = require(${JSON.stringify(path.join(root, 'pkg/nodejs'))});
    const game = new Game();
    const move = game.play('e4');
    let error = null;
    try { game.play('e4'); } catch (e) { error = e instanceof Error && e.message; }
    console.log(JSON.stringify({ san: move.san, fen: game.fen(), legal: game.legalMoves().length,
      perft: perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3), error }));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=commonjs', '-e', script], { encoding: 'utf8' }));
  const { error, ...rest } = out;
  assert.deepEqual(rest, EXPECTED);
  assert.match(error, /illegal move/);
});

test('pkg/variants: the variants module in the same three flavours; nodejs through require()', () => {
  for (const flavour of ['web', 'bundler', 'nodejs']) {
    const dir = path.join(root, 'pkg/variants', flavour);
    assert.ok(existsSync(path.join(dir, 'package.json')), `pkg/variants/${flavour} has a package.json`);
    assert.match(readFileSync(path.join(dir, 'wasm_chess.d.ts'), 'utf8'), /static create\(/, `pkg/variants/${flavour} declares Game.create`);
  }
  const script = `
    const { Game, variantPerft } = require(${JSON.stringify(path.join(root, 'pkg/variants/nodejs'))});
    const game = Game.create('crazyhouse');
    for (const move of ['e4', 'd5', 'exd5']) game.play(move);
    let error = null;
    try { game.play('N@d4'); } catch (e) { error = e instanceof Error && e.message; }
    console.log(JSON.stringify({ fen: game.fen(), games: Game.variants().length,
      perft: variantPerft('atomic', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3), error }));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=commonjs', '-e', script], { encoding: 'utf8' }));
  assert.equal(out.fen, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2');
  assert.ok(out.games >= 8, 'chess, chess960 and the six variants at least');
  assert.equal(out.perft, 8902);
  assert.match(out.error, /Black has no knight in hand/);
});

test('the TypeScript types describe the game objects (tsc --noEmit over tests/types/)', () => {
  const tsc = path.join(path.dirname(tools.resolve('typescript/package.json')), 'bin', 'tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tests/types/tsconfig.json')], { encoding: 'utf8' });
  } catch (e) {
    assert.fail(`tsc found errors:\n${e.stdout}`);
  }
});
