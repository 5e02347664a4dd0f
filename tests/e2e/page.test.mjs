// The page in a real browser: the release build served on 127.0.0.1, Debian's Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, openPage, state, center, clickSquare, clickMove, dragMove, pixel, settle, newGame, screenshot } from './harness.mjs';

const { server, browser, withPage, waitFor } = await pageSession();
const friend = (extra = {}) => ({ opponent: 'friend', ...extra });

test('the page loads with no console error, no outside request, and draws the start position', () =>
  withPage(async (page) => {
    const s = await state(page);
    assert.equal(s.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    assert.equal(s.orientation, 'white');
    // Light square in White's right-hand corner, dark in the left.
    const [h1, a1] = [await pixel(page, 'h1', 0.42, -0.42), await pixel(page, 'a1', 0.42, -0.42)];
    assert.ok(h1[0] > a1[0] + 40, `h1 corner ${h1} should be lighter than a1 corner ${a1}`);
    // A white piece is drawn on e1 (its light body), nothing on e4 but the square.
    const e4 = await pixel(page, 'e4');
    assert.deepEqual(e4, await pixel(page, 'e4', 0.3, 0.3));
    assert.match(await page.textContent('#status'), /move/);
  }));

test('the new-game form rates each level as the page plays it: the top one with the network', () =>
  withPage(async (page) => {
    // The module the page loaded (its init returns at once): its levels as the chess module rates them.
    const levels = await page.evaluate(() => import('/pkg/wasm_chess.js').then(async (m) => (await m.default(), m.Bot.levels())));
    const [below, top] = [levels.at(-2), levels.at(-1)];
    const option = (level) => page.textContent(`#setup select[name=level] option[value="${level}"]`);
    assert.equal(await option(below.level), `Level ${below.level} · ${below.name} · ${below.elo} Elo`);
    assert.ok(top.eloWithNetwork > top.elo);
    assert.equal(await option(top.level), `Level ${top.level} · ${top.name} · ${top.eloWithNetwork} Elo`);
  }));

test('click-click: selecting a piece shows its destinations, clicking one plays the move', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    const plain = await pixel(page, 'e4');
    await clickSquare(page, 'e2');
    let s = await state(page);
    assert.equal(s.selected, 'e2');
    assert.deepEqual(s.dests.sort(), ['e3', 'e4']);
    assert.notDeepEqual(await pixel(page, 'e4'), plain, 'a destination dot is drawn on e4');
    await clickSquare(page, 'e4');
    s = await state(page);
    assert.deepEqual(s.moves, ['e4']);
    assert.deepEqual(s.lastMove, ['e2', 'e4']);
    assert.match(await page.textContent('#moves'), /1\.\s*e4/);
  }));

test('drag-drop plays a move; an illegal drop snaps back and changes nothing', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    await dragMove(page, 'g1', 'f3');
    assert.deepEqual((await state(page)).moves, ['Nf3']);
    const fen = (await state(page)).fen;
    await dragMove(page, 'e7', 'e3');
    const s = await state(page);
    assert.equal(s.fen, fen);
    assert.deepEqual(s.moves, ['Nf3']);
  }));

test('touch: a finger drags a piece (pointer events from a touch screen)', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const [a, b] = [await center(page, 'b1'), await center(page, 'c3')];
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }] });
    await touch('touchStart', a);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
    await touch('touchEnd', b);
    await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 1);
    assert.deepEqual((await state(page)).moves, ['Nc3']);
  }));

test('the last move and a king in check are highlighted', () =>
  withPage(async (page) => {
    await newGame(page, friend({ position: 'rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3' }));
    const before = await pixel(page, 'e8', 0.42, 0);
    await clickMove(page, 'd1', 'h5');
    const s = await state(page);
    assert.deepEqual(s.moves, ['Qh5#']);
    assert.equal(s.check, 'e8');
    const after = await pixel(page, 'e8', 0.42, 0);
    assert.ok(after[0] > before[0] || after[1] < before[1] - 30, `e8 edge tinted red: ${before} → ${after}`);
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'checkmate' });
    assert.match(await page.textContent('#status'), /Checkmate — White wins/);
  }));

