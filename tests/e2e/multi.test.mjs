// The games of more players in the page (board/cells/board.js): each registered game (and each mode)
// started from the New game form against the bots — you move by mouse, every other seat's bot
// answers in turn — then brought to an ending with a ranking: its start with the move counter one
// move short of the move limit, every seat a human, the last move played by keyboard. Also
// dragging, the turned board (your seat at the bottom), a Chaturaji capture of the last king, and
// <wasm-chess-board variant="four-player:ffa">.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, screenshot, root } from './harness.mjs';

const { withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

/** The cells board's state as the tests read it. */
const cellsState = (page) =>
  page.evaluate(() => {
    const c = window.wasmChessPage.cells;
    return c && {
      variant: c.variant, turn: c.turn, moves: c.moves.map((m) => m.uci), over: c.over, outcome: c.outcome, bottom: c.bottom, you: c.you,
      thinking: c.thinking, cursor: c.cursor, selected: c.selected, announcement: c.announcement,
      players: c.players.map((p) => ({ id: p.id, name: p.name, status: p.status })), legal: c.legal.map((m) => ({ uci: m.uci, from: m.from, to: m.to, piece: m.piece, pass: m.pass })),
    };
  });

/** Starts `game` ('four-player', mode 'teams') from the New game form: against the bots or every seat a human. */
async function startGame(page, game, { mode = '', opponent = 'bot', position = '' } = {}) {
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.waitForSelector(`input[name=game][value=${game}]`);
  await page.click(`label:has(input[name=game][value=${game}])`);
  if (mode) {
    await page.locator('#setup select[name=mode]').selectOption(mode);
    // The Mode chooser names each mode by the module's label (four-player 'teams': "Teams: Red and Yellow …").
    const shown = await page.locator('#setup select[name=mode] option:checked').textContent();
    const label = await page.evaluate(([g, m]) => import('./engine/variants.js').then(async ({ loadVariantsEngine }) => (await loadVariantsEngine()).games.find((v) => v.id === g).modeLabels[m]), [game, mode]);
    assert.equal(shown, label);
    assert.notEqual(shown, mode);
  }
  await page.click(`#setup label:has(input[name=opponent][value=${opponent}])`);
  if (opponent === 'bot') await page.locator('#setup select[name=level]').selectOption('1');
  await page.locator('#setup textarea[name=position]').fill(position);
  await page.click('#setup-start');
  const id = mode ? `${game}:${mode}` : game;
  await waitFor(page, (v) => window.wasmChessPage.cells?.variant === v && !document.getElementById('setup-dialog').open, id);
  return id;
}

/** The record beside the board: each move's text and mover, in order. */
const recordOf = (page) =>
  page.locator('#cells-wrap').evaluate((host) => [...host.shadowRoot.querySelectorAll('ol.moves .move')].map((m) => ({ san: m.textContent, mover: m.dataset.mover })));

const cellCenter = (page, name) => page.evaluate((n) => window.wasmChessPage.cells.cellCenter(n), name);

async function clickCell(page, name) {
  const { x, y } = await cellCenter(page, name);
  await page.mouse.click(x, y);
}

/** Walks the keyboard cursor to `name` with the arrows (by where the cells are on the screen). */
async function cursorTo(page, name) {
  await page.evaluate(() => window.wasmChessPage.cells.svg.focus());
  const target = await cellCenter(page, name);
  for (let i = 0; i < 60; i++) {
    const s = await cellsState(page);
    if (s.cursor === name) return;
    const at = await cellCenter(page, s.cursor);
    const [dx, dy] = [target.x - at.x, target.y - at.y];
    await page.keyboard.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  assert.equal((await cellsState(page)).cursor, name, `the cursor reaches ${name}`);
}

const games = await (async () => {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const { Game } = require(`${root}/target/pkg-node-variants/wasm_chess.js`);
  return Game.variants().filter((v) => v.family === 'multi').flatMap((v) => (v.modes?.length ? v.modes.map((m) => ({ id: v.id, mode: m, players: v.players })) : [{ id: v.id, mode: '', players: v.players }]));
})();

for (const { id, mode, players } of games) {
  const name = mode ? `${id}:${mode}` : id;
  test(`${name}: from the form against the bots, you move by mouse and every bot answers; an ending with a ranking`, async () => {
    await withPage(async (page) => {
      await startGame(page, id, { mode });
      let s = await cellsState(page);
      assert.equal(s.players.length, players);
      assert.equal(s.you, s.players[0].id, 'you play the first seat');
      assert.equal(s.bottom, s.you, 'your seat at the bottom');
      const rows = await page.locator('#cells-wrap').evaluate((host) => [...host.shadowRoot.querySelectorAll('li.player')].map((li) => li.querySelector('.who').textContent));
      assert.deepEqual(rows, ['you', ...Array(players - 1).fill('bot')]);
      // your army is in the lower part of the screen
      const box = await page.evaluate(() => window.wasmChessPage.cells.svg.getBoundingClientRect().toJSON());
      const own = await cellCenter(page, s.legal[0].from);
      assert.ok(own.y > box.y + box.height / 2, `${s.legal[0].from} is in the lower half`);
      const move = s.legal.find((m) => m.piece === 'knight') ?? s.legal[0];
      await clickCell(page, move.from);
      await clickCell(page, move.to);
      await waitFor(page, (n) => { const c = window.wasmChessPage.cells; return c.over || (c.moves.length >= n && !c.thinking); }, players);
      s = await cellsState(page);
      assert.equal(s.moves[0], move.uci);
      assert.ok(s.over || s.turn === s.you, 'every bot answered: your turn again');
      assert.match(s.announcement, new RegExp(`^(${s.players.map((p) => p.name).join('|')})`), 'the last move is said with its mover');
      if (['four-player:ffa', 'three-player', 'eight-player:singles'].includes(name)) await screenshot(page, `multi-${id}`);
      if (!s.over) {
        // The record shows every move, yours first; Take back returns to your move, the bots' replies undone too.
        const record = await recordOf(page);
        assert.equal(record.length, s.moves.length);
        assert.equal(record[0].mover, s.you);
        assert.equal(record[0].san, move.uci);
        await page.locator('#cells-wrap >> button.takeback').click();
        await waitFor(page, () => window.wasmChessPage.cells.moves.length === 0);
        s = await cellsState(page);
        assert.equal(s.turn, s.you);
        assert.match(s.announcement, new RegExp(`^${players} moves taken back\\. .* to move \\(you\\)`));
        assert.equal(await page.evaluate(() => window.wasmChessPage.cells.game.fen() === window.wasmChessPage.cells.startFen), true, 'the start again');
        assert.deepEqual(await recordOf(page), []);
        assert.equal(await page.locator('#cells-wrap >> button.takeback').isDisabled(), true, 'nothing left to take back');
        await clickCell(page, move.from);
        await clickCell(page, move.to);
        await waitFor(page, (n) => { const c = window.wasmChessPage.cells; return c.over || (c.moves.length >= n && !c.thinking); }, players);
      }

      // The same start one move short of the move limit, every seat a human: a knight's move ends it.
      const start = await page.evaluate(() => window.wasmChessPage.cells.startFen);
      const fields = start.split(' ');
      fields[6] = String(50 * players - 1); // the half-move counter (a game with modes names its mode ninth)
      await startGame(page, id, { mode, opponent: 'friend', position: fields.join(' ') });
      s = await cellsState(page);
      assert.equal(s.you, null);
      const last = s.legal.find((m) => m.piece === 'knight');
      await cursorTo(page, last.from);
      await page.keyboard.press('Enter');
      await cursorTo(page, last.to);
      await page.keyboard.press('Enter');
      await waitFor(page, () => window.wasmChessPage.cells.over);
      s = await cellsState(page);
      assert.equal(s.outcome.ranking.flat().length, players, 'every player is ranked');
      assert.match(s.announcement, /Game over: .*(wins|share first place).*Ranking: 1st/);
      const places = await page.locator('#cells-wrap').evaluate((host) => [...host.shadowRoot.querySelectorAll('li.player .state')].map((e) => e.textContent));
      assert.ok(places.every((p) => /^\d+(st|nd|rd|th)$/.test(p)), places.join());
    });
  });
}

test('Chaturaji: a dragged king takes the last other king; the list shows who is out and the winner', async () => {
  await withPage(async (page) => {
    await startGame(page, 'chaturaji', { opponent: 'friend', position: '8/8/8/8/8/8/1,bK,6/rK,7 r a,a,g1,g2 0,0,4,2 - - 0 1' });
    const from = await cellCenter(page, 'a1');
    const to = await cellCenter(page, 'b2');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await waitFor(page, () => window.wasmChessPage.cells.over);
    const s = await cellsState(page);
    assert.deepEqual(s.outcome.ranking[0], ['yellow']);
    assert.match(s.announcement, /^Red: king from a1 takes Blue king on b2\. Blue is out\. Game over: Yellow wins/);
    assert.equal(s.players.find((p) => p.id === 'blue').status, 'out');
  });
});

test('the three-player hexagon turns by a third: Red at the bottom when Red is yours; the Rules button shows its rules', async () => {
  await withPage(async (page) => {
    await startGame(page, 'three-player', { opponent: 'friend' });
    const y = async (cell) => (await cellCenter(page, cell)).y;
    assert.ok((await y('Wa1')) > (await y('Ra1')), 'White at the bottom first');
    await page.evaluate(() => window.wasmChessPage.cells.setBottom('red'));
    assert.ok((await y('Ra1')) > (await y('Wa1')) && (await y('Ra1')) > (await y('Ba1')), 'then Red');
    await page.click('#rules');
    await waitFor(page, () => document.getElementById('rules-dialog').open);
    assert.equal(await page.locator('#rules-title').textContent(), 'Three-player chess: the rules');
    assert.ok((await page.locator('#rules-text').textContent()).length > 500, 'its rules sheet');
  });
});

test('<wasm-chess-board variant="four-player:ffa">: you against three bots on a phone-sized screen', async () => {
  await withPage(
    async (page) => {
      await waitFor(page, () => document.querySelector('wasm-chess-board').board?.variant === 'four-player:ffa');
      const s = await page.evaluate(() => {
        const b = document.querySelector('wasm-chess-board').board;
        return { you: b.you, who: b.players.map((p) => b.who(p.id)), width: b.svg.getBoundingClientRect().width };
      });
      assert.equal(s.you, 'red');
      assert.deepEqual(s.who, ['you', 'bot', 'bot', 'bot']);
      assert.ok(s.width > 300 && s.width <= 390, `the board fits the phone (${s.width}px)`);
      await screenshot(page, 'multi-element-phone');
      await page.evaluate(() => document.querySelector('wasm-chess-board').board.play('h2-h3'));
      await waitFor(page, () => { const b = document.querySelector('wasm-chess-board').board; return b.moves.length >= 4 && !b.thinking; });
    },
    { viewport: { width: 390, height: 844 }, path: '/fixtures/multi.html', ready: () => Boolean(customElements.get('wasm-chess-board')) },
  );
});

test('any seat can be a human on this device: Blue handed from its bot to a second player', async () => {
  await withPage(async (page) => {
    await startGame(page, 'four-player', { mode: 'ffa' });
    await page.locator('#cells-wrap button[aria-label="Blue: play this seat"]').click();
    let s = await cellsState(page);
    await clickCell(page, s.legal[0].from);
    await clickCell(page, s.legal[0].to);
    await page.waitForTimeout(600); // longer than a bot's move: no bot plays Blue
    s = await cellsState(page);
    assert.deepEqual([s.turn, s.moves.length, s.thinking], ['blue', 1, false]);
    const blue = s.legal.find((m) => m.piece === 'knight');
    await clickCell(page, blue.from);
    await clickCell(page, blue.to);
    await waitFor(page, () => { const c = window.wasmChessPage.cells; return c.moves.length >= 4 && !c.thinking; });
    s = await cellsState(page);
    assert.equal(s.turn, 'red', 'Yellow and Green (bots) answered');
    assert.match(s.announcement, /^Green: /);
  });
});

test('a promotion with a choice: the rules\' pieces as buttons, the knight chosen', async () => {
  // Four-player: Red's e-pawn on e7, one step from its promotion rank (the centre's 8th)
  const fen = 'yR,yN,yB,yK,yQ,yB,yN,yR/yP,yP,yP,yP,yP,yP,yP,yP/8/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,2,rP,7,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/8/rP,1,rP,rP,rP,rP,rP,rP/rR,rN,rB,rQ,rK,rB,rN,rR r a,a,a,a 0,0,0,0 KQ,KQ,KQ,KQ - 0 1';
  await withPage(async (page) => {
    await startGame(page, 'four-player', { mode: 'ffa', opponent: 'friend', position: fen });
    await clickCell(page, 'e7');
    await clickCell(page, 'e8');
    const buttons = page.locator('#cells-wrap .promotion button');
    assert.deepEqual(await buttons.allTextContents(), ['queen', 'rook', 'bishop', 'knight']);
    await page.locator('#cells-wrap .promotion button[data-role=knight]').click();
    const s = await cellsState(page);
    assert.deepEqual([s.moves, s.turn], [['e7-e8=N'], 'blue']);
    assert.match(s.announcement, /^Red: pawn from e7 to e8, becomes a knight/);
    assert.equal(await buttons.count(), 0);
  });
});

test('the record shows earlier positions: a click on a move, then back to the game by the button or the board', async () => {
  await withPage(async (page) => {
    await startGame(page, 'four-player', { mode: 'ffa', opponent: 'friend' });
    const played = await page.evaluate(() => {
      const c = window.wasmChessPage.cells;
      return ['h2-h3', 'b7-c7', 'h13-h12'].map((m) => c.play(m)).map((m) => ({ from: m.from, to: m.to }));
    });
    const lastCells = () => page.locator('#cells-wrap').evaluate((host) => [...host.shadowRoot.querySelectorAll('polygon.cell.last')].map((p) => p.dataset.cell).sort());
    const status = () => page.locator('#cells-wrap >> p.status').textContent();
    const back = page.locator('#cells-wrap >> button.back');
    assert.equal(await back.isHidden(), true, 'no Back button in the live game');
    assert.deepEqual(await lastCells(), [played[2].from, played[2].to].sort());

    await page.locator('#cells-wrap >> ol.moves button.move[data-ply="1"]').click();
    assert.equal(await page.evaluate(() => window.wasmChessPage.cells.reviewing), 1);
    assert.deepEqual(await lastCells(), [played[0].from, played[0].to].sort(), 'the first move marked on the board');
    assert.match(await status(), /^Move 1 of 3 \(Red h2-h3\): an earlier position/);
    assert.equal(await page.locator('#cells-wrap >> button.move.current').getAttribute('data-ply'), '1');
    // the game itself is untouched, and the board takes no move meanwhile
    const live = await cellsState(page);
    assert.deepEqual([live.moves.length, live.turn], [3, 'green']);
    await back.click();
    assert.equal(await page.evaluate(() => window.wasmChessPage.cells.reviewing), null);
    assert.deepEqual(await lastCells(), [played[2].from, played[2].to].sort());

    // a click on the board while reviewing returns to the game; it plays nothing
    await page.locator('#cells-wrap >> ol.moves button.move[data-ply="2"]').click();
    const greenMove = live.legal[0];
    await clickCell(page, greenMove.from);
    const after = await cellsState(page);
    assert.equal(await page.evaluate(() => window.wasmChessPage.cells.reviewing), null);
    assert.deepEqual([after.moves.length, after.selected], [3, null]);
    assert.equal(await page.evaluate(() => { try { window.wasmChessPage.cells.showPly('2'); return 'shown'; } catch (e) { return e.message; } }), "invalid ply: '2' (expected a whole number; 0 is the start)");
  });
});

test('a teams game saved and restored stays teams: the FEN/PGN dialog, the New game form, a reload', async () => {
  await withPage(async (page) => {
    await startGame(page, 'four-player', { mode: 'teams', opponent: 'friend' });
    await page.evaluate(() => ['h2-h4', 'b7-d7'].forEach((m) => window.wasmChessPage.cells.play(m)));
    const teamsOf = () => page.evaluate(() => window.wasmChessPage.cells.players.map((p) => p.team));
    assert.deepEqual(await teamsOf(), [0, 1, 0, 1]);

    // saved: the dialog gives the game's own position text and record, each naming the mode
    await page.click('#share');
    const fen = await page.locator('#fen-out').inputValue();
    const pgn = await page.locator('#pgn-out').inputValue();
    await page.click('#share-dialog button[value=close]');
    assert.equal(fen, await page.evaluate(() => window.wasmChessPage.cells.game.fen()));
    assert.match(fen, / teams$/);
    assert.match(pgn, /^\[Variant "four-player:teams"\]\n\[Red "\?"\]\n\[Blue "\?"\]/);
    assert.match(pgn, /\n1\. h2-h4 b7-d7 \*\n$/);

    // restored from the record: the same game, its moves in the record, Yellow to move
    await startGame(page, 'four-player', { mode: 'teams', opponent: 'friend', position: pgn });
    let s = await cellsState(page);
    assert.deepEqual([s.variant, s.moves, s.turn], ['four-player:teams', ['h2-h4', 'b7-d7'], 'yellow']);
    assert.deepEqual(await teamsOf(), [0, 1, 0, 1]);
    assert.deepEqual((await recordOf(page)).map((m) => m.san), ['h2-h4', 'b7-d7']);
    // restored from the position text
    await startGame(page, 'four-player', { mode: 'teams', opponent: 'friend', position: fen });
    s = await cellsState(page);
    assert.deepEqual([s.variant, s.moves, await page.evaluate(() => window.wasmChessPage.cells.game.fen())], ['four-player:teams', [], fen]);
    assert.deepEqual(await teamsOf(), [0, 1, 0, 1]);

    // a text of teams is not read as free-for-all: the form says why and stays open
    await page.click('#new-game');
    await page.locator('#setup select[name=mode]').selectOption('ffa');
    await page.locator('#setup textarea[name=position]').fill(fen);
    await page.click('#setup-start');
    await waitFor(page, () => document.getElementById('setup-error').textContent !== '');
    assert.match(await page.locator('#setup-error').textContent(), /mode 'teams', not 'ffa'/);
    assert.equal(await page.evaluate(() => window.wasmChessPage.cells.variant), 'four-player:teams', 'the game played is unchanged');
    await page.click('#setup-cancel');

    // a reload starts the chosen game again: teams
    await page.reload();
    await waitFor(page, () => window.wasmChessPage?.cells?.variant === 'four-player:teams');
    assert.deepEqual(await teamsOf(), [0, 1, 0, 1]);
  });
});
