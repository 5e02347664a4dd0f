#!/usr/bin/env node
// `make dist`: what a web developer copies, and the whole page in one file, built with esbuild from
// www/ (the release module in www/pkg must be built first: `make web`).
//
//   dist/wasm-chess-board.js   <wasm-chess-board> and mountBoard() — one ES module, the glue inside
//   dist/bot-worker.js         the bot's worker (ES module), started by the element
//   dist/wasm_chess_bg.wasm    the module, fetched by both from their own folder
//   dist/embed.html            the example page
//   dist/pkg-variants/         the variants module (glue, wasm, snippets), loaded by the element only
//                              for a game other than chess (variant="xiangqi")
//   dist/bot-worker-variants.js  its bot worker (ES module; imports ./pkg-variants/wasm_chess.js)
//   dist/wasm-chess.html       the page in one self-contained file: glue and scripts inlined, the wasm
//                              embedded (base64), the worker started from a Blob; opens from file://
//
// The single file holds the variants module too (base64, decoded only when another game is chosen).
// Prints the gzipped sizes: the whole of dist/, the single file, the wasm module (and the variants
// module of www/pkg-variants, without a budget) — and fails when one is over its budget (raise a
// budget on purpose, in review, never to make a build pass quietly).

import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const www = path.join(root, 'www');
const out = path.join(root, 'dist');
const glue = path.join(www, 'pkg', 'wasm_chess.js');
const wasmFile = path.join(www, 'pkg', 'wasm_chess_bg.wasm');
const variantsDir = path.join(www, 'pkg-variants');
const variantsGlue = path.join(variantsDir, 'wasm_chess.js');
const variantsWasm = path.join(variantsDir, 'wasm_chess_bg.wasm');

if (!existsSync(wasmFile)) throw new Error('www/pkg is missing: run `make web` first');
if (!existsSync(variantsWasm)) throw new Error('www/pkg-variants is missing: run `make web-variants` first');

const common = { bundle: true, minify: true, target: 'es2022', legalComments: 'none', logLevel: 'warning', write: false };

/** An esbuild plugin that swaps modules: { 'www file imported': 'file used instead' }, unless imported by the replacement itself. */
function swap(replacements) {
  return {
    name: 'swap',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!args.importer || args.kind === 'entry-point') return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        const replacement = replacements[target];
        return replacement && replacement !== args.importer ? { path: replacement } : undefined;
      });
    },
  };
}