test('promotion: a chooser appears on the promotion square and plays the piece chosen', () =>
  withPage(async (page) => {
    await newGame(page, friend({ position: '8/P6k/8/8/8/8/8/K7 w - - 0 1' }));
    await clickMove(page, 'a7', 'a8');
    let s = await state(page);
    assert.deepEqual(s.promotion.roles.sort(), ['b', 'n', 'q', 'r']);
    assert.equal(s.promotion.square, 'a8');
    assert.deepEqual(s.moves, [], 'nothing is played before the choice');
    await screenshot(page, 'promotion-chooser');
    const knight = await page.evaluate(() => window.wasmChessPage.chooserCenter('n'));
    await page.mouse.click(knight.x, knight.y);
    s = await state(page);
    assert.deepEqual(s.moves, ['a8=N']);
    assert.equal(s.promotion, null);
  }));

test('castling by moving the king two squares, and by dropping the king on its rook', () =>
  withPage(async (page) => {
    const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
    await newGame(page, friend({ position: fen }));
    await clickMove(page, 'e1', 'g1');
    assert.deepEqual((await state(page)).moves, ['O-O']);
    await dragMove(page, 'e8', 'a8');
    const s = await state(page);
    assert.deepEqual(s.moves, ['O-O', 'O-O-O']);
    assert.equal(s.fen.split(' ')[0], '2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1');
  }));

test('an illegal move is explained in one line', () =>
  withPage(async (page) => {
    await newGame(page, friend({ position: '4k3/8/8/8/4r3/8/4B3/4K3 w - - 0 1' }));
    await dragMove(page, 'e2', 'd3');
    // The notice goes away by itself after a few seconds: keep the text the wait saw.
    const notice = await (await waitFor(page, () => window.wasmChessPage.state().notice)).jsonValue();
    assert.match(notice, /pinned/);
    await screenshot(page, 'explanation');
  }));

test('the score is clickable to review earlier positions; the board returns to the game', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    await clickMove(page, 'e2', 'e4');
    await clickMove(page, 'e7', 'e5');
    await clickMove(page, 'g1', 'f3');
    await page.click('#moves [data-ply="1"]');
    let s = await state(page);
    assert.equal(s.review, 1);
    assert.deepEqual(s.lastMove, ['e2', 'e4']);
    await page.keyboard.press('ArrowRight');
    assert.equal((await state(page)).review, 2);
    await clickSquare(page, 'd2');
    s = await state(page);
    assert.equal(s.review, null);
    assert.deepEqual(s.moves, ['e4', 'e5', 'Nf3']);
  }));

test('takeback with two players takes back one move', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    await clickMove(page, 'e2', 'e4');
    await clickMove(page, 'e7', 'e5');
    await page.click('#takeback');
    const s = await state(page);
    assert.deepEqual(s.moves, ['e4']);
    assert.equal(s.status.turn, 'black');
  }));

test('flip puts Black at the bottom', () =>
  withPage(async (page) => {
    await page.click('#flip');
    const s = await state(page);
    assert.equal(s.orientation, 'black');
    const [e2, e7] = [await center(page, 'e2'), await center(page, 'e7')];
    assert.ok(e2.y < e7.y);
    const [a8, h8] = [await pixel(page, 'a8', 0.42, -0.42), await pixel(page, 'h8', 0.42, -0.42)];
    assert.ok(a8[0] > h8[0] + 40, 'light square in Black\'s right-hand corner');
  }));

test('the sound toggle mutes and is remembered', () =>
  withPage(async (page) => {
    assert.equal(await page.textContent('#sound'), 'Sound on');
    await page.click('#sound');
    assert.equal(await page.textContent('#sound'), 'Sound off');
    await page.reload();
    await page.waitForFunction(() => window.wasmChessPage?.ready === true);
    assert.equal(await page.textContent('#sound'), 'Sound off');
  }));

test('every sound kind synthesises an audible sound', () =>
  withPage(async (page) => {
    // Rendered offline, so the test hears what the page would play (play() swallows errors).
    const peaks = await page.evaluate(async () => {
      const { Sounds } = await import('/page/sound.js');
      const peaks = {};
      for (const kind of ['move', 'capture', 'check', 'end']) {
        const sounds = new Sounds(null);
        sounds.context = new OfflineAudioContext(1, 44_100, 44_100);
        sounds.synthesize(kind, 0);
        const samples = (await sounds.context.startRendering()).getChannelData(0);
        peaks[kind] = samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
      }
      return peaks;
    });
    for (const [kind, peak] of Object.entries(peaks)) assert.ok(peak > 0.05, `${kind} peaks at ${peak}`);
  }));

