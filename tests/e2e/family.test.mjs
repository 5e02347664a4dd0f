// The chess family in the page: each game of it that the registry has is started from the New game
// form (or the element), played by mouse and by keyboard, answered by the bot, and shown where it
// differs from chess — its own board (points on lines, 9×9, 5×5), pieces with the game's names,
// hands and drops, promoting or not, a pass, the placement phase, the count — and brought to one of
// its own endings from a FEN of the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pageSession, cursorTo, watch, assertNoProblems, state, clickMove, clickSquare, dragMove, settle, screenshot, dist } from './harness.mjs';

const { browser, withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });
/** The games of the registry, by id. */
const registry = await (async () => {
  let games = [];
  await withPage(async (page) => {
    games = await page.evaluate(async () => (await import('./engine/variants.js')).loadVariantsEngine().then((e) => e.games.map((g) => g.id)));
  });
  return new Set(games);
})();
const family = (id, name, body) => test(name, { skip: !registry.has(id) && `${id} is not in the registry yet` }, () => withPage(body));

/** Starts `game` from the New game form: opponent 'bot' (level 1, as White) or 'friend', from its start or a FEN. */
async function startGame(page, game, { opponent = 'friend', position = '', time = 'none', minutes, increment } = {}) {
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
  await page.locator('#setup select[name=time]').selectOption(time);
  if (minutes !== undefined) await page.locator('#setup input[name=minutes]').fill(String(minutes));
  if (increment !== undefined) await page.locator('#setup input[name=increment]').fill(String(increment));
  await page.click('#setup-start');
  await waitFor(page, () => !document.getElementById('setup-dialog').open);
  await waitFor(page, (id) => window.wasmChessPage.state().variant === id, game);
}

const botAnswered = (page, plies) => waitFor(page, (n) => { const s = window.wasmChessPage.state(); return s.moves.length >= n && !s.thinking; }, plies);

