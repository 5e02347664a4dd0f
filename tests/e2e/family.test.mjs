// The chess family in the page: each game of it that the registry has is started from the New game
// form (or the element), played by mouse and by keyboard, answered by the bot, and shown where it
// differs from chess — its own board (points on lines, 9×9, 5×5), pieces with the game's names,
// hands and drops, promoting or not, a pass, the placement phase, the count — and brought to one of
// its own endings from a FEN of the game.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { serve, launch, withOpenPage, state, clickMove, clickSquare, dragMove, settle, screenshot, root } from './harness.mjs';

if (!existsSync(`${root}/www/pkg-variants/wasm_chess_bg.wasm`)) throw new Error('www/pkg-variants is missing: build the variants module first (make web-variants)');
const server = await serve();
const browser = await launch();
after(async () => {
  await browser?.close();
  await server?.close();
});

const withPage = (body, options) => withOpenPage(browser, server.origin, body, options);
const waitFor = (page, predicate, arg) => page.waitForFunction(predicate, arg, { timeout: 60_000 });
/** The games of the registry, by id. */
const registry = await (async () => {
  let games = [];
  await withPage(async (page) => {
    games = await page.evaluate(async () => (await import('./variants-engine.js')).loadVariantsEngine().then((e) => e.games.map((g) => g.id)));
  });
  return new Set(games);
})();
const family = (id, name, body) => test(name, { skip: !registry.has(id) && `${id} is not in the registry yet` }, () => withPage(body));

/** Starts `game` from the New game form: opponent 'bot' (level 1, as White) or 'friend', from its start or a FEN. */
async function startGame(page, game, { opponent = 'friend', position = '' } = {}) {
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.waitForSelector(`input[name=game][value=${game}]`);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click(`#setup label:has(input[name=opponent][value=${opponent}])`);
  if (opponent === 'bot') {
    await page.locator('#setup select[name=level]').selectOption('1');
    await page.click('#setup label:has(input[name=color][value=white])');
  }
  await page.locator('#setup textarea[name=position]').fill(position);
  await page.click('#setup-start');
  await waitFor(page, () => !document.getElementById('setup-dialog').open);
  await waitFor(page, (id) => window.wasmChessPage.state().variant === id, game);
}

const botAnswered = (page, plies) => waitFor(page, (n) => { const s = window.wasmChessPage.state(); return s.moves.length >= n && !s.thinking; }, plies);

/** Focuses the board, walks the cursor to `square` with the arrows (White at the bottom) and presses Enter. */
async function keyTo(page, square) {
  await page.evaluate(() => window.wasmChessPage.board.ui.canvas.focus());
  let s = await state(page);
  if (!s.cursor) {
    await page.keyboard.press('ArrowUp');
    s = await state(page);
  }
  const file = (sq) => sq.charCodeAt(0) - 97, rank = (sq) => Number(sq.slice(1)) - 1;
  for (let i = 0; i < 24 && s.cursor !== square; i++) {
    const key = file(s.cursor) < file(square) ? 'ArrowRight' : file(s.cursor) > file(square) ? 'ArrowLeft' : rank(s.cursor) < rank(square) ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
    s = await state(page);
  }
  assert.equal(s.cursor, square);
  await page.keyboard.press('Enter');
}
const keyMove = async (page, from, to) => {
  await keyTo(page, from);
  await keyTo(page, to);
};
const announced = (page) => page.evaluate(() => window.wasmChessPage.board.announcement);
const shown = (page) => page.evaluate(() => window.wasmChessPage.board.view.state.board);
const visible = (page, part) => page.locator(`#board-wrap >> [part~="${part}"]`).isVisible();
const pocketButton = (page, place, role) => page.locator(`#board-wrap >> .pocket[part~="pocket-${place}"] button[data-role="${role}"]`);

family('makruk', 'makruk: its own pieces by name, moves by mouse and keyboard, the bot answers, the count shown, a counting draw', async (page) => {
  await startGame(page, 'makruk', { opponent: 'bot' });
  const board = await shown(page);
  assert.equal(board.pieces.find((p) => p.code === 'wM').role, 'met');
  await clickMove(page, 'e3', 'e4');
  assert.match(await announced(page), /Pawn from e3 to e4/);
  await botAnswered(page, 2);
  await keyMove(page, 'b1', 'd2');
  assert.equal((await state(page)).moves[2], 'Nd2');
  await botAnswered(page, 4);
  // A lone black king against a rook: the count runs (16 moves), and at its limit the game is drawn.
  await startGame(page, 'makruk', { position: '8/8/8/4k3/8/8/3K4/R7 b - 32 32 40' });
  assert.equal(await page.textContent('#board-wrap >> [part~="count"]'), 'Count 16 of 16');
  await dragMove(page, 'e5', 'e4');
  const s = await state(page);
  assert.equal(s.status.outcome?.reason, 'counting');
  assert.ok(!(await visible(page, 'count')), 'no count once the game is over');
  await screenshot(page, 'family-makruk');
});
