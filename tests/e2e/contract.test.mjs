// One board contract in the browser (www/board/contract.js, the README's event table): three
// <wasm-chess-board> elements on one page — chess, Atomic (a game of two sides of the variants
// module) and Four-player chess (a game of more players) — each played by the mouse, answered by
// its bot, taken back, refused a move and ended, while every event they send is recorded: the
// events and the keys of their details are the same for every game, with `source` on every
// move, the seat in the game of more players, the ranking at its end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession } from './harness.mjs';
import { BOARD_EVENTS } from '../../www/board/contract.js';

const { withPage, waitFor } = await pageSession({ variants: true, timeout: 60_000 });

const FIXTURE = '/fixtures/contract.html';
const ready = () => ['chess', 'atomic', 'four'].every((id) => {
  const board = document.getElementById(id)?.board;
  return board && (board.view ? board.view.frames > 0 : board.cellCenter(board.legal[0].from) !== null);
});
const withBoards = (body) => withPage(body, { path: FIXTURE, ready });

/** The events board `id` sent, optionally of one type. */
const eventsOf = (page, id, type = null) =>
  page.evaluate(([id, type]) => window.events.filter((e) => e.board === id && (!type || e.type === type)), [id, type]);

/** Calls `fn(board, arg)` in the page on the board of element #id. */
const on = (page, id, fn, arg) =>
  page.evaluate(({ id, fn, arg }) => new Function('board', 'arg', `return (${fn})(board, arg)`)(document.getElementById(id).board, arg), { id, fn: fn.toString(), arg });

/** Where a square (two-sided boards) or a cell (the board of more players) is on the screen. */
const placeOf = (page, id, name) =>
  on(page, id, (board, sq) => {
    if (board.cellCenter) return board.cellCenter(sq);
    const r = board.squareRect(sq);
    return { x: r.x + r.size / 2, y: r.y + r.size / 2 };
  }, name);

async function clickMove(page, id, from, to) {
  for (const name of [from, to]) {
    const { x, y } = await placeOf(page, id, name);
    await page.mouse.click(x, y);
  }
}

/** Every event sent has exactly the keys the contract lists for it. */
function assertShapes(events) {
  assert.ok(events.length > 0);
  for (const { type, detail } of events) {
    assert.ok(type in BOARD_EVENTS, type);
    assert.deepEqual(Object.keys(detail), [...BOARD_EVENTS[type]], `the ${type} event's detail`);
  }
}

/**
 * A game of two sides on board `id`: e2-e4 by the mouse, the bot's reply, a takeback (both moves),
 * e2-e5 refused, a resignation.
 */
async function twoSides(page, id, variant) {
  assert.equal(await on(page, id, (b) => b.variant), variant);
  const start = await on(page, id, (b) => b.fen);
  await clickMove(page, id, 'e2', 'e4');
  await waitFor(page, (id) => window.events.filter((e) => e.board === id && e.type === 'move').length === 2 && !document.getElementById(id).board.thinking, id);
  const [mine, reply] = (await eventsOf(page, id, 'move')).map((e) => e.detail);
  assert.deepEqual([mine.source, mine.color, mine.seat, mine.san, mine.uci, mine.ply], ['human', 'white', null, 'e4', 'e2e4', 1]);
  assert.deepEqual([reply.source, reply.color, reply.seat, reply.ply], ['bot', 'black', null, 2]);
  assert.equal(reply.fen, await on(page, id, (b) => b.fen));

  assert.equal(await on(page, id, (b) => b.takeback()), 2);
  const [takeback] = (await eventsOf(page, id, 'takeback')).map((e) => e.detail);
  assert.deepEqual(takeback, { plies: 2, fen: start });

  await clickMove(page, id, 'e2', 'e5');
  const [illegal] = (await eventsOf(page, id, 'illegal')).map((e) => e.detail);
  assert.deepEqual([illegal.move, illegal.from, illegal.to, illegal.fen], ['e2e5', 'e2', 'e5', start]);
  assert.ok(illegal.reason.length > 0);
  assert.equal(await on(page, id, (b) => b.moves.length), 0, 'nothing was played');

  await on(page, id, (b) => b.resign());
  const [over] = (await eventsOf(page, id, 'gameover')).map((e) => e.detail);
  assert.deepEqual(over.outcome, { winner: 'black', reason: 'resignation' });
  assert.deepEqual([over.result, over.ranking, over.fen], ['0-1', null, start]);
  assert.match(over.pgn, /0-1\s*$/);

  const all = await eventsOf(page, id);
  assertShapes(all);
  assert.ok(all.some((e) => e.type === 'update'), 'update told the host');
  assert.deepEqual(all.filter((e) => e.type !== 'update').map((e) => e.type), ['move', 'move', 'takeback', 'illegal', 'gameover']);
}

