// The game review on the page (www/review/panel.js), in Chromium over the release builds (the
// review runs in the variants module's worker: `make web web-variants`): a pasted game with a
// hanging queen, resigned; the Review button, the progress bar, the queen marked a blunder with a
// better move, the evaluation graph drawn (role img, named 'Evaluation graph…') and clickable;
// and the same review in the single-file page from file:// (`make dist`), its worker inlined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, newGame, state, screenshot, dist } from './harness.mjs';

const { browser, withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

test('a finished game is reviewed: the hanging queen is a blunder, the graph jumps to a move', () =>
  withPage(async (page) => {
    const pgn = '[Event "Review"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Qg5 4. Nxg5 *';
    await newGame(page, { opponent: 'friend', position: pgn });
    const review = page.getByRole('region', { name: 'Game review' });
    assert.equal(await page.locator('.review-start').isVisible(), false, 'no review while the game goes on');
    await page.click('#resign');
    await page.click('#resign');
    assert.equal((await state(page)).status.outcome?.reason, 'resignation');
    const button = review.getByRole('button', { name: 'Review', exact: true });
    await button.click();
    await waitFor(page, () => document.querySelector('.review-status')?.textContent === 'Review done.');
    assert.equal(await page.locator('.review-progress').isVisible(), false);
    const graph = review.getByRole('img');
    assert.match(await graph.getAttribute('aria-label'), /^Evaluation graph: White's winning chances over 7 moves.*3… Qg5 blunder/);
    const queen = review.getByRole('button', { name: /^3… Qg5\?\? blunder, best was \S+$/ });
    assert.equal(await queen.count(), 1);
    const summary = await review.locator('.review-summary p').allTextContents();
    assert.match(summary[1], /^Black: accuracy \d+%.*1 blunder/);
    // A click on the graph's left edge shows the start; the move list shows the position after a move.
    const box = await graph.boundingBox();
    await graph.click({ position: { x: 2, y: box.height / 2 } });
    assert.equal(await page.evaluate(() => window.wasmChessPage.board.shownPly), 0);
    await queen.click();
    assert.equal(await page.evaluate(() => window.wasmChessPage.board.shownPly), 6);
    await screenshot(page, 'review');
  }));

test('the single-file page reviews from file:// (its variants worker inlined)', async () => {
  const page = await browser.context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(`file://${dist}/wasm-chess.html`);
    await waitFor(page, () => window.wasmChessPage?.board);
    await newGame(page, { opponent: 'friend', position: '[Event "Review"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Qg5 4. Nxg5 *' });
    await page.click('#resign');
    await page.click('#resign');
    await page.click('.review-start');
    await waitFor(page, () => /done|failed/.test(document.querySelector('.review-status')?.textContent ?? ''));
    assert.equal(await page.textContent('.review-status'), 'Review done.');
    assert.deepEqual((await page.locator('.review-move.blunder').allTextContents()).map((t) => t.replace(/best was \S+$/, 'best was …')), ['3… Qg5?? blunder, best was …']);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
