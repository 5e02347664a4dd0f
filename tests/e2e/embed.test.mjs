// <wasm-chess-board> on a host page: several boards, attributes, the JS API, events, the shadow
// DOM against hostile CSS, the colours from custom properties, and the touch screen of a phone.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, withOpenPage, assertNoProblems, newGame, screenshot, boardStill } from './harness.mjs';

const server = await serve();
const browser = await launch();
after(async () => {
  await browser.close();
  await server.close();
});

const FIXTURE = '/fixtures/boards.html';

/** Opens the two-board fixture; afterwards no console error and no request left 127.0.0.1. */
const withBoards = (body, options = {}) =>
  withOpenPage(browser, server.origin, body, { path: FIXTURE, ready: boardsReady, ...options });

const boardsReady = () => [...document.querySelectorAll('wasm-chess-board')].every((el) => el.board?.view.frames > 0);

/** Calls `fn(board, arg)` in the page on the ChessBoard of element #id. */
const on = (page, id, fn, arg) =>
  page.evaluate(({ id, fn, arg }) => new Function('board', 'arg', `return (${fn})(board, arg)`)(document.getElementById(id).board, arg), { id, fn: fn.toString(), arg });

async function squareCenter(page, id, square) {
  const r = await on(page, id, (b, sq) => b.squareRect(sq), square);
  return { x: r.x + r.size / 2, y: r.y + r.size / 2 };
}

async function clickMove(page, id, from, to) {
  for (const sq of [from, to]) {
    const p = await squareCenter(page, id, sq);
    await page.mouse.click(p.x, p.y);
  }
}

/** The canvas pixel (r, g, b) near a square's corner on board #id, once that board is still. */
const pixel = (page, id, square) => {
  const read = async (still, { id, square }) => {
    const board = document.getElementById(id).board;
    await still(board.view);
    const canvas = board.ui.canvas;
    const box = canvas.getBoundingClientRect();
    const r = board.squareRect(square);
    const scale = canvas.width / box.width;
    const x = Math.round((r.x - box.left + r.size * 0.9) * scale), y = Math.round((r.y - box.top + r.size * 0.1) * scale);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
  };
  // One expression, so the wait and the read happen in the same animation frame.
  return page.evaluate(`(${read})(${boardStill}, ${JSON.stringify({ id, square })})`);
};

const events = (page) => page.evaluate(() => window.events);

