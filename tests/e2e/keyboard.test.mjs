// The page without a mouse: every control reachable by Tab with a visible focus ring, a whole game
// played with the keyboard (arrows and Enter on the board, SAN and UCI typed in the move box), the
// promotion chooser by keys, and the live region saying each move in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, state, screenshot } from './harness.mjs';

const { withPage } = await pageSession();
/** The element that really has focus, through shadow roots: a short description of it. */
const focused = (page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id || el.getAttribute('name') || el.dataset.go || el.dataset.ply || el.textContent.trim().slice(0, 20),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      name: el.getAttribute('aria-label') || el.labels?.[0]?.textContent.trim() || el.textContent.trim(),
    };
  });

/** Presses Tab until `match(focused)` holds (at most `limit` times); returns what was passed on the way. */
async function tabTo(page, match, limit = 40) {
  const seen = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    seen.push(f);
    if (f && match(f)) return seen;
  }
  throw new Error(`not reached by Tab; passed ${seen.map((f) => f?.id).join(', ')}`);
}

const onBoard = (f) => f.tag === 'canvas';
const announcement = async (page) => (await state(page)).announcement;

/** Starts a game against a friend with the keyboard only: Tab to New game, pick the opponent, Play. */
async function newFriendGameByKeyboard(page, position = '') {
  await tabTo(page, (f) => f.id === 'new-game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('setup-dialog').open);
  // The dialog focuses its first control: the opponent radios. Arrow to "A friend".
  assert.equal((await focused(page)).id, 'opponent');
  await page.keyboard.press('ArrowRight');
  if (position) {
    await tabTo(page, (f) => f.id === 'position');
    await page.keyboard.type(position);
  }
  await tabTo(page, (f) => f.id === 'setup-start');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.getElementById('setup-dialog').open);
  assert.equal((await state(page)).you, null, 'a game between two players');
}

/** Walks the board's cursor to `square` with the arrow keys (White at the bottom). */
async function cursorTo(page, square) {
  const { cursor } = await state(page);
  const [df, dr] = [square.charCodeAt(0) - cursor.charCodeAt(0), Number(square[1]) - Number(cursor[1])];
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal((await state(page)).cursor, square);
}

async function keyMove(page, from, to) {
  await cursorTo(page, from);
  await page.keyboard.press('Enter');
  await cursorTo(page, to);
  await page.keyboard.press(' ');
}

test('every control is reachable by Tab, named, and shows a focus ring', () =>
  withPage(async (page) => {
    await page.evaluate(() => window.wasmChessPage.board.play('e4')); // so Takeback is enabled
    // The page opens on a game against the bot: its reply re-renders the score and the controls, and
    // would take the focus off a score button in the middle of the walk. Walk once it has moved.
    await page.waitForFunction(() => {
      const s = window.wasmChessPage.state();
      return s.moves.length === 2 && !s.thinking;
    }, null, { timeout: 30_000 });
    const seen = await tabTo(page, (f) => f.id === 'resign');
    const ids = seen.map((f) => f.id);
    for (const id of ['new-game', 'share', 'sound', 'move', 'flip', 'takeback', 'resign']) assert.ok(ids.includes(id), `${id} reached by Tab: ${ids}`);
    assert.ok(seen.some(onBoard), 'the board itself takes focus');
    for (const f of seen) {
      assert.ok(f.outline, `${f.tag}#${f.id} shows a focus ring`);
      assert.ok(f.name.length > 0, `${f.tag}#${f.id} has a name`);
    }
    await screenshot(page, 'focus-ring');
  }));