test('FEN export shows the current position and copies it', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    await clickMove(page, 'd2', 'd4');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await page.click('#share');
    const fen = (await state(page)).fen;
    assert.equal(await page.inputValue('#fen-out'), fen);
    await page.click('[data-copy=fen-out]');
    // The clipboard write is asynchronous: wait for the button to report how it went.
    await page.waitForFunction(() => document.querySelector('[data-copy=fen-out]').textContent !== 'Copy FEN');
    assert.equal(await page.textContent('[data-copy=fen-out]'), 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), fen);
    assert.match(await page.inputValue('#pgn-out'), /1\. d4/);
    await page.click('#share-dialog button[value=close]');
  }));

test('a pasted PGN starts the game from its last position, and the PGN export gives it back', () =>
  withPage(async (page) => {
    const pgn = '[Event "Test"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *';
    await newGame(page, friend({ position: pgn }));
    const s = await state(page);
    assert.deepEqual(s.moves, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    assert.equal(s.status.turn, 'white');
    assert.deepEqual(s.lastMove, ['a7', 'a6']);
    await clickMove(page, 'b5', 'a4');
    await page.click('#share');
    const out = await page.inputValue('#pgn-out');
    assert.match(out, /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6 4\. Ba4/);
    await page.click('#share-dialog button[value=close]');
  }));

test('a game from a FEN exports its start in the PGN (SetUp and FEN tags)', () =>
  withPage(async (page) => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    await newGame(page, friend({ position: fen }));
    await clickMove(page, 'e2', 'e4');
    await page.click('#share');
    const out = await page.inputValue('#pgn-out');
    assert.match(out, /\[SetUp "1"\]/);
    assert.ok(out.includes(`[FEN "${fen}"]`), out);
    await page.click('#share-dialog button[value=close]');
  }));

test('a bad FEN is refused with the module\'s message and the game goes on', () =>
  withPage(async (page) => {
    await page.click('#new-game');
    await page.locator('#setup textarea[name=position]').fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1');
    await page.click('#setup-start');
    assert.match(await page.textContent('#setup-error'), /invalid FEN/);
    await page.click('#setup-cancel');
  }));

test('the board follows the window size, phone to desktop', async () => {
  const { page, problems } = await openPage(browser, server.origin, { viewport: { width: 390, height: 844 } });
  try {
    const boardWidth = () => page.evaluate(() => window.wasmChessPage.canvas().getBoundingClientRect().width);
    await page.waitForFunction(() => window.wasmChessPage.canvas().width > 0);
    const small = await boardWidth();
    assert.ok(small > 300 && small <= 390, `phone board ${small}px`);
    await clickSquare(page, 'e2');
    await screenshot(page, 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction((w) => window.wasmChessPage.canvas().getBoundingClientRect().width > w + 200, small);
    assert.ok((await boardWidth()) <= 800);
    assert.deepEqual(problems.consoleErrors, []);
  } finally {
    await page.close();
  }
});

test('the board is crisp on high-DPI screens: one canvas pixel per device pixel', () =>
  withPage(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 2, mobile: false });
    // The board notices the new density on a timer and redraws on a later frame: wait for it.
    await waitFor(page, () => {
      const canvas = window.wasmChessPage.canvas();
      return devicePixelRatio === 2 && canvas.width === Math.round(canvas.getBoundingClientRect().width * devicePixelRatio);
    });
    const { ratio, backing, css } = await page.evaluate(() => ({
      ratio: devicePixelRatio,
      backing: window.wasmChessPage.canvas().width,
      css: window.wasmChessPage.canvas().getBoundingClientRect().width,
    }));
    assert.equal(ratio, 2);
    assert.equal(backing, Math.round(css * ratio));
    await screenshot(page, 'desktop-hidpi');
    await cdp.send('Emulation.clearDeviceMetricsOverride');
  }));

test('a desktop screenshot of a game in progress', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5']]) await clickMove(page, from, to);
    await clickSquare(page, 'g8');
    await settle(page);
    await screenshot(page, 'desktop');
  }));

test('a threefold repetition can be claimed', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    for (let i = 0; i < 2; i++) {
      await clickMove(page, 'g1', 'f3');
      await clickMove(page, 'g8', 'f6');
      await clickMove(page, 'f3', 'g1');
      await clickMove(page, 'f6', 'g8');
    }
    await waitFor(page, () => !document.getElementById('claim-draw').hidden);
    await page.click('#claim-draw');
    const s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: null, reason: 'threefold' });
    assert.match(await page.textContent('#status'), /Threefold/);
  }));

