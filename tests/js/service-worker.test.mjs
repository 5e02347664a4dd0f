// The service worker's app shell lists exactly the files the page loads: a file added to www/ and
// forgotten here would be missing offline; a file listed but gone would make installing fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';

const www = new URL('../../www/', import.meta.url);
const source = readFileSync(new URL('sw.js', www), 'utf8');
const shell = JSON.parse(source.match(/const SHELL = (\[[\s\S]*?\]);/)[1].replace(/'/g, '"').replace(/,\s*\]/, ']'));

/** The files under `dir` (a path under www/, '' for www/ itself) the page may load, through its folders; the modules' folders are the build's. */
function pageFiles(dir = '') {
  return readdirSync(new URL(dir || '.', www), { withFileTypes: true }).flatMap((entry) => {
    const name = `${dir}${entry.name}`;
    if (entry.isDirectory()) return /^pkg/.test(name) ? [] : pageFiles(`${name}/`);
    return /\.(js|css|html|svg|webmanifest)$/.test(name) && name !== 'sw.js' ? [name] : [];
  });
}

test('every file of the page is in the shell, in every folder', () => {
  const served = pageFiles();
  assert.ok(served.includes('board/chess-board.js') && served.includes('page/setup.js'), 'the walk reaches the folders');
  const pkg = ['pkg/wasm_chess.js', 'pkg/wasm_chess_bg.wasm'];
  for (const file of [...served, ...pkg]) assert.ok(shell.includes(file), `${file} is missing from SHELL in www/sw.js`);
});

test('every file in the shell exists', () => {
  for (const file of shell.filter((f) => f !== './')) assert.ok(existsSync(new URL(file, www)), `${file} is listed in SHELL but not in www/`);
});