/** A virtual module `wasm-chess:inline` exporting constant strings. */
function inline(values) {
  return {
    name: 'inline',
    setup(b) {
      b.onResolve({ filter: /^wasm-chess:inline$/ }, () => ({ path: 'inline', namespace: 'wasm-chess' }));
      b.onLoad({ filter: /.*/, namespace: 'wasm-chess' }, () => ({
        contents: Object.entries(values).map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`).join('\n'),
        loader: 'js',
      }));
    },
  };
}

async function bundle(options) {
  const result = await build({ ...common, ...options });
  return result.outputFiles[0].text;
}

// ---------------------------------------------------------------- the copyable folder

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The element's bundle finds the workers and the variants module beside itself.
const flatFiles = swap({ [path.join(www, 'engine', 'files.js')]: path.join(here, 'dist', 'files-flat.js') });
writeFileSync(path.join(out, 'wasm-chess-board.js'), await bundle({ entryPoints: [path.join(www, 'element.js')], format: 'esm', plugins: [flatFiles] }));
writeFileSync(path.join(out, 'bot-worker.js'), await bundle({ entryPoints: [path.join(www, 'bot-worker.js')], format: 'esm' }));
copyFileSync(wasmFile, path.join(out, 'wasm_chess_bg.wasm'));
copyFileSync(path.join(here, 'dist', 'embed.html'), path.join(out, 'embed.html'));

/** Copies the files of `from` a module needs at run time (glue, wasm, snippets; no types or readme). */
function copyModule(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name), target = path.join(to, name);
    if (statSync(source).isDirectory()) copyModule(source, target);
    else if (/\.(js|wasm)$/.test(name) && !name.endsWith('.d.ts')) copyFileSync(source, target);
  }
}
copyModule(variantsDir, path.join(out, 'pkg-variants'));
// The worker imports the module's glue from dist/pkg-variants at run time (the glue finds its wasm
// beside itself, not beside the worker, where chess's is).
const externalVariants = {
  name: 'external-variants',
  setup(b) {
    b.onResolve({ filter: /pkg-variants\/wasm_chess\.js$/ }, () => ({ path: './pkg-variants/wasm_chess.js', external: true }));
  },
};
writeFileSync(
  path.join(out, 'bot-worker-variants.js'),
  await bundle({ entryPoints: [path.join(www, 'bot-worker-variants.js')], format: 'esm', plugins: [externalVariants] }),
);

// ---------------------------------------------------------------- the single file

const wasmBase64 = readFileSync(wasmFile).toString('base64');
const workerSource = await bundle({
  entryPoints: [path.join(www, 'bot-worker.js')],
  format: 'iife',
  plugins: [swap({ [glue]: path.join(here, 'dist', 'worker-glue.js') })],
  // The glue's default path (new URL(…, import.meta.url)) is never taken: init() is replaced.
  logOverride: { 'empty-import-meta': 'silent' },
});
const variantsWorkerSource = await bundle({
  entryPoints: [path.join(www, 'bot-worker-variants.js')],
  format: 'iife',
  plugins: [swap({ [variantsGlue]: path.join(here, 'dist', 'worker-glue-variants.js') })],
  logOverride: { 'empty-import-meta': 'silent' },
});
const pageScript = await bundle({
  entryPoints: [path.join(www, 'main.js')],
  format: 'esm',
  plugins: [
    swap({
      [path.join(www, 'engine', 'chess.js')]: path.join(here, 'dist', 'engine-inline.js'),
      [path.join(www, 'page', 'offline.js')]: path.join(here, 'dist', 'offline-none.js'),
      [path.join(www, 'engine', 'variants.js')]: path.join(here, 'dist', 'variants-inline.js'),
    }),
    inline({
      WASM_BASE64: wasmBase64,
      WORKER_SOURCE: workerSource,
      VARIANTS_BASE64: readFileSync(variantsWasm).toString('base64'),
      VARIANTS_WORKER_SOURCE: variantsWorkerSource,
    }),
  ],
});
const css = (await bundle({ entryPoints: [path.join(www, 'style.css')], loader: { '.css': 'css' } })).trim();

for (const [name, text] of [['script', pageScript], ['style', css]]) {
  if (text.toLowerCase().includes(`</${name}`)) throw new Error(`the inlined ${name} contains </${name}>: it would end the element early`);
}
const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const icon = readFileSync(path.join(www, 'icon.svg'), 'utf8');
// Nothing leaves the page: no connect, no fetch; only the two inline blocks (by hash), the wasm
// compiled from bytes, the worker from a Blob and the icon from a data: URL.
const csp = [
  "default-src 'none'",
  `script-src ${hash(pageScript)} 'wasm-unsafe-eval'`,
  `style-src ${hash(css)}`,
  'img-src data:',
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
].join('; ');

let html = readFileSync(path.join(www, 'index.html'), 'utf8');
const replaceOnce = (pattern, replacement) => {
  if (!pattern.test(html)) throw new Error(`index.html no longer has ${pattern}`);
  html = html.replace(pattern, () => replacement);
};
replaceOnce(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, `<meta http-equiv="Content-Security-Policy" content="${csp}">`);
replaceOnce(/<link rel="icon"[^>]*>/, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}">`);
replaceOnce(/\s*<link rel="manifest"[^>]*>/, '');
replaceOnce(/<link rel="stylesheet" href="style.css">/, `<style>${css}</style>`);
replaceOnce(/<script type="module" src="main.js"><\/script>/, `<script type="module">${pageScript}</script>`);
writeFileSync(path.join(out, 'wasm-chess.html'), html);

// ---------------------------------------------------------------- sizes

/** Gzipped bytes allowed (KB): about 1.5× what they were when set, except the module's, which is
 *  its target: 60 KB, measured as here with Node's zlib at level 9, like ../shared/bench/peers.
 *  dist/ and the single file hold the variants module too (with every game of the registry: 564 KB
 *  gzipped for the single file, 968 KB for dist/ when set, the variants module being 299 KB of
 *  each). Both were raised by what the chess network costs where the variants module carries it
 *  (57 KB gzipped as a file; in dist/ twice, as a file and inside the single file, in base64). */
const BUDGET_KB = { dist: 1550, single: 925, wasm: 60 };

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let total = 0, totalGz = 0;
const files = (dir) => readdirSync(dir).flatMap((name) => {
  const file = path.join(dir, name);
  return statSync(file).isDirectory() ? files(file) : [file];
});
for (const file of files(out)) {
  const bytes = readFileSync(file);
  total += bytes.length;
  totalGz += gz(bytes);
}
const single = readFileSync(path.join(out, 'wasm-chess.html'));
const module = readFileSync(wasmFile);
console.log(`dist/: ${kb(total)} (gzip ${kb(totalGz)}, each file gzipped on its own)`);
console.log(`dist/wasm-chess.html: ${kb(single.length)} (gzip ${kb(gz(single))})`);
console.log(`wasm module: ${kb(module.length)} (gzip ${kb(gz(module))})`);
// The variants module (every game, `make web-variants`): reported, not budgeted — the page that
// plays chess never loads it.
const variantsFile = path.join(www, 'pkg-variants', 'wasm_chess_bg.wasm');
if (existsSync(variantsFile)) {
  const variants = readFileSync(variantsFile);
  console.log(`variants wasm module: ${kb(variants.length)} (gzip ${kb(gz(variants))}; no budget: only pages that play the other games or chess's top level load it)`);
} else {
  console.log('variants wasm module: not built (make web-variants)');
}
const over = Object.entries({ dist: totalGz, single: gz(single), wasm: gz(module) }).filter(([k, v]) => v > BUDGET_KB[k] * 1024);
for (const [k, v] of over) console.error(`over budget: ${k} is ${kb(v)} gzipped, the budget is ${BUDGET_KB[k]} KB (tools/dist.mjs)`);
if (over.length) process.exit(1);