test('a flag fall ends the game on time', () =>
  withPage(async (page) => {
    await newGame(page, friend({ time: 'custom', minutes: 0.05, increment: 0 }));
    await clickMove(page, 'e2', 'e4');
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    const s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: 'white', reason: 'timeout' });
    assert.match(await page.textContent('#status'), /Black’s time is up — White wins/);
  }));

test('a flag fall is a draw when the other side could not mate (FIDE 6.9)', () =>
  withPage(async (page) => {
    await newGame(page, friend({ time: 'custom', minutes: 0.05, increment: 0, position: '4k3/8/8/8/8/8/8/4K2R w - - 0 1' }));
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    assert.deepEqual((await state(page)).status.outcome, { winner: null, reason: 'timeout-vs-insufficient-material' });
    assert.equal(await page.textContent('#status'), 'White’s time is up, but Black cannot mate — draw');
  }));

test('resigning ends the game', () =>
  withPage(async (page) => {
    await newGame(page, friend());
    await page.click('#resign');
    await page.click('#resign');
    const s = await state(page);
    assert.deepEqual(s.status.outcome, { winner: 'black', reason: 'resignation' });
  }));

test('a short game against the bot at level 1: it replies to every move', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', level: 1, color: 'white', handicap: 'standard' });
    const plan = [['e2', 'e4'], ['g1', 'f3'], ['f1', 'c4'], ['b1', 'c3'], ['d2', 'd3']];
    for (let move = 0; move < 3; move++) {
      await waitFor(page, () => !window.wasmChessPage.state().thinking);
      assert.equal((await state(page)).status.turn, 'white');
      // The planned move when the bot's replies allow it, else another planned piece's move.
      let played = false;
      for (const [from, to] of plan) {
        await clickSquare(page, from);
        const dests = (await state(page)).dests;
        if (dests.length === 0) continue;
        await clickSquare(page, dests.includes(to) ? to : dests[0]);
        played = true;
        break;
      }
      assert.ok(played, 'a planned piece could move');
      await waitFor(page, (n) => window.wasmChessPage.state().moves.length === n, 2 * move + 2);
    }
    assert.equal((await state(page)).moves.length, 6);
    await screenshot(page, 'vs-bot');
  }));

test('takeback against the bot takes back a full move', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', level: 1, color: 'white', handicap: 'standard' });
    await clickMove(page, 'd2', 'd4');
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 2 && !window.wasmChessPage.state().thinking);
    await page.click('#takeback');
    const s = await state(page);
    assert.deepEqual(s.moves, []);
    assert.equal(s.status.turn, 'white');
  }));

test('a draw offer: the bot accepts in a level position and declines when it is winning', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', level: 1, color: 'white', position: '4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1' });
    await page.click('#offer-draw');
    await waitFor(page, () => window.wasmChessPage.state().status.outcome !== null);
    assert.deepEqual((await state(page)).status.outcome, { winner: null, reason: 'agreement' });
    assert.match(await page.textContent('#status'), /Draw by agreement/);

    await newGame(page, { opponent: 'bot', level: 1, color: 'white', position: '4k3/3qq3/8/8/8/8/8/4K3 w - - 0 1' });
    await page.click('#offer-draw');
    const notice = await (await waitFor(page, () => window.wasmChessPage.state().notice)).jsonValue();
    assert.match(notice, /declines/);
    assert.equal((await state(page)).status.outcome, null);
  }));

test('a takeback while the bot thinks cancels its search; the bot still plays afterwards', () =>
  withPage(async (page) => {
    // Level 10 uses its whole second: level 1 searches one ply and answers after only 350 ms, which
    // a slow machine can spend between the move and the next look at the page.
    await newGame(page, { opponent: 'bot', level: 10, color: 'white', handicap: 'standard' });
    await clickMove(page, 'e2', 'e4');
    assert.equal((await state(page)).thinking, true);
    await page.click('#takeback');
    let s = await state(page);
    assert.deepEqual(s.moves, []);
    assert.equal(s.thinking, false);
    await page.waitForTimeout(1500);
    assert.deepEqual((await state(page)).moves, [], 'the cancelled answer is not played');
    await clickMove(page, 'd2', 'd4');
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 2);
    s = await state(page);
    assert.equal(s.moves[0], 'd4');
  }));