test('a whole game with the keyboard only: the board\'s cursor, SAN and UCI typed, every move said in words', () =>
  withPage(async (page) => {
    await newFriendGameByKeyboard(page);
    await tabTo(page, onBoard);
    const start = await state(page);
    assert.equal(start.cursor, 'e1', 'the cursor starts on the king of the side to move');
    await keyMove(page, 'f2', 'f3');
    assert.deepEqual((await state(page)).moves, ['f3']);
    assert.equal(await announcement(page), 'White: Pawn from f2 to f3.');
    await screenshot(page, 'keyboard-cursor');
    // Black types SAN into the move box (next in the Tab order after the board).
    await tabTo(page, (f) => f.id === 'move');
    await page.keyboard.type('e5');
    await page.keyboard.press('Enter');
    assert.deepEqual((await state(page)).moves, ['f3', 'e5']);
    assert.equal(await announcement(page), 'Black: Pawn from e7 to e5.');
    // A refused move: the box keeps the text and the notice says why; nothing changes.
    await page.keyboard.type('Ke3');
    await page.keyboard.press('Enter');
    assert.match((await state(page)).notice, /illegal move/i);
    assert.deepEqual((await state(page)).moves, ['f3', 'e5']);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    // Back to the board (Shift+Tab), g2-g4 with the cursor; then Black's mate typed in UCI.
    await page.keyboard.press('Shift+Tab');
    assert.ok(onBoard(await focused(page)));
    await keyMove(page, 'g2', 'g4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('d8h4');
    await page.keyboard.press('Enter');
    const s = await state(page);
    assert.deepEqual(s.moves, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(s.status.outcome, { winner: 'black', reason: 'checkmate' });
    assert.equal(await announcement(page), 'Black: Queen from d8 to h4, checkmate. Checkmate — Black wins.');
    assert.match(await page.textContent('#status'), /Checkmate — Black wins/);
  }));

test('Escape puts a piece back; castling and a capturing promotion by keys, said in words', () =>
  withPage(async (page) => {
    await newFriendGameByKeyboard(page, 'r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1');
    await tabTo(page, onBoard);
    await cursorTo(page, 'e1');
    await page.keyboard.press('Enter');
    assert.equal((await state(page)).selected, 'e1');
    await page.keyboard.press('Escape');
    assert.equal((await state(page)).selected, null);
    await keyMove(page, 'e1', 'c1');
    assert.equal(await announcement(page), 'White: Castles queenside.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('O-O');
    await page.keyboard.press('Enter');
    assert.equal(await announcement(page), 'Black: Castles kingside.');
    // Promotion with a capture: the chooser opens; ArrowDown from the queen to the knight, Enter.
    await page.keyboard.press('Shift+Tab');
    await keyMove(page, 'b7', 'a8');
    let s = await state(page);
    assert.equal(s.promotion?.square, 'a8');
    assert.deepEqual(s.moves, ['O-O-O', 'O-O'], 'nothing played before the choice');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    s = await state(page);
    assert.equal(s.moves.at(-1), 'bxa8=N');
    assert.equal(await announcement(page), 'White: Pawn from b7 takes rook on a8, promotes to knight.');
  }));

test('the board\'s accessible mirror lists the position in words', () =>
  withPage(async (page) => {
    await page.evaluate(() => window.wasmChessPage.board.setFen('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'));
    const mirror = await page.evaluate(() => {
      const root = window.wasmChessPage.board.host.shadowRoot;
      const canvas = root.querySelector('canvas');
      return { text: root.getElementById(canvas.getAttribute('aria-describedby')).textContent, role: canvas.getAttribute('role'), label: canvas.getAttribute('aria-label') };
    });
    assert.equal(mirror.text, 'White to move. White: king e1, pawn e2. Black: king e8.');
    assert.equal(mirror.role, 'application');
    assert.match(mirror.label, /Chess board/);
  }));

test('against the bot, its reply is said in words too', () =>
  withPage(async (page) => {
    await page.evaluate(() => {
      const board = window.wasmChessPage.board;
      board.load(new board.wasm.Game(), { mode: 'play-bot', you: 'white', level: 1 });
    });
    // The live region as it reads right after each move: the bot's reply may replace the player's
    // own announcement before the test gets to read it.
    await page.evaluate(() => {
      const board = window.wasmChessPage.board;
      window.said = [];
      board.host.addEventListener('move', () => window.said.push(board.announcement));
    });
    await tabTo(page, onBoard);
    await keyMove(page, 'g1', 'f3');
    await page.waitForFunction(() => window.said.length >= 1);
    assert.equal((await page.evaluate(() => window.said))[0], 'You: Knight from g1 to f3.');
    await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2, null, { timeout: 30_000 });
    const { moves } = await state(page);
    assert.match(await announcement(page), /^Bot: (Pawn from [a-h]7|Knight from [bg]8) to [a-h][3-6]\.$/);
    assert.equal(moves.length, 2);
    assert.deepEqual(await page.evaluate(() => window.said), ['You: Knight from g1 to f3.', await announcement(page)]);
  }));
