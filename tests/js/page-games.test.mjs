// "Your games" (www/page/games.js): finished games kept newest first, deleted one by one; an
// entry that cannot be read is counted and left as stored, and a list whose text cannot be read at
// all is moved aside before the next game is kept, never overwritten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GamesList, GAMES_KEY, UNREADABLE_GAMES_KEY, isKeptGame } from '../../www/page/games.js';

class MemoryStorage {
  items = new Map();
  getItem(key) { return this.items.has(key) ? this.items.get(key) : null; }
  setItem(key, value) { this.items.set(key, String(value)); }
  removeItem(key) { this.items.delete(key); }
}

const finished = (game, result) => ({ game, variant: game.toLowerCase(), multi: false, opponent: 'Bot · level 2', result, reason: 'checkmate', pgn: `[Result "${result}"]\n\n${result}` });

test('finished games are kept newest first, with a date and an id, and deleted one by one', () => {
  let t = Date.parse('2026-12-03T10:00:00Z');
  const list = new GamesList(new MemoryStorage(), { now: () => new Date((t += 60_000)) });
  assert.deepEqual(list.read(), { games: [], unreadable: 0 });
  const first = list.add(finished('Chess', '1-0'));
  const second = list.add(finished('Xiangqi', '0-1'));
  const { games, unreadable } = list.read();
  assert.equal(unreadable, 0);
  assert.deepEqual(games.map((g) => g.game), ['Xiangqi', 'Chess']);
  assert.equal(games[1].date, '2026-12-03T10:01:00.000Z');
  assert.notEqual(first.id, second.id);
  assert.ok(games.every(isKeptGame));
  list.remove(second.id);
  assert.deepEqual(list.read().games.map((g) => g.id), [first.id]);
});

test('an unreadable entry is counted and kept as stored; an unreadable list is moved aside, not overwritten', () => {
  const storage = new MemoryStorage();
  const list = new GamesList(storage);
  const stranger = { some: 'other program' };
  storage.setItem(GAMES_KEY, JSON.stringify([stranger]));
  assert.deepEqual(list.read(), { games: [], unreadable: 1 });
  const kept = list.add(finished('Chess', '1/2-1/2'));
  list.remove(kept.id);
  assert.deepEqual(JSON.parse(storage.getItem(GAMES_KEY)), [stranger], 'left as it was stored');

  storage.setItem(GAMES_KEY, '{broken');
  assert.deepEqual(list.read(), { games: [], unreadable: 1 });
  list.add(finished('Chess', '0-1'));
  assert.equal(storage.getItem(UNREADABLE_GAMES_KEY), '{broken');
  assert.equal(list.read().games.length, 1);
});
