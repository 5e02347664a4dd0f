// The analysis board in Chromium over the release builds (the engine runs in the variants
// module's worker: `make web web-variants`): opened from a pasted PGN with a variation, three
// engine lines, the evaluation bar (role meter) and the best move's arrow; a move that starts a
// variation, exported as PGN with it in parentheses; "Analyse" on a finished game (Fog of War
// too, on the whole board); the element
// with mode="analysis" and a pgn; a hint in a game against the bot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { pageSession, newGame, state, clickMove, screenshot } from './harness.mjs';

const { withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

const PGN = '[Event "Analysis"]\n[Result "*"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *';

test('the analysis board from a PGN with a variation: lines, bar, arrow; a new variation exported', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'analysis', position: PGN });
    const panel = page.getByRole('region', { name: 'Analysis' });
    const tree = panel.getByRole('group', { name: 'Moves and variations' });
    assert.deepEqual(await tree.locator('.variation .tree-move').allTextContents(), ['1… c5', '2. Nf3'], 'the variation kept');
    assert.equal(await tree.locator('[aria-current=true]').textContent(), 'Nc6', 'the end of the main line shown');
    assert.deepEqual((await state(page)).moves, ['e4', 'e5', 'Nf3', 'Nc6']);

    await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length === 3);
    const lines = await panel.locator('.analysis-lines li').allTextContents();
    for (const line of lines) assert.match(line, /^([+-]?\d+\.\d\d|#-?\d+) 3\. \S+/, `a line: score then moves from White's move 3 (${line})`);
    const bar = page.getByRole('meter', { name: 'Evaluation' });
    assert.match(await bar.getAttribute('aria-valuetext'), /^([+-]?\d+\.\d|mate in \d+|mated in \d+)$/);
    // read together: the engine may finish another depth between two reads
    const { arrows, best } = await page.evaluate(() => ({ arrows: window.wasmChessPage.board.view.state.arrows, best: window.wasmChessPage.analysis.analysis.lines[0].pv[0] }));
    assert.equal(arrows.length, 1, 'the best move as an arrow');
    assert.equal(arrows[0].join(''), best.slice(0, 4));

    // back to 1... e5 with the keys, then 2. Bc4 instead of 2. Nf3: a variation
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await tree.locator('[aria-current=true]').textContent(), 'e5');
    await clickMove(page, 'f1', 'c4');
    await waitFor(page, () => document.querySelector('.move-tree [aria-current=true]')?.textContent === '2. Bc4');
    assert.equal(await tree.locator('.variation [aria-current=true]').count(), 1, 'the new move is in a variation');
    await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length === 3);
    await screenshot(page, 'analysis-board');

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export PGN' }).click()]);
    const pgn = await readFile(await download.path(), 'utf8');
    assert.match(pgn, /\(1\.\.\. c5 2\. Nf3\)/);
    assert.match(pgn, /2\. Nf3 .*\(2\. Bc4[^)]*\)/s, 'the new variation in parentheses');
    assert.match(pgn, /\[%eval -?[\d.]+\]/, 'the evaluations of analysed positions');

    // the keys from a move of the tree: the focus follows the move shown
    await tree.locator('[aria-current=true]').focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'e5', 'the focus on the move shown');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-current')), 'true');
    const shownNow = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(shownNow, '2. Nf3', 'Right follows the main line');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '2. Bc4', 'Down: the variation below');

    // promote it, then delete it
    await panel.getByRole('button', { name: 'Promote' }).click();
    assert.equal(await tree.locator('.variation [aria-current=true]').count(), 0, 'promoted to the main line');
    await panel.getByRole('button', { name: 'Delete' }).click();
    assert.equal(await tree.locator('[aria-current=true]').textContent(), 'e5');
  }));

test('"Analyse" on a finished game opens it on the analysis board, at its last move', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'friend', position: '1. f3 e5 2. g4 Qh4#' });
    assert.equal((await state(page)).status.outcome?.reason, 'checkmate');
    await page.getByRole('button', { name: 'Analyse' }).click();
    const tree = page.getByRole('group', { name: 'Moves and variations' });
    assert.deepEqual(await tree.locator('.tree-move').allTextContents(), ['1. f3', 'e5', '2. g4', 'Qh4#']);
    await waitFor(page, () => document.querySelector('.analysis-depth')?.textContent === 'The game is over here.');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length === 3);
    const bar = page.getByRole('meter', { name: 'Evaluation' });
    await waitFor(page, () => document.querySelector('[role=meter]').getAttribute('aria-valuetext') === 'mate in 1');
    assert.equal(await bar.getAttribute('aria-valuenow'), '10');
  }));

