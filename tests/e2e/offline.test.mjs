// Offline: the served page installs a service worker, is installable, and opens and plays after the
// server is really stopped; dist/wasm-chess.html opens from file:// and plays a whole game against
// the bot with no server at all, and a move against its top level.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, watch, dist, screenshot, settle, newGame } from './harness.mjs';

const browsers = [];
after(async () => {
  for (const b of browsers) await b.close();
});

/** A move by two clicks on the page, from its test window's square centres. */
async function clickMove(page, from, to) {
  for (const square of [from, to]) {
    const p = await page.evaluate((sq) => window.wasmChessPage.squareCenter(sq), square);
    await page.mouse.click(p.x, p.y);
  }
}

const state = (page) => page.evaluate(() => window.wasmChessPage.state());

test('the served page is installable, and after the server stops it reloads and plays', async () => {
  const server = await serve();
  // A browser of its own, with service workers allowed, watching requests at the browser level
  // (a service worker's own fetches are not a page's).
  const browser = await launch({ serviceWorkers: 'allow' });
  browsers.push(browser);
  const outside = [];
  browser.context.on('request', (r) => {
    if (!r.url().startsWith(server.origin + '/') && !/^(data|blob):/.test(r.url())) outside.push(r.url());
  });
  const page = await browser.context.newPage();
  const problems = await watch(page, server.origin);
  await page.goto(server.origin + '/');
  await page.waitForFunction(() => window.wasmChessPage?.ready === true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, [], 'the manifest parses');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium finds the page installable');

  await server.close();
  await assert.rejects(fetch(server.origin + '/'), 'the server is really gone');

  await page.reload();
  await page.waitForFunction(() => window.wasmChessPage?.ready === true);
  await page.evaluate(() => window.wasmChessPage.board.load(new window.wasmChessPage.board.wasm.Game(), { mode: 'two-players' }));
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  assert.deepEqual((await state(page)).moves, ['e4', 'e5']);
  // The bot's worker and its own copy of the module come from the cache too.
  await page.evaluate(() => window.wasmChessPage.board.load(new window.wasmChessPage.board.wasm.Game(), { mode: 'play-bot', you: 'white', level: 1 }));
  await clickMove(page, 'd2', 'd4');
  await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2, null, { timeout: 30_000 });
  await screenshot(page, 'offline-reload');
  assert.deepEqual(problems.pageErrors, [], 'uncaught exceptions');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual([...problems.outside, ...outside], [], 'requests that left 127.0.0.1');
});

const single = path.join(dist, 'wasm-chess.html');

test('dist/wasm-chess.html opens from file:// and plays a whole game against the bot', async () => {
  assert.ok(existsSync(single), 'dist/wasm-chess.html is missing: run make dist');
  const browser = await launch();
  browsers.push(browser);
  const page = await browser.context.newPage();
  const problems = await watch(page, null); // file:// only: anything else is blocked and reported
  await page.goto(pathToFileURL(single).href);
  await page.waitForFunction(() => window.wasmChessPage?.ready === true);
  assert.equal(await page.evaluate(() => location.protocol), 'file:');

  // From the start: the bot (in its Blob worker) answers a first move.
  await clickMove(page, 'e2', 'e4');
  await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2, null, { timeout: 30_000 });

  // Then a short game to its end through the New game form: a ladder mate in two. The bot's only
  // legal reply to Ra7 is Kg8; Rb8 mates.
  await page.click('#new-game');
  await page.locator('#setup textarea[name=position]').fill('7k/8/8/8/8/8/1R6/R5K1 w - - 0 1');
  await page.click('#setup label:has(input[name=opponent][value=bot])');
  await page.click('#setup-start');
  await page.waitForFunction(() => !document.getElementById('setup-dialog').open);
  assert.equal((await state(page)).you, 'white');
  await clickMove(page, 'a1', 'a7');
  await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2, null, { timeout: 30_000 });
  assert.deepEqual((await state(page)).moves, ['Ra7', 'Kg8']);
  assert.equal((await state(page)).announcement, 'Bot: King from h8 to g8.');
  await clickMove(page, 'b2', 'b8');
  const s = await state(page);
  assert.deepEqual(s.moves, ['Ra7', 'Kg8', 'Rb8#']);
  assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'checkmate' });
  assert.match(await page.textContent('#status'), /Checkmate — you win/);
  assert.match(await page.textContent('#results tbody'), /1-0/);
  await settle(page); // the mating rook lands
  await screenshot(page, 'single-file');

  // The top level thinks in the variants module's worker (the network), inlined as well.
  await newGame(page, { opponent: 'bot', level: 10, color: 'white', handicap: 'standard' });
  await clickMove(page, 'e2', 'e4');
  await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2, null, { timeout: 30_000 });
  assert.equal((await state(page)).moves[0], 'e4');
  assert.deepEqual(problems.pageErrors, [], 'uncaught exceptions');
  assert.deepEqual(problems.consoleErrors, [], 'console errors (a CSP violation is one)');
  assert.deepEqual(problems.outside, [], 'requests that left the file');
});
