// The e2e harness: serves www/ (the release build in www/pkg), dist/, pkg/ and the test fixtures on
// 127.0.0.1, drives Debian's Chromium through playwright-core, and watches every page for console
// errors and for requests that leave 127.0.0.1.
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFile, stat, mkdir } from 'node:fs/promises';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
const www = path.join(root, 'www');
export const dist = path.join(root, 'dist');
/** URL prefix → folder, longest prefix first. */
const MOUNTS = [
  ['/dist/', dist],
  ['/pkg/web/', path.join(root, 'pkg', 'web')],
  ['/fixtures/', path.join(here, 'fixtures')],
  ['/bundler-app/', path.join(root, 'target', 'bundler-app')],
  // axe-core (tests/e2e/package.json), served from the page's own origin so the page's CSP lets it run
  ['/axe/', path.join(here, 'node_modules', 'axe-core')],
  ['/', www],
];
export const shotsDir = path.join(root, 'target', 'e2e-screenshots');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
};

/** Serves www/ (and dist/, pkg/web/, fixtures/) on 127.0.0.1 at a free port. */
export async function serve() {
  if (!existsSync(path.join(www, 'pkg', 'wasm_chess_bg.wasm'))) {
    throw new Error('www/pkg is missing: build the release module first (make web)');
  }
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const [prefix, dir] = MOUNTS.find(([p]) => url.pathname.startsWith(p));
    const rest = url.pathname.slice(prefix.length - 1);
    const file = path.normalize(path.join(dir, decodeURIComponent(rest.endsWith('/') ? rest + 'index.html' : rest)));
    try {
      if (!file.startsWith(dir) || !(await stat(file)).isFile()) throw new Error('not found');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const close = () => new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections(); // keep-alive connections too: the server is really gone
  });
  return { origin, close };
}

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required',
];

/**
 * Debian's Chromium, headless, with a fresh profile of its own. Service workers are blocked unless
 * asked for: a worker left by one test would otherwise answer the next test's requests, out of
 * sight of the routes that watch them.
 */
export async function launch({ serviceWorkers = 'block', ...options } = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), 'wasm-chess-e2e-'));
  const context0 = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    serviceWorkers,
    ...options,
  });
  return {
    context: context0,
    async close() {
      await context0.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the page in a new tab and records problems: console errors, uncaught exceptions, and
 * requests to anywhere but the test server (they are also blocked). `clearStorage`: the origin's
 * localStorage is emptied first, so no game or choice kept by an earlier tab is resumed.
 */
export async function openPage(browser, origin, { viewport = { width: 1280, height: 800 }, clearStorage = true, path: where = '/', ready = pageReady } = {}) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const problems = await watch(page, origin);
  if (clearStorage) {
    // Cleared from a page that keeps nothing: the game page writes its game back as it unloads.
    await page.goto(origin + '/fixtures/blank.html');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(origin + where);
  await page.waitForFunction(ready);
  return { page, problems };
}

const pageReady = () => window.wasmChessPage?.ready === true;

/** Runs `body(page)` in a tab from `openPage`; afterwards the page must have had no problem. */
export async function withOpenPage(browser, origin, body, options) {
  const { page, problems } = await openPage(browser, origin, options);
  try {
    await body(page);
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
}

/**
 * A test file's page session: the server and the browser, closed after the file's tests, with
 * `withPage(body, options)` (a fresh tab checked by `withOpenPage`) and `waitFor(page, predicate,
 * arg)` (the page's own waiting, `timeout` ms at most). `variants`: the file needs the variants
 * module, and says how to build it when it is missing.
 */
export async function pageSession({ variants = false, timeout = 30_000 } = {}) {
  if (variants && !existsSync(`${root}/www/pkg-variants/wasm_chess_bg.wasm`)) {
    throw new Error('www/pkg-variants is missing: build the variants module first (make web-variants)');
  }
  const server = await serve();
  const browser = await launch();
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    server,
    browser,
    withPage: (body, options) => withOpenPage(browser, server.origin, body, options),
    waitFor: (page, predicate, arg) => page.waitForFunction(predicate, arg, { timeout }).catch(async (error) => {
      error.message += `\n  the page then: ${await pageSummary(page)}`;
      throw error;
    }),
  };
}

/** What a waiting test that timed out needs to know of the page: the game's moves, whether the bot
 *  is thinking, the status and the notice shown. */
async function pageSummary(page) {
  try {
    return JSON.stringify(await page.evaluate(() => {
      const s = window.wasmChessPage?.state();
      return s && { variant: s.variant, moves: s.moves, thinking: s.thinking, status: s.status, notice: s.notice };
    }));
  } catch (e) {
    return `unreadable (${e.message})`;
  }
}

/**
 * Focuses the board and walks its cursor to `square` with the arrows (the first side at the
 * bottom), at most `steps` presses.
 */
export async function cursorTo(page, square, steps = 16) {
  await page.evaluate(() => window.wasmChessPage.board.ui.canvas.focus());
  let s = await state(page);
  if (!s.cursor) {
    await page.keyboard.press('ArrowUp');
    s = await state(page);
  }
  const file = (sq) => sq.charCodeAt(0) - 97, rank = (sq) => Number(sq.slice(1)) - 1;
  for (let i = 0; i < steps && s.cursor !== square; i++) {
    const key = file(s.cursor) < file(square) ? 'ArrowRight' : file(s.cursor) > file(square) ? 'ArrowLeft' : rank(s.cursor) < rank(square) ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
    s = await state(page);
  }
  assert.equal(s.cursor, square);
}

/** No uncaught exception, no console error, no request that left the test server. */
export function assertNoProblems(problems) {
  assert.deepEqual(problems.pageErrors, [], 'uncaught exceptions');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.outside, [], 'requests that left 127.0.0.1');
}

/** Records a page's console errors, uncaught exceptions and requests leaving `origin` (blocked). */
export async function watch(page, origin) {
  const problems = { consoleErrors: [], pageErrors: [], outside: [] };
  page.on('console', (m) => m.type() === 'error' && problems.consoleErrors.push(m.text()));
  page.on('pageerror', (e) => problems.pageErrors.push(String(e)));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if ((origin && url.startsWith(origin + '/')) || url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('file:')) return route.continue();
    problems.outside.push(url);
    return route.abort();
  });
  return problems;
}

