// The six other games in the page: each started from the New game form ("More games", which loads
// the variants module), played by mouse and by keyboard, answered by the bot, and brought to one of
// its own endings (two players or a FEN of the game pasted in the form, to get there quickly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, cursorTo, openPage, state, center, clickSquare, clickMove, dragMove, settle, screenshot } from './harness.mjs';

const { server, browser, withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

/** Starts `game` from the New game form: opponent 'bot' (level 1, the given colour) or 'friend', from its start or a FEN. */
async function startGame(page, game, { opponent = 'friend', color = 'white', position = '', time = 'none', minutes, increment } = {}) {
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.waitForSelector(`input[name=game][value=${game}]`);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click(`#setup label:has(input[name=opponent][value=${opponent}])`);
  if (opponent === 'bot') {
    await page.locator('#setup select[name=level]').selectOption('1');
    await page.click(`#setup label:has(input[name=color][value=${color}])`);
  }
  await page.locator('#setup textarea[name=position]').fill(position);
  await page.locator('#setup select[name=time]').selectOption(time);
  if (minutes !== undefined) await page.locator('#setup input[name=minutes]').fill(String(minutes));
  if (increment !== undefined) await page.locator('#setup input[name=increment]').fill(String(increment));
  await page.click('#setup-start');
  await waitFor(page, () => !document.getElementById('setup-dialog').open);
  await waitFor(page, (id) => window.wasmChessPage.state().variant === id, game);
}

/** Waits for the bot's reply: `plies` moves on the board and the bot done thinking. */
const botAnswered = (page, plies) => waitFor(page, (n) => { const s = window.wasmChessPage.state(); return s.moves.length >= n && !s.thinking; }, plies);

/** Focuses the board and walks the cursor to `square` with the arrows (White at the bottom), then presses Enter. */
async function keyTo(page, square) {
  await cursorTo(page, square);
  await page.keyboard.press('Enter');
}

const cursorWords = (page) => page.evaluate(() => window.wasmChessPage.board.ui.cursorLive.textContent);

const keyMove = async (page, from, to) => {
  await keyTo(page, from);
  await keyTo(page, to);
};

const text = (page, selector) => page.textContent(selector);

/** The centre of the pocket button of `role` (a letter) in the `place` pocket ('top' | 'bottom'). */
const pocketButton = (page, place, role) => page.locator(`#board-wrap >> .pocket[part~="pocket-${place}"] button[data-role="${role}"]`);

test('crazyhouse: captures fill the pockets; a piece is dropped by click, by drag and by keyboard; the bot answers; a drop mates', () =>
  withPage(async (page) => {
    await startGame(page, 'crazyhouse', { opponent: 'bot' });
    assert.deepEqual((await state(page)).hands.map((h) => h.owner), ['white', 'black']);
    assert.ok(await page.locator('#board-wrap >> .pocket[part~="pocket-bottom"]').isVisible(), 'the pockets are shown');
    await clickMove(page, 'e2', 'e4');
    await botAnswered(page, 2);
    // Two friends, from a position with pieces in hand.
    await startGame(page, 'crazyhouse', { position: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 3' });
    // Click: the pawn in White's pocket, then e3... not legal (occupied? no): d3.
    await pocketButton(page, 'bottom', 'p').click();
    let s = await state(page);
    assert.ok(s.dests.includes('d3') && !s.dests.includes('e4') && !s.dests.some((sq) => sq.endsWith('1') || sq.endsWith('8')), 'the drop squares are shown');
    await clickSquare(page, 'd3');
    s = await state(page);
    assert.deepEqual(s.moves, ['P@d3']);
    assert.match(s.announcement, /White: Pawn dropped on d3\./);
    assert.equal(s.hands[0].pieces.p, 0);
    // Drag: Black's pawn from the top pocket onto d6.
    const from = await pocketButton(page, 'top', 'p').boundingBox();
    const to = await center(page, 'd6');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 2);
    assert.deepEqual((await state(page)).moves, ['P@d3', 'P@d6']);
    await screenshot(page, 'crazyhouse-pockets');
    // Keyboard: a drop mate. Tab to the queen in White's pocket, Enter, walk to b7, Enter.
    await startGame(page, 'crazyhouse', { position: 'k7/8/1K6/8/8/8/8/8[Q] w - - 0 1' });
    await pocketButton(page, 'bottom', 'q').focus();
    await page.keyboard.press('Enter');
    s = await state(page);
    assert.equal(s.dests.length, 62, 'every empty square');
    assert.match(await page.evaluate(() => window.wasmChessPage.board.ui.cursorLive.textContent), /Queen picked up from the hand/);
    await keyTo(page, 'b7');
    s = await state(page);
    assert.deepEqual(s.moves, ['Q@b7#']);
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'checkmate' });
    assert.match(s.announcement, /Queen dropped on b7, checkmate/);
    assert.match(await text(page, '#status'), /Checkmate — White wins/);
  }));

