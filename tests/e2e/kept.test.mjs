// The game in progress survives a reload (www/page/saved.js): chess against the bot with a clock,
// Fog of War (whose bot moves the page never sees: they are kept too) and a game of more players
// resume in the same position, with the same moves, turn and clock; an entry in storage that cannot
// be read is set aside with a notice and the page plays on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, newGame, state } from './harness.mjs';

const { withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

const ready = (page) => waitFor(page, () => window.wasmChessPage?.ready === true);
const reload = async (page) => {
  await page.reload();
  await ready(page);
};
/** The bot has answered: `plies` moves on the board and nobody thinking. */
const answered = (page, plies) => waitFor(page, (n) => { const s = window.wasmChessPage.state(); return s.moves.length >= n && !s.thinking; }, plies);
const playedUci = (page) => page.evaluate(() => window.wasmChessPage.board.playedUci());

async function startVariant(page, game) {
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.waitForSelector(`input[name=game][value=${game}]`);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click('#setup label:has(input[name=opponent][value=bot])');
  await page.locator('#setup select[name=level]').selectOption('1');
  await page.locator('#setup textarea[name=position]').fill('');
  await page.click('#setup-start');
  await waitFor(page, () => !document.getElementById('setup-dialog').open);
}

test('a chess game against the bot resumes after a reload: position, moves, turn, side and clock', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', level: 1, color: 'white', time: 'custom', minutes: 3, increment: 0 });
    await page.evaluate(() => window.wasmChessPage.board.play('e2e4'));
    await answered(page, 2);
    await page.evaluate(() => window.wasmChessPage.board.play('d2d4'));
    await answered(page, 4);
    const before = await state(page);
    await reload(page);
    const after = await state(page);
    assert.equal(after.fen, before.fen);
    assert.deepEqual(after.moves, before.moves);
    assert.equal(after.status.turn, 'white');
    assert.equal(after.you, 'white');
    for (const side of ['white', 'black']) {
      assert.ok(Math.abs(after.clock[side] - before.clock[side]) < 3000, `${side}'s clock ${after.clock[side]} kept (was ${before.clock[side]})`);
      assert.ok(after.clock[side] < 180_000, `${side} has used time`);
    }
    // The game goes on from there, and takebacks find the clock's times of the moves before the reload.
    // The bot may have given check, so the move is one the position allows.
    await page.evaluate(() => { const board = window.wasmChessPage.board; board.play(board.legalMoves[0].uci); });
    await answered(page, 6);
    await page.click('#takeback');
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 4);
  }));

test('Fog of War resumes with the bot moves the page cannot see', () =>
  withPage(async (page) => {
    await startVariant(page, 'fog-of-war');
    await page.evaluate(() => window.wasmChessPage.board.play('e2e4'));
    await answered(page, 2);
    const moves = await playedUci(page);
    assert.equal(moves.length, 2);
    assert.notEqual(moves[1], null, 'the bot move is known to the page, hidden from the player');
    const view = (await state(page)).fogged;
    await reload(page);
    const s = await state(page);
    assert.equal(s.variant, 'fog-of-war');
    assert.deepEqual(await playedUci(page), moves);
    assert.deepEqual(s.fogged, view, 'the same squares are hidden');
    assert.equal(s.moves.length, 2);
  }));

test('a game of more players against the bots resumes after a reload', () =>
  withPage(async (page) => {
    await startVariant(page, 'chaturaji');
    await waitFor(page, () => { const c = window.wasmChessPage.cells; return c && !c.thinking && c.turn === c.you; });
    await page.evaluate(() => { const c = window.wasmChessPage.cells; c.play(c.legal[0].uci); });
    await waitFor(page, () => { const c = window.wasmChessPage.cells; return c.moves.length >= 4 && !c.thinking && c.turn === c.you; });
    const before = await page.evaluate(() => { const c = window.wasmChessPage.cells; return { variant: c.variant, moves: c.playedUci(), you: c.you, fen: c.fen }; });
    await reload(page);
    await waitFor(page, () => window.wasmChessPage.cells !== null);
    const after = await page.evaluate(() => { const c = window.wasmChessPage.cells; return { variant: c.variant, moves: c.playedUci(), you: c.you, fen: c.fen }; });
    assert.deepEqual(after, before);
  }));

const UNREADABLE = {
  'not JSON': '{not json',
  'a start position the game refuses': JSON.stringify({ version: 1, choice: { game: 'chess' }, variant: 'chess', setup: 'standard', you: null, startFen: 'x', moves: ['e2e4'], record: null, clock: null, clockLog: [] }),
  'not an object': '[1,2]',
};

for (const [what, text] of Object.entries(UNREADABLE)) {
  test(`a kept entry that cannot be read (${what}) is set aside with a notice, and the page plays on`, () =>
    withPage(async (page) => {
      // Written before the page's scripts run (the page itself keeps its game when it is left).
      await page.addInitScript((t) => {
        if (sessionStorage.getItem('planted')) return;
        sessionStorage.setItem('planted', '1');
        localStorage.setItem('wasm-chess.game', t);
      }, text);
      await reload(page);
      const s = await state(page);
      assert.match(s.notice ?? '', /could not be resumed/);
      assert.equal(await page.evaluate(() => localStorage.getItem('wasm-chess.game.unreadable')), text, 'set aside, not lost');
      assert.equal(s.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      await page.evaluate(() => window.wasmChessPage.board.play('e2e4'));
      assert.equal((await state(page)).moves.length >= 1, true);
    }));
}

test('an ended game is not resumed: a reload starts anew', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'friend' });
    for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await page.evaluate((uci) => window.wasmChessPage.board.play(uci), m);
    assert.equal((await state(page)).status.outcome?.reason, 'checkmate');
    assert.equal(await page.evaluate(() => localStorage.getItem('wasm-chess.game')), null);
    await reload(page);
    assert.equal((await state(page)).moves.length, 0);
  }));

test('Your games: a finished game is listed, opened again for review, exported as PGN and deleted', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'friend' });
    for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await page.evaluate((uci) => window.wasmChessPage.board.play(uci), m);
    const item = page.locator('#kept-games li');
    await item.first().waitFor();
    assert.equal(await item.count(), 1);
    assert.match(await item.first().textContent(), /Chess · Two players on this device · 0-1 \(checkmate\)/);
    assert.equal(await page.locator('#kept-games-empty').isHidden(), true);

    await newGame(page, { opponent: 'friend' });
    await page.evaluate(() => window.wasmChessPage.board.play('e2e4'));
    await page.click('#kept-games button[data-action=review]');
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 4);
    const s = await state(page);
    assert.deepEqual(s.moves, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.equal(s.status.outcome.reason, 'checkmate');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#kept-games button[data-action=export]')]);
    const text = await new Promise((resolve, reject) => download.createReadStream().then((stream) => {
      let body = '';
      stream.on('data', (chunk) => (body += chunk));
      stream.on('end', () => resolve(body));
      stream.on('error', reject);
    }, reject));
    assert.match(text, /1\. f3 e5 2\. g4 Qh4# 0-1/);
    assert.match(download.suggestedFilename(), /\.pgn$/);

    await page.click('#kept-games button[data-action=delete]');
    assert.equal(await item.count(), 0);
    assert.equal(await page.locator('#kept-games-empty').isVisible(), true);
  }));