test('"Analyse" on a finished Fog of War game: its positions on the whole board, and a variation played from one', () =>
  withPage(async (page) => {
    // Two players from a position: Black's king steps into the rook's file, White takes it.
    await page.click('#new-game');
    await page.click('#more-games summary');
    await page.click('label:has(input[name=game][value=fog-of-war])');
    await page.click('#setup label:has(input[name=opponent][value=friend])');
    await page.locator('#setup textarea[name=position]').fill('k7/8/8/8/8/8/8/R6K b - - 0 1');
    await page.click('#setup-start');
    await waitFor(page, () => window.wasmChessPage.state().variant === 'fog-of-war');
    await clickMove(page, 'a8', 'a7');
    await page.click('#board-wrap >> .handover button');
    await clickMove(page, 'a1', 'a7');
    assert.equal((await state(page)).status.outcome?.reason, 'king-captured');

    await page.getByRole('button', { name: 'Analyse' }).click();
    const tree = page.getByRole('group', { name: 'Moves and variations' });
    assert.deepEqual(await tree.locator('.tree-move').allTextContents(), ['1… Ka7', '2. Rxa7']);
    // back to the start: the whole board, no fog, and the engine's lines
    await page.locator('h1').click();
    await page.keyboard.press('Home');
    let s = await state(page);
    assert.equal(s.hidden, false, 'shown whole');
    assert.deepEqual(s.fogged ?? [], [], 'no square in the fog');
    await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length >= 1);
    // a variation: the king the other way, then a white move; no hand-over screen between them
    await clickMove(page, 'a8', 'b8');
    await clickMove(page, 'a1', 'a2');
    s = await state(page);
    assert.equal(s.handover, false);
    assert.equal(s.hidden, false);
    assert.deepEqual(s.moves, ['Kb8', 'Ra2']);
    assert.equal(await tree.locator('.variation .tree-move').count(), 2, 'the new moves are a variation');
    await waitFor(page, () => document.querySelectorAll('.analysis-lines li').length >= 1);
  }));

test('a hint in a game against the bot: off until asked, then the best move as an arrow', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', color: 'white' });
    const hint = page.getByRole('button', { name: 'Hint' });
    assert.deepEqual(await page.evaluate(() => window.wasmChessPage.board.view.state.arrows ?? []), [], 'no arrow unless asked');
    await hint.click();
    await waitFor(page, () => (window.wasmChessPage.board.view.state.arrows ?? []).length === 1);
    const [[from, to]] = await page.evaluate(() => window.wasmChessPage.board.view.state.arrows);
    const legal = await page.evaluate(() => window.wasmChessPage.board.legalMoves.map((m) => m.from + m.to));
    assert.ok(legal.includes(from + to), `the hint ${from}${to} is a legal move`);
    await clickMove(page, from, to);
    await waitFor(page, () => (window.wasmChessPage.board.view.state.arrows ?? []).length === 0);
  }));

test('the element with mode="analysis" and a pgn: the tree, the lines and the bar', () =>
  withPage(async (page) => {
    await page.evaluate(async (pgn) => {
      await import('/element.js');
      const el = document.createElement('wasm-chess-board');
      el.id = 'analysis-element';
      el.setAttribute('mode', 'analysis');
      el.setAttribute('pgn', pgn);
      document.body.append(el);
    }, PGN);
    const el = page.locator('#analysis-element');
    await waitFor(page, () => document.querySelector('#analysis-element')?.shadowRoot?.querySelectorAll('.analysis-lines li').length === 3);
    assert.deepEqual(await el.locator('.variation .tree-move').allTextContents(), ['1… c5', '2. Nf3']);
    assert.equal(await el.getByRole('meter', { name: 'Evaluation' }).count(), 1);
  }));

test('the element with mode="analysis" in Fog of War: refused, saying why; no engine looks at hidden positions', () =>
  withPage(async (page) => {
    await page.evaluate(async () => {
      await import('/element.js');
      const el = document.createElement('wasm-chess-board');
      el.id = 'fog-element';
      el.setAttribute('variant', 'fog-of-war');
      el.setAttribute('mode', 'analysis');
      document.body.append(el);
    });
    await waitFor(page, () => /hidden while it is played/.test(document.querySelector('#fog-element')?.board?.noticeText ?? ''));
    assert.equal(await page.evaluate(() => document.querySelector('#fog-element').analysis), null);
    assert.equal(await page.locator('#fog-element').getByRole('meter', { name: 'Evaluation' }).count(), 0);
  }));

test('the element’s review(): a Promise of the review, progress events on the element, the review shown', () =>
  withPage(async (page) => {
    const result = await page.evaluate(async () => {
      await import('/element.js');
      const el = document.createElement('wasm-chess-board');
      el.setAttribute('mode', 'two-players');
      document.body.append(el);
      const board = await el.ready;
      for (const move of ['f3', 'e5', 'g4', 'Qh4#']) board.play(move);
      const progress = [];
      el.addEventListener('reviewprogress', ({ detail }) => progress.push(`${detail.done}/${detail.total}`));
      const review = await el.review({ movetimeMs: 100 });
      return {
        progress,
        marks: review.moves.map((m) => m.classification),
        players: Object.keys(review.players),
        graph: el.shadowRoot.querySelector('.review-panel svg')?.getAttribute('role') ?? null,
      };
    });
    assert.deepEqual(result.progress, ['1/5', '2/5', '3/5', '4/5', '5/5']);
    assert.equal(result.marks[2], 'blunder', '2. g4 lets the queen mate');
    assert.deepEqual(result.players, ['white', 'black']);
    assert.equal(result.graph, 'img', 'the review is shown under the board');
  }));