test('duck chess: the move, then the duck by a second click or a drag; the bot moves its duck too; taking the king wins', () =>
  withPage(async (page) => {
    await startGame(page, 'duck', { opponent: 'bot' });
    await clickMove(page, 'e2', 'e4');
    let s = await state(page);
    assert.deepEqual(s.moves, [], 'the move waits for the duck');
    assert.equal(s.notice, 'Now place the duck');
    assert.ok(s.dests.includes('e2') && !s.dests.includes('e4'), 'the duck may go to any empty square');
    await clickSquare(page, 'd5');
    await botAnswered(page, 2);
    s = await state(page);
    assert.equal(s.moves[0], 'e4,d5');
    assert.ok(s.duck && s.duck !== 'd5', `the bot moved the duck (${s.duck})`);
    assert.match(s.announcement, /Bot: .*duck to [a-h][1-8]\./);
    // Keyboard: the knight, then the duck with the arrows and Enter; the duck dragged the next turn.
    // Keyboard: a knight, then the duck with the arrows and Enter; the duck dragged the next turn.
    const knight = async (keys) => {
      const now = await state(page);
      const from = now.status.turn === 'white' ? ['g1', 'b1'] : [];
      const move = (await page.evaluate(() => window.wasmChessPage.board.game.legalMoves({ san: false }).map((m) => [m.from, m.to])))
        .find(([a, b]) => from.includes(a) && b !== now.duck);
      if (keys) await keyMove(page, ...move);
      else await clickMove(page, ...move);
      const spots = (await state(page)).dests;
      return { move, spot: ['a6', 'h6', 'b6', 'g6', 'c6'].find((sq) => spots.includes(sq)) };
    };
    let turn = await knight(true);
    await keyTo(page, turn.spot);
    await botAnswered(page, 4);
    assert.equal((await state(page)).moves[2].split(',')[1], turn.spot);
    const duck = (await state(page)).duck;
    turn = await knight(false);
    await dragMove(page, duck, turn.spot);
    await botAnswered(page, 6);
    assert.equal((await state(page)).moves[4].split(',')[1], turn.spot);
    // The king is taken.
    await startGame(page, 'duck', { position: 'k7/8/8/8/8/8/8/Q6K w - - 0 1' });
    await clickMove(page, 'a1', 'a8');
    await clickSquare(page, 'd4');
    s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'king-captured' });
    assert.match(await text(page, '#status'), /King captured — White wins/);
  }));

test('antichess: the bot answers moves by mouse and keyboard; losing every piece wins', () =>
  withPage(async (page) => {
    await startGame(page, 'antichess', { opponent: 'bot' });
    await clickMove(page, 'e2', 'e3');
    await botAnswered(page, 2);
    // A capture is compulsory: play one if there is, else a knight by keys.
    const moves = await page.evaluate(() => window.wasmChessPage.board.game.legalMoves({ san: false }).map((m) => [m.from, m.to]));
    await keyMove(page, ...(moves.find(([from]) => from === 'g1') ?? moves[0]));
    await botAnswered(page, 4);
    await startGame(page, 'antichess', { position: '8/8/8/8/8/2p5/1P6/8 w - - 0 1' });
    await clickMove(page, 'b2', 'c3');
    const s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: 'black', reason: 'no-pieces' });
    assert.match(await text(page, '#status'), /No pieces left — Black wins/);
  }));