/** Walks the board's cursor to `square` and presses Enter there. */
async function keyTo(page, square) {
  await cursorTo(page, square, 24);
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

family('xiangqi', 'xiangqi: points on lines, moves by mouse and keyboard in the game\'s names, the bot answers, checkmate with two chariots', async (page) => {
  await startGame(page, 'xiangqi', { opponent: 'bot' });
  const board = await shown(page);
  assert.deepEqual([board.files, board.ranks, board.style], [9, 10, 'points']);
  await clickMove(page, 'h3', 'e3');
  assert.match(await announced(page), /Cannon from h3 to e3/);
  await botAnswered(page, 2);
  await keyMove(page, 'b1', 'c3');
  assert.match(await announced(page), /Horse from b1 to c3/);
  await botAnswered(page, 4);
  // A move no rule allows is explained, on the tenth rank too.
  await clickMove(page, 'a1', 'a10');
  assert.equal((await state(page)).notice, 'No legal move goes from a1 to a10');
  await screenshot(page, 'family-xiangqi');
  await startGame(page, 'xiangqi', { position: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1' });
  await dragMove(page, 'b1', 'b10');
  assert.deepEqual((await state(page)).status.outcome, { winner: 'white', reason: 'checkmate' });
  // The Western look, on the element's option.
  await page.evaluate(() => window.wasmChessPage.board.setPieceStyle('western'));
  await settle(page);
  await screenshot(page, 'family-xiangqi-western');
});

family('xiangqi', 'xiangqi: the page names the sides Red and Black, as the game does: the form, the status line, the names, the clocks, a move read aloud, a resignation', async (page) => {
  await startGame(page, 'xiangqi', { time: 'custom', minutes: 1, increment: 0 });
  assert.equal(await page.textContent('#status'), 'Red to move');
  assert.deepEqual([await page.textContent('#player-bottom .name'), await page.textContent('#player-top .name')], ['Red', 'Black']);
  assert.match(await page.getAttribute('#player-bottom .clock', 'aria-label'), /^Red’s clock: /);
  await clickMove(page, 'h3', 'e3');
  assert.equal(await announced(page), 'Red: Cannon from h3 to e3.');
  assert.equal(await page.textContent('#status'), 'Black to move');
  // The side to move resigns (a flag: the clock test below).
  await page.click('#resign');
  await page.click('#resign');
  assert.deepEqual((await state(page)).status.outcome, { winner: 'white', reason: 'resignation' });
  assert.equal(await page.textContent('#status'), 'Black resigns — Red wins');
  // The colour choice against the bot says the game's names too; chess's says White and Black.
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.click('label:has(input[name=game][value=xiangqi])');
  await page.click('#setup label:has(input[name=opponent][value=bot])');
  const colours = () => page.locator('#setup .color-row label').allTextContents();
  assert.deepEqual((await colours()).map((t) => t.trim()), ['Red', 'Random', 'Black']);
  await page.click('label:has(input[name=game][value=janggi])');
  assert.deepEqual((await colours()).map((t) => t.trim()), ['Cho', 'Random', 'Han']);
  await page.click('label:has(input[name=game][value=chess])');
  assert.deepEqual((await colours()).map((t) => t.trim()), ['White', 'Random', 'Black']);
});

family('xiangqi', 'xiangqi: the bot\'s levels carry no chess rating, in the form and beside the board; chess\'s do', async (page) => {
  const levelTexts = () => page.locator('#setup select[name=level] option').allTextContents();
  const chessLevels = await levelTexts();
  assert.ok(chessLevels.every((t) => / Elo$/.test(t)), chessLevels.join('; '));
  await startGame(page, 'xiangqi', { opponent: 'bot' });
  assert.doesNotMatch(await page.textContent('#player-top'), /Elo/);
  assert.match(await page.textContent('#player-top'), /Level 1/);
  await page.click('#new-game');
  const xiangqiLevels = await levelTexts();
  assert.deepEqual(xiangqiLevels, chessLevels.map((t) => t.replace(/ · \d+ Elo$/, '')));
  await page.click('label:has(input[name=game][value=chess])');
  assert.deepEqual(await levelTexts(), chessLevels);
});

family('janggi', 'janggi: the arrangement chosen before the first move, a pass, the bot answers, checkmate', async (page) => {
  await startGame(page, 'janggi', { opponent: 'bot' });
  assert.ok(await visible(page, 'arrangement'), 'the arrangement list before the first move');
  await page.locator('#board-wrap >> [part~="arrangement"] select').selectOption('hehe-eheh');
  // Named as players say them (the module's labels), not by their ids.
  assert.equal(
    await page.locator('#board-wrap >> [part~="arrangement"] select option:checked').textContent(),
    'Han 상마상마 sang-ma-sang-ma · Cho 상마상마 sang-ma-sang-ma',
  );
  const first = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR';
  await waitFor(page, (fen) => window.wasmChessPage.state().startFen.split(' ')[0] !== fen, first);
  assert.ok(await visible(page, 'pass'), 'a pass is a legal move');
  await page.click('#board-wrap >> [part~="pass"]');
  assert.match(await announced(page), /Passes/);
  await botAnswered(page, 2);
  assert.ok(!(await visible(page, 'arrangement')), 'no arrangement once the game has begun');
  await clickMove(page, 'a4', 'b4');
  await botAnswered(page, 4);
  await screenshot(page, 'family-janggi');
  await startGame(page, 'janggi', { position: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1' });
  await clickMove(page, 'b1', 'b10');
  assert.deepEqual((await state(page)).status.outcome, { winner: 'white', reason: 'checkmate' });
});

family('shogi', 'shogi: hands on each side, a drop by click, drag and keyboard, promote or not, the bot answers, mate by a gold drop', async (page) => {
  await startGame(page, 'shogi', { opponent: 'bot' });
  const board = await shown(page);
  assert.deepEqual([board.files, board.ranks], [9, 9]);
  assert.ok(await visible(page, 'pocket-bottom') && await visible(page, 'pocket-top'), 'both hands are shown');
  await clickMove(page, 'g3', 'g4');
  await botAnswered(page, 2);
  await keyMove(page, 'c3', 'c4');
  await botAnswered(page, 4);
  // Promoting or not: the chooser offers the pawn and the tokin.
  await startGame(page, 'shogi', { position: '4k4/9/9/2P6/9/9/9/9/4K4[Pp] w - - 0 1' });
  await clickMove(page, 'c6', 'c7');
  const chooser = (await state(page)).promotion;
  assert.deepEqual(chooser.codes.sort(), ['w+P', 'wP']);
  const at = await page.evaluate(() => window.wasmChessPage.chooserCenter('+'));
  await page.mouse.click(at.x, at.y);
  assert.equal((await shown(page)).squares.find((c) => c.square === 'c7').piece, 'w+P');
  // A drop by click (Black's pawn from the top hand), then a drag from the bottom hand.
  await pocketButton(page, 'top', 'p').click();
  await clickSquare(page, 'a5');
  assert.match(await announced(page), /Pawn dropped on a5/);
  const from = await pocketButton(page, 'bottom', 'p').boundingBox();
  const to = await page.evaluate(() => window.wasmChessPage.squareCenter('e5'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  assert.match(await announced(page), /Pawn dropped on e5/);
  // Mate by a drop from the keyboard: the gold, protected by the pawn, on e8.
  await startGame(page, 'shogi', { position: '4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1' });
  await pocketButton(page, 'bottom', 'g').focus();
  await page.keyboard.press('Enter');
  await keyTo(page, 'e8');
  const s = await state(page);
  assert.equal(s.moves.at(-1).startsWith('G'), true);
  assert.equal(s.status.outcome?.winner, 'white');
  await screenshot(page, 'family-shogi');
});

family('minishogi', 'minishogi: the 5×5 board, the bot answers, mate by a drop', async (page) => {
  await startGame(page, 'minishogi', { opponent: 'bot' });
  const board = await shown(page);
  assert.deepEqual([board.files, board.ranks], [5, 5]);
  await clickMove(page, 'a2', 'a3');
  await botAnswered(page, 2);
  await startGame(page, 'minishogi', { position: '4k/5/4P/5/K4[G] w - - 0 1' });
  await pocketButton(page, 'bottom', 'g').click();
  await clickSquare(page, 'e4');
  assert.equal((await state(page)).status.outcome?.winner, 'white');
  await screenshot(page, 'family-minishogi');
});

family('sittuyin', 'sittuyin: the placement phase by click and keyboard, then play; the bot places and answers', async (page) => {
  await startGame(page, 'sittuyin', { opponent: 'bot' });
  assert.equal((await shown(page)).phase, 'placement');
  assert.match(await page.textContent('#board-wrap >> [part~="count"]'), /Placement/);
  await pocketButton(page, 'bottom', 'r').click();
  await clickSquare(page, 'a1');
  assert.match(await announced(page), /Chariot dropped on a1/);
  await botAnswered(page, 2);
  await pocketButton(page, 'bottom', 'k').focus();
  await page.keyboard.press('Enter');
  await keyTo(page, 'e2');
  await botAnswered(page, 4);
  await screenshot(page, 'family-sittuyin');
  // After the placement: a mate on the back rank.
  await startGame(page, 'sittuyin', { position: 'k7/8/1K6/8/8/8/8/7R[] w - - 0 1' });
  assert.equal((await shown(page)).phase, 'play');
  await clickMove(page, 'h1', 'h8');
  assert.equal((await state(page)).status.outcome?.reason, 'checkmate');
});

test('the element plays a game of the family (variant attribute), also from dist/', async () => {
  const id = registry.has('xiangqi') ? 'xiangqi' : 'makruk';
  for (const where of ['/', '/dist/embed.html']) {
    await withPage(async (page) => {
      const script = where === '/' ? './element.js' : './wasm-chess-board.js';
      const info = await page.evaluate(async ({ id, script }) => {
        await import(script);
        const el = document.createElement('wasm-chess-board');
        el.setAttribute('variant', id);
        el.setAttribute('mode', 'play-bot');
        document.body.append(el);
        await customElements.whenDefined('wasm-chess-board');
        const board = await el.ready;
        const first = board.game.legalMoves()[0];
        board.play(first.uci);
        await new Promise((resolve) => el.addEventListener('move', (e) => e.detail.source === 'bot' && resolve(), { once: true }));
        const b = board.view.state.board;
        return { variant: board.variant, files: b.files, ranks: b.ranks, moves: board.moves.length };
      }, { id, script });
      assert.equal(info.variant, id, where);
      assert.equal(info.moves, 2, `${where}: the bot answered`);
      assert.ok(info.files * info.ranks >= 64);
    }, { path: where, ready: () => true });
  }
});

test('on a phone the 9×10 board and the shogi hands fit the screen', { skip: !registry.has('shogi') && !registry.has('xiangqi') && 'no family game with another board yet' }, () =>
  withPage(async (page) => {
    for (const id of ['xiangqi', 'shogi'].filter((g) => registry.has(g))) {
      await startGame(page, id);
      await settle(page);
      const fit = await page.evaluate(() => {
        const box = window.wasmChessPage.canvas().getBoundingClientRect();
        return { right: box.right, bottom: box.bottom, width: innerWidth, height: innerHeight, scroll: document.documentElement.scrollWidth };
      });
      assert.ok(fit.right <= fit.width + 0.5 && fit.scroll <= fit.width, `${id}: the board fits the width (${JSON.stringify(fit)})`);
      await clickMove(page, id === 'xiangqi' ? 'h3' : 'g3', id === 'xiangqi' ? 'e3' : 'g4');
      assert.equal((await state(page)).moves.length, 1, `${id}: a tap-tap move`);
      await screenshot(page, `family-${id}-phone`);
    }
  }, { viewport: { width: 390, height: 844 } }));

test('dist/wasm-chess.html from file:// plays a game of the family against the bot (the variants module embedded)', async () => {
  const single = `${dist}/wasm-chess.html`;
  assert.ok(existsSync(single), 'dist/wasm-chess.html is missing: run make dist');
  const id = registry.has('xiangqi') ? 'xiangqi' : 'makruk';
  const page = await browser.context.newPage();
  const problems = await watch(page, null);
  try {
    await page.goto(pathToFileURL(single).href);
    await page.waitForFunction(() => window.wasmChessPage?.ready === true);
    await startGame(page, id, { opponent: 'bot' });
    await clickMove(page, ...(id === 'xiangqi' ? ['h3', 'e3'] : ['e3', 'e4']));
    assert.ok((await state(page)).moves.length >= 1, 'the player\'s move is played');
    await botAnswered(page, 2);
    assert.equal((await shown(page)).style, id === 'xiangqi' ? 'points' : 'squares');
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});

/** Waits until `color`'s clock is the one shown running (the clocks are redrawn ten times a second). */
const clockRuns = (page, color) => waitFor(page, (c) => document.querySelector('.player .clock.running')?.closest('[data-color]')?.dataset.color === c, color);

family('xiangqi', 'the clock in the chess family: Janggi\'s pass and Sittuyin\'s placements are moves; in Xiangqi the flag ends the game', async (page) => {
  if (registry.has('janggi')) {
    await startGame(page, 'janggi', { time: 'custom', minutes: 1, increment: 1 });
    await clockRuns(page, 'white');
    await page.click('#board-wrap >> [part~="pass"]');
    await clockRuns(page, 'black');
  }
  if (registry.has('sittuyin')) {
    await startGame(page, 'sittuyin', { time: 'custom', minutes: 1, increment: 1 });
    await pocketButton(page, 'bottom', 'r').click();
    await clickSquare(page, 'a1');
    await clockRuns(page, 'black');
  }
  // Black is to move from the start, so the three seconds that run out are Black's whatever the
  // machine's load: a move of Red's own would have to be made inside its three seconds.
  const afterCentralCannon = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
  await startGame(page, 'xiangqi', { time: 'custom', minutes: 0.05, increment: 0, position: afterCentralCannon });
  await clockRuns(page, 'black');
  await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
  assert.deepEqual((await state(page)).status.outcome, { winner: 'white', reason: 'timeout' });
  assert.equal(await page.textContent('#status'), 'Black’s time is up — Red wins');
  assert.equal(await page.textContent('#moves .result'), '1-0');
});

test('a written piece\'s character has its ink centred where it is meant to be (the disc\'s centre, the wedge\'s body), whatever font draws it', () =>
  withPage(async (page) => {
    const found = await page.evaluate(async () => {
      const { drawFamilyPiece } = await import('./board/pieces.js');
      const SIZE = 200;
      // A character no font has: the same pixels mean this browser has no font for the pieces' characters.
      const pixels = (t) => {
        const g = Object.assign(document.createElement('canvas'), { width: 32, height: 32 }).getContext('2d');
        g.font = '24px system-ui, sans-serif';
        g.textBaseline = 'top';
        g.fillText(t, 2, 2);
        return g.getImageData(0, 0, 32, 32).data.join(',');
      };
      if (pixels('車') === pixels('\u{10FFFD}')) return null;
      const inkCentre = (game, piece, ink, inside) => {
        const g = Object.assign(document.createElement('canvas'), { width: SIZE, height: SIZE }).getContext('2d');
        drawFamilyPiece(g, piece, 0, 0, SIZE, { game });
        const d = g.getImageData(0, 0, SIZE, SIZE).data;
        let [x0, y0, x1, y1] = [SIZE, SIZE, 0, 0];
        for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
          const i = (y * SIZE + x) * 4;
          const near = Math.abs(d[i] - ink[0]) + Math.abs(d[i + 1] - ink[1]) + Math.abs(d[i + 2] - ink[2]) < 60;
          if (inside(x, y) && d[i + 3] > 200 && near) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
        }
        return [(x0 + x1) / 2, (y0 + y1) / 2];
      };
      const disc = (x, y) => Math.hypot(x - 100, y - 100) < 66; // inside the inner ring
      const wedge = (x, y) => x > 45 && x < 155 && y > 40 && y < 175;
      return {
        xiangqi: inkCentre('xiangqi', { code: 'wR', color: 'white', role: 'chariot', letter: 'r' }, [179, 36, 27], disc),
        janggi: inkCentre('janggi', { code: 'wK', color: 'white', role: 'general', letter: 'k', royal: true }, [31, 79, 154], disc),
        shogi: inkCentre('shogi', { code: 'w+P', color: 'white', role: 'promoted pawn', letter: 'p', promoted: true }, [179, 36, 27], wedge),
      };
    });
    if (!found) return; // no font for the characters here: the pieces take their Western shapes (tested above)
    const near = ([x, y], [ex, ey]) => Math.abs(x - ex) <= 3 && Math.abs(y - ey) <= 3;
    assert.ok(near(found.xiangqi, [100, 100]), `Xiangqi's red chariot centred on its disc: ${found.xiangqi}`);
    assert.ok(near(found.janggi, [100, 100]), `Janggi's Cho general centred on its disc: ${found.janggi}`);
    assert.ok(near(found.shogi, [100, 112]), `a promoted shogi pawn, in red, in the wedge's body: ${found.shogi}`);
  }));

test('Janggi\'s pieces are octagons in three sizes, as its sets are made: the general largest, advisors and soldiers smallest', () =>
  withPage(async (page) => {
    const widths = await page.evaluate(async () => {
      const { drawFamilyPiece } = await import('./board/pieces.js');
      const width = (letter, role) => {
        const g = Object.assign(document.createElement('canvas'), { width: 200, height: 200 }).getContext('2d');
        drawFamilyPiece(g, { code: `w${letter}`, color: 'white', role, letter: letter.toLowerCase(), royal: letter === 'K' }, 0, 0, 200, { game: 'janggi' });
        const d = g.getImageData(0, 0, 200, 200).data;
        const row = 100 * 200 * 4; // the middle row: the body's width from edge to edge
        let [left, right] = [200, 0];
        for (let x = 0; x < 200; x++) if (d[row + x * 4 + 3] > 128) [left, right] = [Math.min(left, x), Math.max(right, x)];
        return right - left;
      };
      return { general: width('K', 'general'), chariot: width('R', 'chariot'), soldier: width('P', 'soldier'), advisor: width('A', 'advisor') };
    });
    assert.ok(widths.general > widths.chariot && widths.chariot > widths.soldier, JSON.stringify(widths));
    assert.equal(widths.soldier, widths.advisor);
  }));
