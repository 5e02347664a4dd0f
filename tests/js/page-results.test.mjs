// The session's results table: points 1 / ½ / 0 and the running total, kept in storage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ResultsTable, pointsFor, formatPoints } from '../../www/page/results.js';
import { resultOf } from '../../www/board/messages.js';

class MemoryStorage {
  constructor() { this.items = new Map(); }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  setItem(k, v) { this.items.set(k, String(v)); }
  removeItem(k) { this.items.delete(k); }
}

test('a win is 1, a draw ½, a loss 0, from the player\'s colour', () => {
  assert.equal(pointsFor('1-0', 'white'), 1);
  assert.equal(pointsFor('1-0', 'black'), 0);
  assert.equal(pointsFor('0-1', 'black'), 1);
  assert.equal(pointsFor('1/2-1/2', 'black'), 0.5);
});

test('outcomes become PGN results', () => {
  assert.equal(resultOf({ winner: 'white', reason: 'checkmate' }), '1-0');
  assert.equal(resultOf({ winner: 'black', reason: 'timeout' }), '0-1');
  assert.equal(resultOf({ winner: null, reason: 'stalemate' }), '1/2-1/2');
});

test('the table keeps every game and totals the points across page loads', () => {
  const storage = new MemoryStorage();
  const table = new ResultsTable(storage);
  table.add({ result: '1-0', reason: 'checkmate', color: 'white', opponent: 'Bot level 1' });
  table.add({ result: '1/2-1/2', reason: 'stalemate', color: 'black', opponent: 'Bot level 2' });
  table.add({ result: '1-0', reason: 'resignation', color: 'black', opponent: 'Bot level 2' });
  const again = new ResultsTable(storage);
  assert.deepEqual(again.rows().map((r) => r.points), [1, 0.5, 0]);
  assert.equal(again.total(), 1.5);
  assert.equal(formatPoints(again.total()), '1½');
  again.clear();
  assert.equal(new ResultsTable(storage).rows().length, 0);
});

test('damaged storage reads as an empty table', () => {
  const storage = new MemoryStorage();
  storage.setItem('wasm-chess.results', '{not json');
  assert.deepEqual(new ResultsTable(storage).rows(), []);
});

test('points print as 1, ½, 0, 2½', () => {
  assert.deepEqual([1, 0.5, 0, 2.5].map(formatPoints), ['1', '½', '0', '2½']);
});