test('atomic: a capture explodes on the board and in words; blowing up the king wins', () =>
  withPage(async (page) => {
    await startGame(page, 'atomic', { opponent: 'bot' });
    await clickMove(page, 'e2', 'e4');
    await botAnswered(page, 2);
    await keyMove(page, 'g1', 'f3');
    await botAnswered(page, 4);
    await startGame(page, 'atomic', { opponent: 'bot', position: '4kn2/4p3/8/8/8/8/8/4KR2 w - - 0 1' });
    await clickMove(page, 'f1', 'f8');
    const s = await state(page);
    assert.deepEqual(s.effects, [{ kind: 'blast', squares: ['f8', 'e8'], waves: undefined }]);
    assert.equal(s.announcement, 'You: Rook from f1 takes knight on f8, the explosion removes the rook and black king on e8. King exploded — you win.');
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'king-exploded' });
    assert.match(await text(page, '#status'), /King exploded — you win/);
    assert.match(await text(page, '#results tbody tr:last-child'), /Atomic.*white.*Bot · Level 1.*1-0 · king-exploded/);
    await screenshot(page, 'atomic-explosion');
    // The rules, from the module's help text.
    await page.click('#rules');
    assert.equal(await text(page, '#rules-title'), 'Atomic: the rules');
    assert.match(await text(page, '#rules-text'), /Kings cannot capture/);
    assert.ok((await page.locator('#rules-text li').count()) >= 3);
    await page.click('#rules-dialog button[value=close]');
  }));

test('friendly chess: a recruitment sets off its chain, shown wave by wave and said; the bot answers; checkmate wins', () =>
  withPage(async (page) => {
    await startGame(page, 'friendly', { opponent: 'bot' });
    await clickMove(page, 'e2', 'e4');
    await botAnswered(page, 2);
    await keyMove(page, 'g1', 'f3');
    await botAnswered(page, 4);
    await startGame(page, 'friendly', { position: '4k1n1/8/5n2/3n4/8/2N5/8/4K3 w - - 0 1' });
    await clickMove(page, 'c3', 'd5');
    let s = await state(page);
    assert.deepEqual(s.effects, [{ kind: 'recruit', squares: undefined, waves: [['d5'], ['f6'], ['g8']] }]);
    assert.equal(s.announcement, 'White: Knight from c3 recruits knight on d5, then knight on f6 and knight on g8, check.');
    await screenshot(page, 'friendly-chain');
    // The rules help draws a chain.
    await page.click('#rules');
    const figure = page.locator('#rules-text figure canvas');
    assert.equal(await figure.getAttribute('aria-label'), 'Diagram: Knight from c3 recruits knight on d5, then knight on f6 and knight on g8');
    await screenshot(page, 'friendly-rules', { clip: await page.locator('#rules-dialog').boundingBox() });
    await page.click('#rules-dialog button[value=close]');
    await startGame(page, 'friendly');
    for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) await clickMove(page, from, to);
    s = await state(page);
    assert.deepEqual(s.moves, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(s.status.outcome, { winner: 'black', reason: 'checkmate' });
    assert.match(await text(page, '#status'), /Checkmate — Black wins/);
  }));