test('two boards on one page play independently', () =>
  withBoards(async (page) => {
    const startB = await page.evaluate(() => document.getElementById('b').fen);
    await clickMove(page, 'a', 'e2', 'e4');
    assert.equal(await page.evaluate(() => document.getElementById('a').fen), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.equal(await page.evaluate(() => document.getElementById('b').fen), startB, 'board B did not move');
    await page.evaluate(() => document.getElementById('b').play('Nf3'));
    assert.match(await page.evaluate(() => document.getElementById('b').fen), /^rnbqkbnr\/pppp1ppp\/8\/4p3\/4P3\/5N2\/PPPP1PPP\/RNBQKB1R b/);
    assert.equal(await page.evaluate(() => document.getElementById('a').board.moves.length), 1);
    const moves = (await events(page)).filter((e) => e.type === 'move');
    assert.deepEqual(moves.map((e) => [e.board, e.detail.san]), [['a', 'e4'], ['b', 'Nf3']]);
    // Each board has its own game handle; both share one wasm instance.
    assert.ok(await page.evaluate(() => document.getElementById('a').board.game !== document.getElementById('b').board.game));
    assert.ok(await page.evaluate(() => document.getElementById('a').board.wasm === document.getElementById('b').board.wasm));
    await screenshot(page, 'embed-two-boards');
  }));

test('attributes: fen, orientation, coordinates; changed later, the board follows', () =>
  withBoards(async (page) => {
    const b = await page.evaluate(() => ({ orientation: document.getElementById('b').board.orientation }));
    assert.equal(b.orientation, 'black');
    const [e2, e7] = [await squareCenter(page, 'b', 'e2'), await squareCenter(page, 'b', 'e7')];
    assert.ok(e2.y < e7.y, 'black at the bottom of board B');
    assert.equal(await on(page, 'b', (board) => board.view.state.coordinates), false);
    await page.evaluate(() => {
      const el = document.getElementById('a');
      el.setAttribute('fen', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
      el.setAttribute('orientation', 'black');
      el.setAttribute('coordinates', 'off');
    });
    assert.equal(await page.evaluate(() => document.getElementById('a').fen), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    assert.equal(await on(page, 'a', (board) => board.orientation), 'black');
    await page.evaluate(() => document.getElementById('a').setAttribute('handicap', 'knight'));
    assert.equal(await page.evaluate(() => document.getElementById('a').fen), '4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'fen wins over handicap');
    await page.evaluate(() => document.getElementById('a').removeAttribute('fen'));
    assert.equal(await page.evaluate(() => document.getElementById('a').fen), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1', 'the knight handicap');
    await page.evaluate(() => document.getElementById('a').setAttribute('fen', 'not a fen'));
    assert.match(await on(page, 'a', (board) => board.noticeText), /invalid FEN/i);
  }));

test('view mode: the board only shows; the move box is hidden and clicks play nothing', () =>
  withBoards(async (page) => {
    await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'view'));
    await clickMove(page, 'a', 'e2', 'e4');
    assert.equal(await on(page, 'a', (board) => board.moves.length), 0);
    assert.equal(await on(page, 'a', (board) => board.ui.moveBox.hidden), true);
    // The program may still show moves through the API.
    await page.evaluate(() => document.getElementById('a').play('d4'));
    assert.equal(await on(page, 'a', (board) => board.moves.length), 1);
  }));

test('events: move and gameover carry SAN, UCI, FEN and the outcome; illegal says why', () =>
  withBoards(async (page) => {
    await clickMove(page, 'a', 'f2', 'f3');
    await page.evaluate(() => document.getElementById('a').play('e7e5'));
    await page.evaluate(() => {
      try {
        document.getElementById('a').play('Ke3');
      } catch (e) {
        window.thrown = e.message;
      }
    });
    assert.match(await page.evaluate(() => window.thrown), /illegal move/);
    await clickMove(page, 'a', 'g2', 'g5'); // not a legal move: refused, explained in the event
    await clickMove(page, 'a', 'g2', 'g4');
    await page.evaluate(() => document.getElementById('a').play('Qh4#'));
    const all = (await events(page)).filter((e) => e.board === 'a');
    const moves = all.filter((e) => e.type === 'move').map((e) => e.detail);
    assert.deepEqual(moves.map((m) => m.san), ['f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(moves.map((m) => m.uci), ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    assert.deepEqual(moves.map((m) => m.source), ['human', 'api', 'human', 'api']);
    assert.equal(moves[3].fen, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    assert.equal(moves[3].check, true);
    const illegal = all.filter((e) => e.type === 'illegal').map((e) => e.detail);
    assert.equal(illegal.length, 2);
    assert.equal(illegal[0].move, 'Ke3');
    assert.match(illegal[0].reason, /illegal move/);
    assert.deepEqual([illegal[1].from, illegal[1].to], ['g2', 'g5']);
    assert.ok(illegal[1].reason.length > 0);
    const over = all.filter((e) => e.type === 'gameover').map((e) => e.detail);
    assert.equal(over.length, 1);
    assert.deepEqual(over[0].outcome, { winner: 'black', reason: 'checkmate' });
    assert.equal(over[0].result, '0-1');
    assert.match(over[0].pgn, /1\. f3 e5 2\. g4 Qh4# 0-1/);
    assert.equal((await events(page)).filter((e) => e.board === 'b').length, 0, 'board B heard nothing');
  }));

test('mountBoard(element, options) returns play, setFen, flip and destroy', () =>
  withBoards(async (page) => {
    const result = await page.evaluate(async () => {
      const { mountBoard } = await import('/element.js');
      const host = document.createElement('div');
      host.style.width = '300px';
      document.body.append(host);
      const board = await mountBoard(host, { mode: 'two-players', fen: '7k/P7/8/8/8/8/8/K7 w - - 0 1', coordinates: false });
      const seen = [];
      host.addEventListener('move', (e) => seen.push(e.detail.san));
      const played = board.play('a8=Q+');
      board.flip();
      const flipped = board.orientation;
      board.setFen('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
      const fen = board.fen;
      let bad = null;
      try {
        board.setFen('8/8/8 w - - 0 1');
      } catch (e) {
        bad = e.message;
      }
      const kept = board.fen;
      board.destroy();
      return { played: played.san, seen, flipped, fen, bad, kept, empty: host.shadowRoot.childElementCount };
    });
    assert.equal(result.played, 'a8=Q+');
    assert.deepEqual(result.seen, ['a8=Q+']);
    assert.equal(result.flipped, 'black');
    assert.equal(result.fen, '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
    assert.match(result.bad, /invalid FEN/);
    assert.equal(result.kept, result.fen, 'a bad FEN changes nothing');
    assert.equal(result.empty, 0, 'destroy empties the shadow root');
  }));

test('the host page\'s CSS does not reach inside; colours come from custom properties', () =>
  withBoards(async (page) => {
    // hostile.css hides every canvas, input and button of the page, and recolours every p and div.
    const inside = await page.evaluate(() => {
      const root = document.getElementById('a').shadowRoot;
      const canvas = root.querySelector('canvas');
      return {
        canvas: getComputedStyle(canvas).display,
        input: getComputedStyle(root.querySelector('input')).display,
        status: getComputedStyle(root.querySelector('.status')).backgroundColor,
        width: canvas.getBoundingClientRect().width,
      };
    });
    assert.equal(inside.canvas, 'block');
    assert.notEqual(inside.input, 'none');
    assert.equal(inside.status, 'rgba(0, 0, 0, 0)');
    assert.ok(inside.width > 200, `board drawn ${inside.width}px wide`);
    // Board A keeps the default colours; board B takes blue and yellow from its custom properties.
    // (B has Black at the bottom: a1 is top-right, dark; h1 top-left, light.)
    assert.deepEqual(await pixel(page, 'b', 'a1'), [0, 0, 255]);
    assert.deepEqual(await pixel(page, 'b', 'h1'), [255, 255, 0]);
    assert.deepEqual(await pixel(page, 'a', 'a1'), [0xae, 0x8a, 0x68]);
  }));

test('removing an element destroys its board; the other goes on', () =>
  withBoards(async (page) => {
    await page.evaluate(() => document.getElementById('a').remove());
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(await page.evaluate(() => document.getElementById('a')?.board ?? null), null);
    await clickMove(page, 'b', 'g1', 'f3');
    assert.equal(await on(page, 'b', (board) => board.moves.at(-1)?.san), 'Nf3');
  }));

test('a phone (390×844, touch): the board fits without scrolling; tap-tap and a finger drag play moves', async () => {
  const { page, problems } = await openPage(browser, server.origin, { viewport: { width: 390, height: 844 } });
  try {
    await newGame(page, { opponent: 'friend' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 3, mobile: true });
    await page.waitForFunction(() => window.wasmChessPage.canvas().getBoundingClientRect().width > 300);
    const fit = await page.evaluate(() => {
      const box = window.wasmChessPage.canvas().getBoundingClientRect();
      return { left: box.left, top: box.top, right: box.right, bottom: box.bottom, scrollWidth: document.documentElement.scrollWidth };
    });
    assert.ok(fit.left >= 0 && fit.top >= 0 && fit.right <= 390 && fit.bottom <= 844, `board inside the viewport: ${JSON.stringify(fit)}`);
    assert.ok(fit.scrollWidth <= 390, 'no sideways scrolling');
    const at = (square) => page.evaluate((sq) => window.wasmChessPage.squareCenter(sq), square);
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }] });
    const tap = async (p) => {
      await touch('touchStart', p);
      await touch('touchEnd', p);
    };
    // Tap-tap: the pawn, then its square.
    await tap(await at('e2'));
    // A touch is acknowledged before the page has handled the pointer events made from it.
    await page.waitForFunction(() => window.wasmChessPage.state().selected === 'e2');
    assert.deepEqual((await page.evaluate(() => window.wasmChessPage.state().dests)).sort(), ['e3', 'e4']);
    await tap(await at('e4'));
    await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 1);
    // A finger drag for Black.
    const [a, b] = [await at('g8'), await at('f6')];
    await touch('touchStart', a);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
    await touch('touchEnd', b);
    await page.waitForFunction(() => window.wasmChessPage.state().moves.length === 2);
    assert.deepEqual((await page.evaluate(() => window.wasmChessPage.state())).moves, ['e4', 'Nf6']);
    await screenshot(page, 'phone-touch');
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});

test('bad attributes at mount are said over the board, which does without them; a bad level later keeps the old one', () =>
  withBoards(async (page) => {
    const mounted = await page.evaluate(async () => {
      const el = document.createElement('wasm-chess-board');
      el.id = 'c';
      for (const [name, value] of Object.entries({ mode: 'play-bot', orientation: 'black', level: '99', fen: 'not a fen' })) el.setAttribute(name, value);
      document.body.append(el);
      const board = await el.ready;
      return { notice: board.noticeText, level: board.level, fen: board.startFen };
    });
    assert.match(mounted.notice, /unknown bot level: 99 \(the levels are the numbers 1 to \d+\)/i);
    assert.match(mounted.notice, /invalid FEN/i);
    assert.equal(mounted.level, 1);
    assert.equal(mounted.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    // The bot plays White at level 1 from the standard start.
    await page.waitForFunction(() => document.getElementById('c').board.moves.length === 1, null, { timeout: 30_000 });
    await page.evaluate(() => document.getElementById('c').setAttribute('level', 'strong'));
    assert.match(await on(page, 'c', (board) => board.noticeText), /unknown bot level: 'strong'/i);
    assert.equal(await on(page, 'c', (board) => board.level), 1);
    await page.evaluate(() => document.getElementById('c').setAttribute('level', '3'));
    assert.equal(await on(page, 'c', (board) => board.level), 3);
    const thrown = await page.evaluate(async () => {
      const { mountBoard } = await import('/element.js');
      const host = document.createElement('div');
      document.body.append(host);
      try {
        await mountBoard(host, { mode: 'play-bot', level: 0 });
        return null;
      } catch (e) {
        return { message: e.message, built: host.shadowRoot?.childElementCount ?? 0 };
      }
    });
    assert.match(thrown.message, /unknown bot level: 0/);
    assert.equal(thrown.built, 0, 'an unknown level throws before the board is built');
  }));

test('showPly: whole numbers beyond either end show that end; anything else throws and changes nothing', () =>
  withBoards(async (page) => {
    const seen = await page.evaluate(() => {
      const board = document.getElementById('a').board;
      for (const move of ['e4', 'e5', 'Nf3']) board.play(move);
      const after = (ply) => {
        try {
          board.showPly(ply);
          return { review: board.review, live: board.isLive, fen: board.shownFen() };
        } catch (e) {
          return { error: e.message, review: board.review, live: board.isLive };
        }
      };
      board.showPly(1);
      return { low: after(-5), high: after(99), bad: [1.5, NaN, '1', null].map(after), end: after(Infinity) };
    });
    assert.deepEqual(seen.low, { review: 0, live: false, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' });
    assert.deepEqual(seen.high, { review: null, live: true, fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' });
    assert.deepEqual(seen.bad.map((r) => r.error), [
      'invalid ply: 1.5 (expected a whole number; 0 is the start)',
      'invalid ply: NaN (expected a whole number; 0 is the start)',
      "invalid ply: '1' (expected a whole number; 0 is the start)",
      'invalid ply: null (expected a whole number; 0 is the start)',
    ]);
    assert.ok(seen.bad.every((r) => r.review === null && r.live), 'a refused ply leaves the live position shown');
    assert.equal(seen.end.live, true);
  }));

test('two boards against the bot: each has its own worker and both answer', () =>
  withBoards(async (page) => {
    // Board B plays Black against the bot: the bot, White, moves first from B's position.
    await page.evaluate(() => {
      for (const id of ['a', 'b']) document.getElementById(id).setAttribute('mode', 'play-bot');
    });
    await clickMove(page, 'a', 'e2', 'e4');
    await page.waitForFunction(() => document.getElementById('a').board.moves.length === 2 && document.getElementById('b').board.moves.length === 1, null, { timeout: 30_000 });
    const bots = await page.evaluate(() => {
      const [a, b] = ['a', 'b'].map((id) => document.getElementById(id).board);
      return { own: a.bot !== b.bot && a.bot !== null && b.bot !== null, youB: b.you, announcedA: a.announcement, announcedB: b.announcement };
    });
    assert.ok(bots.own, 'one worker per board');
    assert.equal(bots.youB, 'black');
    assert.match(bots.announcedA, /^Bot: /);
    assert.match(bots.announcedB, /^Bot: /);
    const replies = (await events(page)).filter((e) => e.type === 'move' && e.detail.source === 'bot');
    assert.deepEqual(replies.map((e) => e.board).sort(), ['a', 'b']);
    assert.ok(replies.every((e) => /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(e.detail.uci) && e.detail.san.length >= 2));
  }));

test('dist/embed.html: the bundled element plays against the bot; its events reach the page', async () => {
  const { page, problems } = await openPage(browser, server.origin, { path: '/dist/embed.html', clearStorage: false, ready: boardsReady });
  try {
    await clickMove(page, 'bot', 'd2', 'd4');
    await page.waitForFunction(() => document.getElementById('bot').board.moves.length === 2, null, { timeout: 30_000 });
    await clickMove(page, 'friends', 'g1', 'f3');
    const log = await page.locator('#log li').allTextContents();
    assert.equal(log.length, 3);
    assert.match(log[0], /^#friends move: Nf3 \(g1f3\)$/);
    assert.match(log[1], /^#bot move: \S+ \([a-h][1-8][a-h][1-8][qrbn]?\)$/);
    assert.equal(log[2], '#bot move: d4 (d2d4)');
    await screenshot(page, 'embed-example');
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});
