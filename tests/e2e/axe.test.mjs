// No WCAG 2.1 A/AA violation that axe-core finds (color-contrast included, and heading-order, which
// axe files under best practice): the page with each kind of game, the new-game form, the dialogs,
// the results, blind mode, the analysis board, and <wasm-chess-board> for chess, a game of the chess family, Fog of War
// and a game of more players, each in light and dark colours (prefers-color-scheme).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, newGame, openPage, assertNoProblems } from './harness.mjs';

const { withPage, waitFor, browser, server } = await pageSession({ variants: true, timeout: 60_000 });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's violations on the page as it is now, one line each: rule, element, what is wrong. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: '/axe/axe.min.js' });
  return page.evaluate(async (tags) => {
    const wcag = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    const order = await window.axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] }, resultTypes: ['violations'] });
    return [...wcag.violations, ...order.violations].flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`));
  }, WCAG);
}

async function assertClean(page, screen) {
  assert.deepEqual(await violations(page), [], `axe-core on ${screen}`);
}

/** Starts one of the other games from the form, against the bot at level 1. */
async function startOther(page, game) {
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.waitForSelector(`input[name=game][value=${game}]`);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click('#setup-start');
  await waitFor(page, () => !document.getElementById('setup-dialog').open);
}

for (const colorScheme of ['dark', 'light']) {
  test(`the page, its form, dialogs and results have no violation (${colorScheme})`, () =>
    withPage(async (page) => {
      await page.emulateMedia({ colorScheme });
      await assertClean(page, 'the page');
      await page.click('#new-game');
      await page.click('#more-games summary');
      await page.waitForSelector('input[name=game][value=xiangqi]');
      await assertClean(page, 'the new-game form with every game listed');
      await page.click('#setup-cancel');
      await page.click('#share');
      await assertClean(page, 'the FEN/PGN dialog');
      await page.keyboard.press('Escape');
      await page.click('#resign');
      await page.click('#resign');
      await waitFor(page, () => document.querySelectorAll('#results tbody tr').length === 1);
      await assertClean(page, 'the results');
      await startOther(page, 'xiangqi');
      await assertClean(page, 'a game of Xiangqi');
      await page.click('#rules');
      await assertClean(page, 'the rules dialog');
      await page.keyboard.press('Escape');
      await startOther(page, 'fog-of-war');
      await assertClean(page, 'a game of Fog of War');
      await startOther(page, 'three-player');
      await waitFor(page, () => window.wasmChessPage.cells?.variant === 'three-player');
      await assertClean(page, 'a game of Three-player chess');
      await startOther(page, 'four-player');
      await waitFor(page, () => window.wasmChessPage.cells?.variant.startsWith('four-player'));
      await assertClean(page, 'a game of Four-player chess');
      await page.click('#blind');
      await assertClean(page, 'Four-player chess in blind mode');
      await page.keyboard.press('?');
      await waitFor(page, () => document.getElementById('keys-dialog').open);
      await assertClean(page, 'the list of keys');
      await page.keyboard.press('Escape');
      await startOther(page, 'crazyhouse');
      await page.locator('#board-wrap td[tabindex="0"]').focus();
      await page.keyboard.press('?');
      await assertClean(page, 'Crazyhouse in blind mode, its keys shown');
    }));

  test(`the analysis board and the hint have no violation (${colorScheme})`, () =>
    withPage(async (page) => {
      await page.emulateMedia({ colorScheme });
      await page.click('#hint');
      await waitFor(page, () => (window.wasmChessPage.board.view.state.arrows ?? []).length === 1);
      await assertClean(page, 'a game against the bot with its hint');
      await newGame(page, { opponent: 'analysis', position: '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *' });
      await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length === 3);
      await assertClean(page, 'the analysis board');
    }));

  test(`<wasm-chess-board> of every kind has no violation (${colorScheme})`, async () => {
    const { page, problems } = await openPage(browser, server.origin, {
      path: '/fixtures/a11y.html', clearStorage: false,
      ready: () => [...document.querySelectorAll('wasm-chess-board')].every((b) => b.board),
    });
    try {
      await page.emulateMedia({ colorScheme });
      await assertClean(page, 'the elements');
      await page.evaluate(() => document.querySelectorAll('wasm-chess-board').forEach((b) => b.setAttribute('blind', '')));
      await assertClean(page, 'the elements in blind mode');
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });
}