test('fog of war: hidden squares are fog; the bot\'s moves reveal nothing (no mark, no move in the list, no words); two players get a hand-over screen; taking the king wins', () =>
  withPage(async (page) => {
    await startGame(page, 'fog-of-war', { opponent: 'bot' });
    let s = await state(page);
    assert.equal(s.hidden, true);
    assert.equal(s.viewer, 'white');
    assert.ok(s.fogged.includes('e7') && !s.fogged.includes('e4'), 'White sees up to the fourth rank, not Black\'s pawns');
    assert.equal(s.fen, null, 'no FEN while the game is played');
    await clickMove(page, 'e2', 'e4');
    await botAnswered(page, 2);
    s = await state(page);
    assert.deepEqual(s.moves, ['e4', '?'], 'the bot\'s move is not in the list');
    assert.equal(s.lastMove, null, 'no last-move mark for a move White did not see');
    assert.deepEqual(s.effects, []);
    assert.match(s.announcement, /^Bot: (moved|took your .*)\.$/);
    assert.match(await text(page, '#moves'), /1\.\s*e4\s*\?/);
    // Every piece drawn stands on a square White sees.
    const seen = await page.evaluate(() => window.wasmChessPage.board.view.state.board.squares.filter((c) => c.hidden && c.piece).length);
    assert.equal(seen, 0);
    // The bot's move cannot be reviewed either; the FEN/PGN dialog says they are hidden.
    await page.click('#moves [data-ply="2"]').catch(() => {});
    assert.equal((await state(page)).review, null);
    await page.click('#share');
    assert.equal(await page.inputValue('#fen-out'), 'hidden until the game ends');
    await page.click('#share-dialog button[value=close]');
    // Without a mouse: the cursor says what White sees, and nothing more.
    await cursorTo(page, 'e7');
    assert.equal(await cursorWords(page), 'e7, in the fog');
    await keyMove(page, 'd2', 'd3');
    await botAnswered(page, 4);
    assert.match((await state(page)).announcement, /^Bot: /);
    // Two players on one device, from a position: the board is covered between turns.
    await startGame(page, 'fog-of-war', { position: 'k7/8/8/8/8/8/8/R6K b - - 0 1' });
    s = await state(page);
    assert.equal(s.viewer, 'black');
    await clickMove(page, 'a8', 'a7');
    s = await state(page);
    assert.equal(s.handover, true);
    assert.equal(s.announcement, 'Black has moved. White to move. Pass the device to White, then press Ready.');
    assert.ok(await page.locator('#board-wrap >> .handover').isVisible());
    const words = await page.evaluate(() => window.wasmChessPage.board.ui.position.textContent);
    assert.match(words, /Pass the device to White/);
    await screenshot(page, 'fog-handover');
    await page.click('#board-wrap >> .handover button');
    s = await state(page);
    assert.equal(s.handover, false);
    assert.equal(s.viewer, 'white');
    assert.deepEqual(s.moves, ['?']);
    await clickMove(page, 'a1', 'a7');
    s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'king-captured' });
    assert.equal(s.hidden, false, 'the end reveals the game');
    assert.deepEqual(s.moves, ['Ka7', 'Rxa7'], 'and its moves');
    assert.match(await text(page, '#status'), /King captured — White wins/);
  }));

test('<wasm-chess-board variant> and mountBoard({ variant }): the variants module is loaded for them; attributes and events work as for chess', () =>
  withPage(
    async (page) => {
      const result = await page.evaluate(async () => {
        const events = [];
        const el = document.createElement('wasm-chess-board');
        el.setAttribute('variant', 'atomic');
        el.setAttribute('fen', '4kn2/4p3/8/8/8/8/8/4KR2 w - - 0 1');
        for (const type of ['move', 'gameover']) el.addEventListener(type, (e) => events.push({ type, detail: e.detail }));
        document.body.append(el);
        const board = await el.ready;
        const variant = board.variant;
        el.play('Rxf8');
        // The attribute changes the game; a bad one is said over the board.
        el.setAttribute('variant', 'crazyhouse');
        await new Promise((resolve) => setTimeout(resolve, 100));
        const after = { variant: el.board.variant, pockets: el.board.ui.pocketBottom.hidden === false };
        el.setAttribute('variant', 'no-such-game');
        await new Promise((resolve) => setTimeout(resolve, 100));
        const notice = el.board.noticeText;
        el.remove();
        // mountBoard with a variant, in play-bot mode.
        const { mountBoard } = await import('/element.js');
        const host = document.createElement('div');
        document.body.append(host);
        const duck = await mountBoard(host, { variant: 'duck', mode: 'play-bot', level: 1 });
        const duckInfo = { variant: duck.variant, name: duck.gameInfo.name, moves: duck.game.legalMoves().length };
        duck.destroy();
        return { variant, events, after, notice, duckInfo };
      });
      assert.equal(result.variant, 'atomic');
      assert.deepEqual(result.events.map((e) => e.type), ['move', 'gameover']);
      assert.equal(result.events[0].detail.san, 'Rxf8');
      assert.deepEqual(result.events[1].detail.outcome, { winner: 'white', reason: 'king-exploded' });
      assert.equal(result.events[1].detail.result, '1-0');
      assert.match(result.events[1].detail.pgn, /\[Variant "Atomic"\]/);
      assert.deepEqual(result.after, { variant: 'crazyhouse', pockets: true });
      assert.match(result.notice, /unknown game 'no-such-game'/i);
      assert.deepEqual(result.duckInfo, { variant: 'duck', name: 'Duck chess', moves: 640 });
    }));