test('chess: move (human, bot), takeback, illegal and gameover as the README says', () =>
  withBoards((page) => twoSides(page, 'chess', 'chess')));

test('atomic, a game of two sides of the variants module: the same events, the same details', () =>
  withBoards((page) => twoSides(page, 'atomic', 'atomic')));

test('four-player chess: move with the seat (human, then each bot), takeback, illegal, no resignation, gameover with the ranking', () =>
  withBoards(async (page) => {
    const id = 'four';
    const info = await on(page, id, (b) => ({ variant: b.variant, you: b.you, ids: b.players.map((p) => p.id), start: b.fen, legal: b.legal }));
    assert.deepEqual([info.variant, info.you], ['four-player:ffa', 'red']);
    const knight = info.legal.find((m) => m.piece === 'knight');
    await clickMove(page, id, knight.from, knight.to);
    await waitFor(page, (id) => window.events.filter((e) => e.board === id && e.type === 'move').length === 4 && !document.getElementById(id).board.thinking, id);
    const moves = (await eventsOf(page, id, 'move')).map((e) => e.detail);
    assert.deepEqual(moves.map((m) => [m.source, m.color, m.seat, m.ply]), [
      ['human', 'red', 0, 1], ['bot', info.ids[1], 1, 2], ['bot', info.ids[2], 2, 3], ['bot', info.ids[3], 3, 4],
    ]);
    assert.deepEqual([moves[0].uci, moves[0].from, moves[0].to], [knight.uci, knight.from, knight.to]);
    assert.equal(moves[3].fen, await on(page, id, (b) => b.fen));

    // The board's own Take back button: back to your move, the bots' three replies with it.
    await page.locator('#four >> button.takeback').click();
    const [takeback] = (await eventsOf(page, id, 'takeback')).map((e) => e.detail);
    assert.deepEqual(takeback, { plies: 4, fen: info.start });

    // The knight clicked, then a cell it cannot reach.
    await clickMove(page, id, knight.from, 'h8');
    const [illegal] = (await eventsOf(page, id, 'illegal')).map((e) => e.detail);
    assert.deepEqual(illegal, { move: `${knight.from}-h8`, from: knight.from, to: 'h8', reason: `no legal move from ${knight.from} to h8`, fen: info.start });

    // No resignation in these games: a clear Error, no event, nothing changed.
    const resigned = await on(page, id, (b) => { try { b.resign(); return 'resigned'; } catch (e) { return e.message; } });
    assert.match(resigned, /^Four-player chess \(.*\): red cannot resign, the games of more players end by their rules alone$/);
    assert.equal((await eventsOf(page, id, 'gameover')).length, 0);

    // Played to its end: the same game one turn short of the move limit, your knight's move ends it.
    const fields = info.start.split(' ');
    fields[6] = String(50 * info.ids.length - 1);
    await on(page, id, (b, fen) => b.setFen(fen), fields.join(' '));
    await clickMove(page, id, knight.from, knight.to);
    await waitFor(page, (id) => window.events.some((e) => e.board === id && e.type === 'gameover'), id);
    const [over] = (await eventsOf(page, id, 'gameover')).map((e) => e.detail);
    const outcome = await on(page, id, (b) => b.status.outcome);
    assert.deepEqual(over.outcome, outcome);
    assert.equal(over.result, null);
    assert.deepEqual(over.ranking, outcome.ranking);
    assert.deepEqual(over.ranking.flat().sort(), [...info.ids].sort(), 'every seat ranked');
    assert.match(over.pgn, /\[Ranking "/);
    const last = (await eventsOf(page, id, 'move')).at(-1).detail;
    assert.deepEqual([last.source, last.seat, last.uci], ['human', 0, knight.uci]);

    const all = await eventsOf(page, id);
    assertShapes(all);
    assert.ok(all.some((e) => e.type === 'update'), 'update told the host');
    assert.deepEqual(all.filter((e) => e.type !== 'update').map((e) => e.type), ['move', 'move', 'move', 'move', 'takeback', 'illegal', 'move', 'gameover']);
  }));
