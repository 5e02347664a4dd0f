// Whole games by keyboard alone in blind mode, the screen reader's words (the one live region)
// checked at each step: from the New game form (a position to start from pasted in, so that each
// game ends within a few moves), a move on the grid of cells, the bot's reply, a takeback, then the
// game played to its end against the bot (a mate, the king taken, the move limit), and the result
// read. The finishing move is found by asking the module which legal move ends the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession } from './harness.mjs';

const { withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

/** The board the page plays on (the chess board or the board of more players). */
const BOARD = () => window.wasmChessPage.cells ?? window.wasmChessPage.board;
const said = (page) => page.evaluate(`new Promise((r) => setTimeout(() => r((${BOARD})().blindMode.said), 30))`);
const host = (page) => page.evaluate(`(${BOARD})().host.id || 'board-wrap'`);

/** Starts `game` from the form with the keyboard: the game's radio, the bot at level 1, the position typed in, Play. */
async function startByKeyboard(page, game, position) {
  await page.focus('#new-game');
  await page.keyboard.press('Enter');
  await waitFor(page, () => document.getElementById('setup-dialog').open);
  if (game !== 'chess' && !(await page.locator('#more-games').evaluate((d) => d.open))) {
    await page.focus('#more-games summary');
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector(`input[name=game][value=${game}]`, { state: 'attached' });
  await page.focus(`input[name=game][value=${game}]`);
  await page.keyboard.press('Space');
  await page.focus('input[name=opponent][value=bot]');
  await page.keyboard.press('Space');
  await page.focus('textarea[name=position]');
  await page.keyboard.type(position);
  await page.focus('#setup-start');
  await page.keyboard.press('Enter');
  await waitFor(page, () => !document.getElementById('setup-dialog').open || document.getElementById('setup-error').textContent);
  assert.equal(await page.textContent('#setup-error'), '', 'the form takes the position');
}

/** The cell the grid's focus is on. */
const focusedCell = (page) => page.evaluate(`(${BOARD})().host.shadowRoot.activeElement?.dataset.cell ?? null`);

async function focusGrid(page) {
  const id = await host(page);
  await page.locator(`#${id} td[tabindex="0"]`).focus();
}

/** Walks the grid's focus to `name` with the keys: the rank's digit, then the arrows. */
async function goTo(page, name) {
  const parse = (n) => ({ file: n.match(/[a-z]+/)[0], rank: Number(n.match(/\d+$/)[0]) });
  const target = parse(name);
  if (target.rank <= 9) await page.keyboard.press(String(target.rank));
  for (let i = 0; i < 30; i++) {
    const here = await focusedCell(page);
    if (here === name) return;
    const at = parse(here);
    const key = at.rank < target.rank ? 'ArrowUp' : at.rank > target.rank ? 'ArrowDown'
      : at.file.length < target.file.length || (at.file.length === target.file.length && at.file < target.file) ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  assert.equal(await focusedCell(page), name);
}

/** The legal moves of the live position. */
const legal = (page) => page.evaluate(`(${BOARD})().legalMoves.map((m) => ({ uci: m.uci, san: m.san, from: m.from, to: m.to, drop: m.drop ?? null, duck: m.duck ?? null, capture: Boolean(m.captured || m.capture), piece: m.piece }))`);

/** The legal move after which the game is over and won by the player, asked of the module on a copy of the game. */
const winningMove = (page) =>
  page.evaluate(() => {
    const board = window.wasmChessPage.board;
    const { Game } = board.wasm;
    for (const move of board.legalMoves) {
      const copy = Game.fromFen(board.fen, { variant: board.variant });
      try {
        copy.play(move.uci);
        if (copy.status().outcome?.winner === board.you) return { uci: move.uci, from: move.from, to: move.to, drop: move.drop ?? null, duck: move.duck ?? null };
      } finally {
        copy.free();
      }
    }
    return null;
  });

/** Takeback by keyboard: the board's Takeback button (the page's, or the one beside the board of more players). */
async function takebackByKeyboard(page) {
  const cells = await page.evaluate(() => Boolean(window.wasmChessPage.cells));
  if (cells) await page.locator('#cells-wrap button.takeback').focus();
  else await page.focus('#takeback');
  await page.keyboard.press('Enter');
}

async function turnOnBlindMode(page) {
  await page.focus('#blind');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#blind', 'aria-pressed'), 'true');
}

/** A whole game of two sides: a first move on the grid, the bot's reply, a takeback, the winning move, the result. */
function twoSidedGame(name, { game, position, first, duck = null, words }) {
  test(`blind mode, keyboard only: ${name} from the form to the end, with a takeback`, () =>
    withPage(async (page) => {
      await turnOnBlindMode(page);
      await startByKeyboard(page, game, position);
      await focusGrid(page);
      assert.match(await said(page) ?? '', /|/);
      // The first move on the grid: its piece, its cell (and the duck's).
      await goTo(page, first.from);
      await page.keyboard.press('.');
      assert.match(await said(page), new RegExp(`on ${first.from}: .*${first.to}`), 'the legal moves from the cell are read');
      await page.keyboard.press('Enter');
      assert.match(await said(page), /^Picked up/);
      await goTo(page, first.to);
      await page.keyboard.press('Enter');
      if (duck) {
        assert.match(await said(page), /Now the duck/);
        await goTo(page, duck);
        await page.keyboard.press('Enter');
      }
      await waitFor(page, () => window.wasmChessPage.board.moves.length === 2 && !window.wasmChessPage.board.thinking);
      assert.match(await said(page), /^Bot: /, 'the bot’s reply is said');
      await page.keyboard.press(',');
      assert.match(await said(page), /^Last move, 2: /);
      // Take it back: the start again, said.
      await takebackByKeyboard(page);
      assert.match(await said(page), /taken back/i);
      assert.equal(await page.evaluate(() => window.wasmChessPage.board.moves.length), 0);
      // The end: the move that wins, on the grid when it is a drop, else typed in the move field.
      const win = await winningMove(page);
      assert.ok(win, 'the position has a winning move');
      await focusGrid(page);
      if (win.drop) {
        await goTo(page, win.to);
        await page.keyboard.press('Enter');
        if (/Choose with a number/.test(await said(page))) await page.keyboard.press('1');
      } else {
        await page.locator('#board-wrap input[name=blind-move]').focus();
        await page.keyboard.type(win.uci);
        await page.keyboard.press('Enter');
      }
      await waitFor(page, () => window.wasmChessPage.board.over);
      assert.match(await said(page), words, 'the winning move and the end are said');
      await focusGrid(page);
      await page.keyboard.press('-');
      assert.match(await said(page), /win/i, 'the result is read');
      assert.equal(await page.evaluate(() => document.querySelectorAll('#results tbody tr').length), 1, 'the game is in the results');
    }));
}

twoSidedGame('chess', { game: 'chess', position: '7k/6pp/8/8/8/8/8/R5K1 w - - 0 1', first: { from: 'g1', to: 'f1' }, words: /^You: Rook from a1 to a8, checkmate\. Checkmate — you win/ });
twoSidedGame('Xiangqi', { game: 'xiangqi', position: '4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1', first: { from: 'd1', to: 'd2' }, words: /^You: Chariot .*you win/ });
twoSidedGame('Crazyhouse (a drop)', { game: 'crazyhouse', position: '7k/6pp/8/8/8/8/8/6K1[R] w - - 0 1', first: { from: 'g1', to: 'f1' }, words: /^You: Rook dropped on a8, checkmate/ });
twoSidedGame('Shogi (a drop)', { game: 'shogi', position: '4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1', first: { from: 'e1', to: 'd1' }, words: /^You: Gold dropped on e8/i });
twoSidedGame('Duck chess (the duck)', { game: 'duck', position: '4k2R/8/8/8/8/8/8/4K3 w - - 0 1', first: { from: 'e1', to: 'd1' }, duck: 'a4', words: /^You: Rook from h8 takes king on e8/ });

test('blind mode, keyboard only: Four-player chess against the bots to the move limit, with a takeback', () =>
  withPage(async (page) => {
    await turnOnBlindMode(page);
    // The start, its half-move counter a few rounds short of the limit (50 rounds of 4 turns).
    await startByKeyboard(page, 'four-player', '');
    const start = await page.evaluate(() => window.wasmChessPage.cells.startFen);
    const fields = start.split(' ');
    fields[6] = String(200 - 5);
    await startByKeyboard(page, 'four-player', fields.join(' '));
    await focusGrid(page);
    const knight = async () => (await legal(page)).find((m) => m.piece === 'knight' && !m.capture);
    let move = await knight();
    await goTo(page, move.from);
    await page.keyboard.press('Enter');
    assert.match(await said(page), /^Picked up/);
    await goTo(page, move.to);
    await page.keyboard.press('Enter');
    await waitFor(page, () => { const c = window.wasmChessPage.cells; return c.over || (c.moves.length >= 4 && !c.thinking && c.turn === c.you); });
    await page.keyboard.press('\\');
    assert.match(await said(page), /Red: you, \d+ points?\. Blue: bot/);
    await takebackByKeyboard(page);
    assert.match(await said(page), /4 moves taken back\. Red to move \(you\)/);
    // Moves that are no capture nor a pawn's until the counter runs out (a bot's pawn move or capture starts it again).
    for (let turn = 0; turn < 40 && !(await page.evaluate(() => window.wasmChessPage.cells.over)); turn++) {
      const moves = await legal(page);
      move = moves.find((m) => m.piece !== 'pawn' && !m.capture && !m.pass) ?? moves[0];
      await page.locator('#cells-wrap input[name=blind-move]').focus();
      await page.keyboard.type(move.uci);
      await page.keyboard.press('Enter');
      await waitFor(page, () => { const c = window.wasmChessPage.cells; return c.over || (!c.thinking && c.turn === c.you); });
    }
    assert.equal(await page.evaluate(() => window.wasmChessPage.cells.over), true, 'the game has ended');
    await focusGrid(page);
    await page.keyboard.press('-');
    assert.match(await said(page), /game over: .*Ranking: 1st/);
  }));