test('a phone: the pockets fit beside the board without scrolling', async () => {
  const { page, problems } = await openPage(browser, server.origin, { viewport: { width: 390, height: 844 } });
  try {
    await startGame(page, 'crazyhouse', { position: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[QRBNPqrbnp] w KQkq - 0 3' });
    await settle(page);
    const boxes = await page.evaluate(() => {
      const ui = window.wasmChessPage.board.ui;
      const box = (el) => el.getBoundingClientRect().toJSON();
      return { top: box(ui.pocketTop), canvas: box(ui.canvas), bottom: box(ui.pocketBottom), width: document.documentElement.scrollWidth };
    });
    assert.ok(boxes.width <= 390, `no sideways scrolling (${boxes.width}px)`);
    for (const part of [boxes.top, boxes.canvas, boxes.bottom]) assert.ok(part.right <= 390 && part.left >= 0, `inside the screen: ${JSON.stringify(part)}`);
    assert.ok(boxes.bottom.bottom <= 844, `the lower pocket is on the screen (${boxes.bottom.bottom}px)`);
    assert.ok(boxes.top.height < 70 && boxes.bottom.height < 70, 'each pocket is one row');
    await pocketButton(page, 'bottom', 'n').click();
    await clickSquare(page, 'd3');
    assert.deepEqual((await state(page)).moves, ['N@d3']);
    await screenshot(page, 'phone-crazyhouse');
    assert.deepEqual(problems.consoleErrors, []);
  } finally {
    await page.close();
  }
});

/** Waits until `color`'s clock is the one shown running (the clocks are redrawn ten times a second). */
const clockRuns = (page, color) => waitFor(page, (c) => document.querySelector('.player .clock.running')?.closest('[data-color]')?.dataset.color === c, color);

test('the clock in the other games: a flag fall loses, unless the other side cannot win there (the module says which)', () =>
  withPage(async (page) => {
    await startGame(page, 'atomic', { time: 'custom', minutes: 0.05, increment: 0 });
    await clockRuns(page, 'white');
    await clickMove(page, 'e2', 'e4');
    await clockRuns(page, 'black');
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    assert.deepEqual((await state(page)).status.outcome, { winner: 'white', reason: 'timeout' });
    assert.match(await text(page, '#status'), /Black’s time is up — White wins/);
    assert.equal(await text(page, '#moves .result'), '1-0');
    // Atomic: a bare king cannot win, so White's flag is a draw here.
    await startGame(page, 'atomic', { position: '4k3/8/8/8/8/8/8/4K2R w - - 0 1', time: 'custom', minutes: 0.05, increment: 0 });
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    assert.deepEqual((await state(page)).status.outcome, { winner: null, reason: 'timeout-vs-insufficient-material' });
    assert.equal(await text(page, '#moves .result'), '½-½');
  }));

test('the clock against the bot in Crazyhouse: a drop is a move, the bot plays on its own clock, the player\'s flag is scored in the results', () =>
  withPage(async (page) => {
    const pockets = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[QRBNPqrbnp] w KQkq - 0 3';
    await startGame(page, 'crazyhouse', { opponent: 'bot', position: pockets, time: 'custom', minutes: 0.1, increment: 0 });
    await clockRuns(page, 'white');
    // A drop is a move: it hands the clock over like any other.
    await pocketButton(page, 'bottom', 'n').click();
    await clickSquare(page, 'd3');
    assert.deepEqual((await state(page)).moves, ['N@d3']);
    await clockRuns(page, 'black');
    await botAnswered(page, 2);
    await clockRuns(page, 'white');
    const black = (await state(page)).clock.black;
    assert.ok(black < 6_000 && black > 0, `the bot spent some of its own time (${black} ms left)`);
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    assert.deepEqual((await state(page)).status.outcome, { winner: 'black', reason: 'timeout' });
    assert.match(await text(page, '#status'), /Your time is up — the bot wins/);
    assert.match(await text(page, '#results tbody'), /Crazyhouse/);
  }));