// Each Handicap, given by either side: the giver's pieces are gone (squares as on the board), the
// giver plays White except for the two pawn odds, and White moves first.
const HANDICAPS = {
  'pawn-and-move': { missing: ['f7'], receiverIsWhite: true },
  'pawn-and-two-moves': { missing: ['f7', 'e2'], present: { e4: 'P' }, receiverIsWhite: true },
  knight: { missing: ['b1'] },
  rook: { missing: ['a1'] },
  'two-knights': { missing: ['b1', 'g1'] },
  'rook-and-knight': { missing: ['a1', 'b1'] },
  queen: { missing: ['d1'] },
};

/** The piece letter on a square of a FEN's board field ('' when empty). */
function fenPiece(fen, square) {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[8 - Number(square[1])];
  let file = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) file += Number(ch);
    else if (file++ === square.charCodeAt(0) - 97) return ch;
  }
  return '';
}

for (const [handicap, expect] of Object.entries(HANDICAPS)) {
  for (const giver of ['bot', 'you']) {
    test(`Handicap ${handicap}, given by ${giver === 'bot' ? 'the bot' : 'you'}`, () =>
      withPage(async (page) => {
        await newGame(page, { opponent: 'bot', level: 1, handicap, giver });
        const s = await state(page);
        const receiverIsWhite = Boolean(expect.receiverIsWhite);
        const giverIsWhite = !receiverIsWhite;
        const giverColor = giverIsWhite ? 'white' : 'black';
        const you = giver === 'you' ? giverColor : giverColor === 'white' ? 'black' : 'white';
        assert.equal(s.you, you);
        assert.equal(s.orientation, you);
        for (const square of expect.missing) assert.equal(fenPiece(s.startFen, square), '', `${square} empty in ${s.startFen}`);
        for (const [square, piece] of Object.entries(expect.present ?? {})) assert.equal(fenPiece(s.startFen, square), piece);
        assert.equal(s.startFen.split(' ')[1], 'w', 'White moves first');
        if (handicap === 'rook-and-knight' && giver === 'bot') await screenshot(page, 'handicap-rook-and-knight');
        if (expect.missing.includes('a1') && giverIsWhite) assert.doesNotMatch(s.startFen.split(' ')[2], /Q/, 'no queenside castling without the a1 rook');
      }));
  }
}

test('Chess960: the numbered start position, the bot plays it, and the PGN names the variant', () =>
  withPage(async (page) => {
    // The form swaps the Handicap for a position number.
    await page.click('#new-game');
    await page.locator('#setup select[name=start]').selectOption('chess960');
    assert.ok(await page.isHidden('#setup .handicap-row'));
    assert.ok(await page.isVisible('#setup .chess960-row'));
    await page.click('#setup-cancel');

    await newGame(page, { opponent: 'bot', level: 1, color: 'white', start: 'chess960', chess960: 0 });
    const s = await state(page);
    assert.equal(s.startFen, 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    await clickMove(page, 'e2', 'e4');
    await waitFor(page, () => window.wasmChessPage.state().moves.length === 2);
    await page.click('#share');
    const out = await page.inputValue('#pgn-out');
    assert.match(out, /\[Variant "Chess960"\]/);
    assert.ok(out.includes(`[FEN "${s.startFen}"]`), out);
    await page.click('#share-dialog button[value=close]');
    await page.click('#resign');
    await page.click('#resign');
    await waitFor(page, () => document.querySelectorAll('#results tbody tr').length === 1);
    assert.match(await page.textContent('#results tbody'), /Chess960 #0/);

    // No number: a random start, still a Chess960 one (king between the rooks, bishops on both colours).
    await newGame(page, { opponent: 'friend', start: 'chess960', chess960: '' });
    const back = (await state(page)).startFen.split('/')[7].split(' ')[0];
    assert.match(back, /^[BNQ]*R[BNQ]*K[BNQ]*R[BNQ]*$/, back);
    assert.notEqual(back.indexOf('B') % 2, back.lastIndexOf('B') % 2, back);
  }));

test('a results table counts the session\'s games', () =>
  withPage(async (page) => {
    await newGame(page, { opponent: 'bot', level: 1, color: 'white', handicap: 'standard' });
    await page.click('#resign');
    await page.click('#resign');
    await waitFor(page, () => document.querySelectorAll('#results tbody tr').length === 1);
    assert.match(await page.textContent('#results tbody'), /0-1/);
    assert.match(await page.textContent('#results-total'), /0 \/ 1/);
    await screenshot(page, 'results', { fullPage: true });
  }));