export async function state(page) {
  return page.evaluate(() => window.wasmChessPage.state());
}

export async function center(page, square) {
  return page.evaluate((sq) => window.wasmChessPage.squareCenter(sq), square);
}

export async function clickSquare(page, square) {
  const p = await center(page, square);
  await page.mouse.click(p.x, p.y);
}

/** Click-click: the piece, then its destination. */
export async function clickMove(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** Drag-drop with intermediate pointer moves, as a hand would. */
export async function dragMove(page, from, to) {
  const a = await center(page, from), b = await center(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * In the page: resolves, inside an animation frame, once `view` (a BoardView) has drawn everything
 * asked of it: no redraw pending and no piece still sliding. The view draws on animation frames and
 * a slide lasts a fixed time on the clock, so a slow machine may need many frames; no fixed sleep.
 * Rejects after 30 s rather than hang (a page evaluation has no timeout of its own).
 */
export const boardStill = (view) =>
  new Promise((resolve, reject) => {
    const deadline = performance.now() + 30_000;
    const check = () => {
      if (view.frame === 0 && view.slides.length === 0) resolve();
      else if (performance.now() > deadline) reject(new Error('the board was still redrawing after 30 s'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(() => requestAnimationFrame(check));
  });

/** Waits until the page's board has drawn its latest state and nothing on it moves (for screenshots). */
export async function settle(page) {
  await page.evaluate(`(${boardStill})(window.wasmChessPage.board.view)`);
}

/** The canvas pixel (r, g, b) at a square's centre, or offset within it (fractions of a cell), once the board is still. */
export async function pixel(page, square, dx = 0, dy = 0) {
  const read = async (still, { square, dx, dy }) => {
    await still(window.wasmChessPage.board.view);
    const canvas = window.wasmChessPage.canvas();
    const box = canvas.getBoundingClientRect();
    const c = window.wasmChessPage.squareCenter(square);
    const cell = window.wasmChessPage.cellSize();
    const scale = canvas.width / box.width;
    const x = Math.round((c.x - box.left + dx * cell) * scale), y = Math.round((c.y - box.top + dy * cell) * scale);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
  };
  // One expression, so the wait and the read happen in the same animation frame.
  return page.evaluate(`(${read})(${boardStill}, ${JSON.stringify({ square, dx, dy })})`);
}

/** Starts a game through the New game form. */
export async function newGame(page, choice = {}) {
  await page.click('#new-game');
  const form = page.locator('#setup');
  const radio = (name, value) => page.click(`#setup label:has(input[name=${name}][value=${value}])`);
  await form.locator('textarea[name=position]').fill(choice.position ?? '');
  if (choice.opponent) await radio('opponent', choice.opponent);
  if (choice.level) await form.locator('select[name=level]').selectOption(String(choice.level));
  if (choice.start) await form.locator('select[name=start]').selectOption(choice.start);
  if (choice.chess960 !== undefined) await form.locator('input[name=chess960]').fill(String(choice.chess960));
  if (choice.handicap) await form.locator('select[name=handicap]').selectOption(choice.handicap);
  if (choice.giver) await radio('giver', choice.giver);
  if (choice.color) await radio('color', choice.color);
  if (choice.time) await form.locator('select[name=time]').selectOption(choice.time);
  if (choice.minutes !== undefined) await form.locator('input[name=minutes]').fill(String(choice.minutes));
  if (choice.increment !== undefined) await form.locator('input[name=increment]').fill(String(choice.increment));
  await page.click('#setup-start');
  await page.waitForFunction(() => !document.getElementById('setup-dialog').open);
}

export async function screenshot(page, name, options = {}) {
  await mkdir(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  return file;
}
